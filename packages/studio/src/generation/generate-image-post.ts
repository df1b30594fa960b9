import {
  API_ERROR_MESSAGES,
  GENERATION_MESSAGES as M,
  STYLE_MESSAGES,
  type ConnectablePlatformId,
  type GenerateContentRequest,
  type GenerateContentResponse,
  type MailLanguage,
  type ThemeSet,
} from '@postcraft/contracts';
import {
  findSavedStyle,
  insertGeneration,
  newGenerationId,
  type GenerationAssetRecord,
  type OwnerId,
  type SavedStyleRecord,
} from '@postcraft/data';
import {
  aspectKey,
  isGeneratorError,
  type ContentGenerator,
  type GeneratedImage,
} from '@postcraft/generation';
import type { MediaStorage } from '@postcraft/media';
import { AppError, RETRY_SOON_SECONDS } from '../app-error.js';
import { loadGenerationContext, type GenerationContext } from '../brand-context.js';
import { storeGeneratedImage } from '../generated-media.js';
import { loadBrandPhoto } from './brand-photo.js';
import { generationContentOf } from './generation-content.js';

export interface GenerateContentDeps {
  storage: MediaStorage;
  generator: ContentGenerator;
}

/** What the caller's plan decided for this generation (recorded with it). */
export interface GenerationAllowance {
  themes: ThemeSet;
}

/** Without a seed, a new one: the same seed and input give the same layout again. */
export const newSeed = () => Math.floor(Math.random() * 1_000_000);

/** The owner's brand profile; a user deleted meanwhile has no session left (401). */
export async function contextOf(
  storage: MediaStorage,
  ownerId: OwnerId,
): Promise<GenerationContext> {
  const context = await loadGenerationContext(storage, ownerId);
  if (!context) throw new AppError('unauthorized', API_ERROR_MESSAGES.sessionEnded);
  return context;
}

/** The owner's style the request names; another user's is as unknown as a missing one (404). */
export async function styleOf(
  ownerId: OwnerId,
  styleId: string | undefined,
): Promise<SavedStyleRecord | null> {
  if (!styleId) return null;
  const style = await findSavedStyle(ownerId, styleId);
  if (!style) throw new AppError('not_found', STYLE_MESSAGES.notFound);
  return style;
}

/** A style's text, passed to the generator as tone guidance only (never copied into captions). */
const toneGuidanceOf = (style: SavedStyleRecord | null) =>
  style ? [style.name, style.description].filter(Boolean).join(': ') || null : null;

async function runGenerator(
  generator: ContentGenerator,
  input: Parameters<ContentGenerator['generate']>[0],
) {
  try {
    return await generator.generate(input);
  } catch (error) {
    if (!isGeneratorError(error)) throw error;
    if (error.failure === 'busy') {
      throw new AppError('server_busy', M.renderBusy, {
        cause: error,
        retryAfterSeconds: RETRY_SOON_SECONDS,
      });
    }
    if (error.failure === 'timeout') {
      throw new AppError('generator_timeout', M.providerTimeout, { cause: error });
    }
    throw new AppError('generator_failed', M.providerFailed, { cause: error });
  }
}

/** Stores a carousel's slides after its cover, noting each file so a failure can delete them. */
async function storeSlides(
  storage: MediaStorage,
  ownerId: OwnerId,
  slides: readonly GeneratedImage[],
  files: Array<{ key: string; url: string }>,
  sizes: Map<string, number>,
) {
  const records = [];
  for (const slide of slides) {
    const file = await storeGeneratedImage(storage, ownerId, slide);
    files.push(file);
    sizes.set(file.key, slide.png.byteLength);
    records.push({ ...file, width: slide.width, height: slide.height });
  }
  return records;
}

/**
 * Generates a caption, hashtags and an image per platform, stores the images in the owner's
 * media folder and records the generation (videos are rendered by the worker from a queued
 * generation: see render-video-generation.ts).
 */
export async function generateImagePost(
  ownerId: OwnerId,
  request: GenerateContentRequest,
  deps: GenerateContentDeps,
  language: MailLanguage = 'en',
  allowance: GenerationAllowance = { themes: 'all' },
): Promise<GenerateContentResponse> {
  return (await makeImagePost(ownerId, request, deps, language, allowance)).response;
}

