// The autopilot's catalogue of post formats: what kind of post each is, which goals favour it,
// which content kinds suit it, and its texts per language (topic-catalogue.en.ts / .fr.ts).
import type { AutopilotContentKind, ContentGoal } from '@postcraft/contracts';
import { FORMAT_TEXTS_EN } from './topic-catalogue.en.js';
import { FORMAT_TEXTS_FR } from './topic-catalogue.fr.js';

export type TopicLanguage = 'en' | 'fr';

/**
 * One angle on a format: `angle` is what the autopilot page shows, `post` the prompt handed to the
 * generator, written as the post itself (the offline generator keeps a statement's own words).
 * Placeholders: `{s}` the subject, `{S}` capitalised, `{team}` "the <brand> team", `{at}` " at <brand>",
 * `{month}` the month the posts go out in (a 'this-month' topic's key ends with its number).
 */
export interface AngleText {
  readonly angle: string;
  readonly post: string;
}

export interface FormatText {
  /** The topic as the user reads it: 'Behind the scenes: {s}'. */
  readonly title: string;
  readonly angles: readonly AngleText[];
}

export const SUBJECT_FORMAT_IDS = [
  'tips',
  'behind-the-scenes',
  'myth-vs-fact',
  'customer-question',
  'how-to',
  'before-after',
  'lesson-learned',
  'product-spotlight',
  'this-or-that',
  'beginners-guide',
  'hot-take',
  'this-month',
] as const;

/** Formats about the brand itself, not a subject: their topic key ends in ':brand'. */
export const BRAND_FORMAT_IDS = ['milestone', 'meet-the-team', 'our-story', 'thank-you'] as const;

export type SubjectFormatId = (typeof SUBJECT_FORMAT_IDS)[number];
export type BrandFormatId = (typeof BRAND_FORMAT_IDS)[number];
export type FormatId = SubjectFormatId | BrandFormatId;

export interface FormatDefinition {
  readonly id: FormatId;
  /** Whether the format is about a subject (keyword, niche subject) or the brand alone. */
  readonly aboutSubject: boolean;
  /** Goals that make it come up twice as often. */
  readonly favouredBy: readonly ContentGoal[];
  /** Only planned for users with one of these goals (a product spotlight is for sellers). */
  readonly onlyFor?: readonly ContentGoal[];
  /** Content kinds the format reads best as (a how-to as a carousel or a video). */
  readonly suits: readonly AutopilotContentKind[];
}

export const FORMATS: readonly FormatDefinition[] = [
  {
    id: 'tips',
    aboutSubject: true,
    favouredBy: ['educate_share_knowledge', 'grow_audience'],
    suits: ['carousel', 'image'],
  },
  {
    id: 'behind-the-scenes',
    aboutSubject: true,
    favouredBy: ['build_personal_brand', 'entertain_inspire'],
    suits: ['video', 'image'],
  },
  {
    id: 'myth-vs-fact',
    aboutSubject: true,
    favouredBy: ['educate_share_knowledge', 'entertain_inspire'],
    suits: ['carousel', 'quote'],
  },
  {
    id: 'customer-question',
    aboutSubject: true,
    favouredBy: ['sell_products_services', 'grow_audience'],
    suits: ['quote', 'video'],
  },
  {
    id: 'how-to',
    aboutSubject: true,
    favouredBy: ['educate_share_knowledge'],
    suits: ['carousel', 'video'],
  },
  {
    id: 'before-after',
    aboutSubject: true,
    favouredBy: ['sell_products_services', 'entertain_inspire'],
    suits: ['carousel', 'video', 'image'],
  },
  {
    id: 'lesson-learned',
    aboutSubject: true,
    favouredBy: ['build_personal_brand'],
    suits: ['quote', 'video'],
  },
  {
    id: 'product-spotlight',
    aboutSubject: true,
    favouredBy: ['sell_products_services'],
    onlyFor: ['sell_products_services'],
    suits: ['image', 'video', 'carousel'],
  },
  {
    id: 'this-or-that',
    aboutSubject: true,
    favouredBy: ['grow_audience', 'entertain_inspire'],
    suits: ['quote', 'image'],
  },
  {
    id: 'beginners-guide',
    aboutSubject: true,
    favouredBy: ['educate_share_knowledge', 'grow_audience'],
    suits: ['carousel'],
  },
  {
    id: 'hot-take',
    aboutSubject: true,
    favouredBy: ['build_personal_brand', 'grow_audience'],
    suits: ['quote', 'video'],
  },
  {
    id: 'this-month',
    aboutSubject: true,
    favouredBy: ['grow_audience', 'entertain_inspire'],
    suits: ['image', 'quote'],
  },
  { id: 'milestone', aboutSubject: false, favouredBy: [], suits: ['image'] },
  {
    id: 'meet-the-team',
    aboutSubject: false,
    favouredBy: ['build_personal_brand'],
    suits: ['video', 'image'],
  },
  {
    id: 'our-story',
    aboutSubject: false,
    favouredBy: ['build_personal_brand'],
    suits: ['video', 'quote'],
  },
  {
    id: 'thank-you',
    aboutSubject: false,
    favouredBy: ['grow_audience'],
    suits: ['image', 'quote'],
  },
];

export const FORMAT_TEXTS: Readonly<Record<TopicLanguage, Readonly<Record<FormatId, FormatText>>>> =
  { en: FORMAT_TEXTS_EN, fr: FORMAT_TEXTS_FR };
