import {
  PostCaptionsSchema,
  VIDEO_DURATION,
  type ConnectablePlatformId,
  type GeneratedContentType,
  type GeneratorId,
  type PostCaptions,
  type PostType,
  type VideoVoice,
} from '@postcraft/contracts';
import { useSyncExternalStore } from 'react';
import { PendingGenerationSchema, type PendingGeneration } from './generation-input';

/** One platform's asset of the draft: the media and, for a generated one, its own caption. */
export interface DraftAsset {
  url: string;
  type: PostType;
  width?: number;
  height?: number;
  caption?: string;
  hashtags?: string[];
  /** The caption as generated: a caption that differs was edited by hand. */
  generatedCaption?: string;
  /** A generated carousel's slides, the cover (`url`) first. */
  slides?: Array<{ url: string; width: number; height: number }>;
  /** A generated video's poster frame (a JPEG), shown before it plays. */
  posterUrl?: string;
  /** A generated video's captions file, shown as the player's captions track. */
  captionsUrl?: string;
  /** A generated video's length, as rendered. */
  durationSeconds?: number;
}

/** What a video is asked with: its length and who narrates it. */
export interface VideoOptions {
  durationSeconds: number;
  voice: VideoVoice;
}

/** What the studio needs to regenerate, discard or save the look of the last generation. */
export interface DraftGeneration {
  id: string;
  seed: number;
  /** Which generator made it ('local' or 'openai-compatible'); the result screen says so. */
  generator: GeneratorId;
  description: string;
  source: 'text' | 'smart' | 'audio';
  styleId?: string;
  /** What was asked; absent in drafts saved before Save Style kept settings. */
  contentType?: GeneratedContentType;
  /** The brand colours the images used; Save Style keeps them. */
  colors?: string[];
  /** The images carry the user's own photos; Regenerate keeps that. */
  usePhotos?: boolean;
  /** Carousel platforms got slides; Regenerate keeps that. */
  carousel?: boolean;
  /** A video's length as asked (seconds); Regenerate keeps it. */
  durationSeconds?: number;
  /** A video's narrator as asked; Regenerate keeps it. */
  voice?: VideoVoice;
  /** A video's narration, sentence by sentence. */
  script?: string[];
  /** The user's voice note that narrates the video; Regenerate keeps it. */
  voiceNoteId?: string;
  /**
   * A clip cut from a long video (reels): Regenerate writes its caption again and never makes a
   * new video. Absent in older drafts and for every other generation.
   */
  reel?: boolean;
}

/** The draft post of the create flow (spec 001 §3). */
export interface DraftState {
  selectedPlatforms: ConnectablePlatformId[];
  selectedTypes: PostType[];
  /** The uploaded media's preview (an object URL, or a data URL for an image). */
  videoUrl: string | null;
  /** The file picked on the upload screen; kept in memory only. */
  mediaFile: File | null;
  caption: string;
  /**
   * An uploaded file's platforms' own captions ('Customise for <platform>'); a platform without
   * one posts `caption`.
   */
  captions: PostCaptions;
  postType: PostType;
  generatedAssets: Partial<Record<ConnectablePlatformId, DraftAsset>>;
  currentPlatform: ConnectablePlatformId | null;
  scheduledDate: string;
  scheduledTime: string;
  isPosting: boolean;
  isScheduling: boolean;
  generation: DraftGeneration | null;
  /**
   * The idea picked on the dashboard: the text input starts from it, and the flow goes straight
   * from the post type to the text input. Empty when the flow started any other way.
   */
  prompt: string;
  /** The length and voice the next video is asked with; kept in memory only. */
  videoOptions: VideoOptions;
  /**
   * The video being rendered, so the studio keeps following it after a reload or a trip
   * elsewhere; cleared once it is done, failed or cancelled.
   */
  pendingGeneration: PendingGeneration | null;
}

export const DRAFT_STORAGE_KEY = 'postcraft.draft';