export interface ImagePostOptions {
  /** The owner's brand, loaded already (a planning run loads it once for all its posts). */
  context?: GenerationContext;
  /** When the post is used at once (a planned post's): recorded with the generation. */
  usedAt?: Date;
}

/** A generation made and stored: the answer to the studio, its assets and its files' sizes. */
export interface MadeImagePost {
  response: GenerateContentResponse;
  assets: GenerationAssetRecord[];
  /** Each stored file's size in bytes, by key. */
  sizes: ReadonlyMap<string, number>;
}

/** generateImagePost's work, with what it stored (see ImagePostOptions). */
export async function makeImagePost(
  ownerId: OwnerId,
  request: GenerateContentRequest,
  { storage, generator }: GenerateContentDeps,
  language: MailLanguage,
  { themes }: GenerationAllowance,
  options: ImagePostOptions = {},
): Promise<MadeImagePost> {
  const [context, style] = await Promise.all([
    options.context ?? contextOf(storage, ownerId),
    styleOf(ownerId, request.styleId),
  ]);
  // A style's settings give the same look: its seed picks the layout and palette, its colours
  // stand in for the brand's. A seed in the request still wins (the caller asked for it).
  const settings = style?.generation ?? null;
  const seed = request.seed ?? settings?.seed ?? newSeed();
  const photos = request.usePhotos ? [(await loadBrandPhoto(storage, ownerId, seed)).bytes] : [];
  const brand = {
    ...context.brand,
    ...(settings?.colors?.length ? { colors: settings.colors } : {}),
    photos,
  };
  const fallback: ConnectablePlatformId[] =
    context.connectedPlatforms.length > 0 ? context.connectedPlatforms : ['linkedin'];
  const platforms = [...new Set(request.platforms ?? fallback)];
  const result = await runGenerator(generator, {
    description: request.description,
    instructions: request.instructions ?? '',
    platforms,
    seed,
    language,
    brand,
    styleHint: toneGuidanceOf(style),
    ...(request.carousel ? { carousel: true } : {}),
    themes,
  });

  const generationId = newGenerationId();
  const stored = new Map<string, { key: string; url: string }>();
  const slideFiles: Array<{ key: string; url: string }> = [];
  const assets: GenerationAssetRecord[] = [];
  const sizes = new Map<string, number>();
  try {
    for (const platform of platforms) {
      const content = result.content[platform];
      if (!content) continue;
      const aspect = aspectKey(content.image);
      if (!stored.has(aspect)) {
        const file = await storeGeneratedImage(storage, ownerId, content.image);
        stored.set(aspect, file);
        sizes.set(file.key, content.image.png.byteLength);
      }
      const { key, url } = stored.get(aspect)!;
      // A carousel's cover is the asset's image; each platform's other slides carry its own text.
      const slides = content.slides?.length
        ? [
            { key, url, width: content.image.width, height: content.image.height },
            ...(await storeSlides(storage, ownerId, content.slides.slice(1), slideFiles, sizes)),
          ]
        : undefined;
      assets.push({
        platform,
        key,
        url,
        width: content.image.width,
        height: content.image.height,
        caption: content.caption,
        hashtags: content.hashtags,
        ...(slides ? { slides } : {}),
      });
    }
    await insertGeneration(ownerId, {
      _id: generationId,
      input: {
        description: request.description,
        contentType: request.contentType,
        platforms,
        styleId: request.styleId ?? null,
        instructions: request.instructions ?? '',
        source: request.source ?? 'text',
        language,
        themes,
      },
      seed,
      generator: result.generator,
      assets,
      colors: [...brand.colors],
      ...(options.usedAt ? { usedAt: options.usedAt } : {}),
    });
  } catch (error) {
    await Promise.allSettled(
      [...stored.values(), ...slideFiles].map(({ key }) => storage.delete(key)),
    );
    throw error;
  }

  const response: GenerateContentResponse = {
    success: true,
    content: generationContentOf({
      _id: generationId,
      assets,
      generator: result.generator,
      seed,
      colors: [...brand.colors],
      render: null,
    }),
  };
  return { response, assets, sizes };
}
