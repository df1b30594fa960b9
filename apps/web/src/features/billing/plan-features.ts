import { PLANS, type PaymentsConfig, type PlanId } from '@postcraft/contracts';
import type { TFunction } from 'i18next';

/**
 * The lines of a plan's card (spec 000 §1), from the plan's feature keys in the contracts and
 * the same texts as the landing page's prices; the numbers come from the plan's limits.
 */

/** The free plan's watermark line is a note under the list, as on the landing page. */
const NOTE_FEATURE = 'watermark';

/** 'plans.free.features.videos' → 'videos'. */
function featureName(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

function featureValues(id: PlanId) {
  const limits = PLANS[id].limits;
  return {
    videos: limits.maxVideos,
    words: limits.maxScriptWords,
    minutes: limits.maxVoiceNoteMinutes,
    templates: limits.maxTemplates,
    themes: limits.maxThemes,
    seconds: limits.maxVideoSeconds,
    voiceovers: limits.maxEnglishVoiceovers,
  };
}

export interface PlanFeatureTexts {
  lines: string[];
  note: string | null;
}

export function planFeatureTexts(id: PlanId, t: TFunction): PlanFeatureTexts {
  const names = PLANS[id].featureKeys.map(featureName);
  const values = featureValues(id);
  const text = (name: string) =>
    t(`landing.prices.${id}.features.${name}` as 'landing.prices.free.features.videos', values);
  return {
    lines: names.filter((name) => name !== NOTE_FEATURE).map(text),
    note: names.includes(NOTE_FEATURE) ? text(NOTE_FEATURE) : null,
  };
}

/** Premium's monthly allowance: the seconds of video its price buys (docs/decisions.md). */
export function premiumMonthlySeconds(config: PaymentsConfig): number {
  return Math.ceil(config.premium.priceCents / config.secondPriceCents);
}
