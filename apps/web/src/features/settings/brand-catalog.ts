import {
  CONTENT_GOALS,
  CONTENT_TYPES,
  NICHES,
  VOICE_TONES,
  type ContentGoal,
  type ContentTypeId,
  type NicheId,
  type User,
  type VoiceToneLabel,
} from '@postcraft/contracts';

/**
 * The brand-profile choices of the contracts, and the shapes the API stores them in
 * ({type, icon, description} for a niche, {label, icon} for a tone, {type, icon} per content type).
 */

export type NicheSelection = NonNullable<User['niche']>;
export type VoiceToneSelection = NonNullable<User['voiceTone']>;
export type ContentTypeSelection = User['preferredContentTypes'][number];

export function toNicheSelection(id: NicheId): NicheSelection {
  const niche = NICHES.find((candidate) => candidate.id === id) ?? NICHES[0];
  return { type: niche.id, icon: niche.icon, description: niche.description };
}

export function toVoiceToneSelection(label: VoiceToneLabel): VoiceToneSelection {
  const tone = VOICE_TONES.find((candidate) => candidate.label === label) ?? VOICE_TONES[0];
  return { label: tone.label, icon: tone.icon };
}

/** The chosen content types in the order of the catalogue, whatever order they were ticked in. */
export function toContentTypeSelections(ids: readonly ContentTypeId[]): ContentTypeSelection[] {
  return CONTENT_TYPES.filter((type) => ids.includes(type.id)).map((type) => ({
    type: type.id,
    icon: type.icon,
  }));
}

export function getNicheIcon(id: NicheId): string {
  return NICHES.find((niche) => niche.id === id)?.icon ?? '';
}

export function getVoiceToneIcon(label: VoiceToneLabel): string {
  return VOICE_TONES.find((tone) => tone.label === label)?.icon ?? '';
}

export function getContentTypeIcon(id: ContentTypeId): string {
  return CONTENT_TYPES.find((type) => type.id === id)?.icon ?? '';
}

/** Content goals have no icon in the contracts; these are the web app's. */
export const CONTENT_GOAL_ICONS = {
  grow_audience: 'TrendingUp',
  build_personal_brand: 'BadgeCheck',
  sell_products_services: 'ShoppingBag',
  educate_share_knowledge: 'BookOpen',
  entertain_inspire: 'Sparkles',
  other: 'Ellipsis',
} as const satisfies Record<ContentGoal, string>;

/** Goals in the order of the catalogue. */
export function sortContentGoals(goals: readonly ContentGoal[]): ContentGoal[] {
  return CONTENT_GOALS.filter((goal) => goals.includes(goal));
}

/** Adds the item when absent, removes it when present. */
export function toggleItem<T>(items: readonly T[], item: T): T[] {
  return items.includes(item) ? items.filter((current) => current !== item) : [...items, item];
}
