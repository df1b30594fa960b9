import { z } from 'zod';

/** Content formats a user prefers (spec 000 §3). Stored on the user as {type, icon}. */
export const CONTENT_TYPE_IDS = [
  'videos',
  'carousels',
  'static',
  'text',
  'voice',
  'podcast',
] as const;

export const ContentTypeIdSchema = /* @__PURE__ */ z.enum(CONTENT_TYPE_IDS);
export type ContentTypeId = z.infer<typeof ContentTypeIdSchema>;

export interface ContentTypeDefinition {
  readonly id: ContentTypeId;
  /** English display name from the spec; the web app may translate it by id. */
  readonly displayName: string;
  /** Name of a lucide-react icon component. */
  readonly icon: string;
}

export const CONTENT_TYPES = [
  { id: 'videos', displayName: 'Videos, Reels, Tiktoks', icon: 'Video' },
  { id: 'carousels', displayName: 'Carousels / Slides', icon: 'GalleryHorizontal' },
  { id: 'static', displayName: 'Static posts', icon: 'Image' },
  { id: 'text', displayName: 'Text-based posts', icon: 'Type' },
  { id: 'voice', displayName: 'Voice-over scripts', icon: 'Mic' },
  { id: 'podcast', displayName: 'Podcast / Audio snippets', icon: 'Podcast' },
] as const satisfies readonly ContentTypeDefinition[];

/** Preselected content types for a new user. */
export const DEFAULT_CONTENT_TYPES = [
  'videos',
  'static',
] as const satisfies readonly ContentTypeId[];