export const INITIAL_DRAFT: DraftState = {
  selectedPlatforms: [],
  selectedTypes: [],
  videoUrl: null,
  mediaFile: null,
  caption: '',
  captions: {},
  postType: 'video',
  generatedAssets: {},
  currentPlatform: null,
  scheduledDate: '',
  scheduledTime: '',
  isPosting: false,
  isScheduling: false,
  generation: null,
  prompt: '',
  videoOptions: { durationSeconds: VIDEO_DURATION.defaultSeconds, voice: 'auto' },
  pendingGeneration: null,
};

/** The fields kept across reloads; never a token, never the file itself. */
type PersistedDraft = Pick<
  DraftState,
  | 'selectedPlatforms'
  | 'postType'
  | 'generatedAssets'
  | 'currentPlatform'
  | 'caption'
  | 'captions'
  | 'generation'
  | 'prompt'
  | 'pendingGeneration'
> & { videoUrl?: string };

export function toPersisted(draft: DraftState): PersistedDraft {
  const persisted: PersistedDraft = {
    selectedPlatforms: draft.selectedPlatforms,
    postType: draft.postType,
    generatedAssets: draft.generatedAssets,
    currentPlatform: draft.currentPlatform,
    caption: draft.caption,
    captions: draft.captions,
    generation: draft.generation,
    prompt: draft.prompt,
    pendingGeneration: draft.pendingGeneration,
  };
  // Only an inline image survives a reload; an object URL dies with the page.
  if (draft.postType === 'image' && draft.videoUrl?.startsWith('data:')) {
    persisted.videoUrl = draft.videoUrl;
  }
  return persisted;
}

function readStorage(): DraftState {
  try {
    const text = globalThis.localStorage?.getItem(DRAFT_STORAGE_KEY);
    if (!text) return INITIAL_DRAFT;
    const saved = JSON.parse(text) as Partial<PersistedDraft>;
    return {
      ...INITIAL_DRAFT,
      selectedPlatforms: Array.isArray(saved.selectedPlatforms) ? saved.selectedPlatforms : [],
      postType: saved.postType === 'image' ? 'image' : 'video',
      generatedAssets:
        saved.generatedAssets && typeof saved.generatedAssets === 'object'
          ? saved.generatedAssets
          : {},
      currentPlatform: saved.currentPlatform ?? null,
      caption: typeof saved.caption === 'string' ? saved.caption : '',
      captions: PostCaptionsSchema.safeParse(saved.captions).data ?? {},
      generation: saved.generation ?? null,
      prompt: typeof saved.prompt === 'string' ? saved.prompt : '',
      videoUrl: typeof saved.videoUrl === 'string' ? saved.videoUrl : null,
      pendingGeneration: PendingGenerationSchema.safeParse(saved.pendingGeneration).data ?? null,
    };
  } catch {
    return INITIAL_DRAFT;
  }
}

function writeStorage(draft: DraftState): void {
  try {
    globalThis.localStorage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(toPersisted(draft)));
  } catch {
    // A full or blocked storage only costs the draft's survival across reloads.
  }
}

let state: DraftState | null = null;
const listeners = new Set<() => void>();

export function getDraft(): DraftState {
  state ??= readStorage();
  return state;
}

export function updateDraft(
  change: Partial<DraftState> | ((draft: DraftState) => Partial<DraftState>),
): void {
  const current = getDraft();
  const patch = typeof change === 'function' ? change(current) : change;
  state = { ...current, ...patch };
  writeStorage(state);
  for (const listener of [...listeners]) listener();
}

/** Discard: back to an empty draft, and nothing left in storage. */
export function resetDraft(): void {
  state = INITIAL_DRAFT;
  try {
    globalThis.localStorage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  for (const listener of [...listeners]) listener();
}

/** Forgets the in-memory copy so the next read comes from storage (tests, other tabs). */
export function reloadDraft(): void {
  state = null;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The draft, re-rendering the component when it changes. */
export function useDraft(): DraftState {
  return useSyncExternalStore(subscribe, getDraft, getDraft);
}
