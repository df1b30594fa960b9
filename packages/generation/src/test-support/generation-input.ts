import type { ConnectablePlatformId } from '@postcraft/contracts';
import type { BrandProfile, GenerationInput } from '../content-generator.js';

export function brandProfile(overrides: Partial<BrandProfile> = {}): BrandProfile {
  return {
    name: 'Clay & Co',
    handle: '@clayco',
    niche: 'business',
    contentGoals: ['sell_products_services'],
    voiceTone: 'friendly',
    keywords: 'ceramics, handmade, pottery',
    preferredContentTypes: ['static'],
    colors: ['#1f2a44', '#ffb400'],
    logoPng: null,
    photos: [],
    ...overrides,
  };
}

export function generationInput(
  platforms: readonly ConnectablePlatformId[],
  overrides: Partial<GenerationInput> = {},
): GenerationInput {
  return {
    description: 'Our new summer collection of handmade ceramic mugs is here.',
    instructions: '',
    platforms,
    seed: 0,
    language: 'en',
    brand: brandProfile(),
    styleHint: null,
    ...overrides,
  };
}
