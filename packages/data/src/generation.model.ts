import type {
  ConnectablePlatformId,
  GenerationStatus,
  GeneratorId,
  ThemeSet,
  VideoRenderStage,
  VideoVoice,
} from '@postcraft/contracts';
import { model, Schema, type HydratedDocument, type Types } from 'mongoose';

/** What the user asked for, as it was validated. */
export interface GenerationInputRecord {
  description: string;
  contentType: 'image' | 'video';
  platforms: ConnectablePlatformId[];
  styleId: string | null;
  instructions: string;
  /** `reel`: a clip cut from a long video (see `reel`). */
  source: 'text' | 'smart' | 'audio' | 'reel';
  /** The interface language of the request (a post's language when its prompt shows none). */
  language?: 'en' | 'fr';
  /** A video's asked length (seconds) and voice. */
  durationSeconds?: number;
  voice?: VideoVoice;
  /** A video's narration as the user edited it; the copywriter writes one when absent. */
  script?: string[];
  /** "Use my photos": the user's photo a video's cover is made of. */
  photoKey?: string;
  /** The user's voice note that narrates the video (its own soundtrack). */
  voiceNoteId?: string;
  /** "Use my photos": the user's clips a video's scenes are made of. */
  clipKeys?: string[];
  /** A video made on the Free plan carries the product's watermark (decided at the request). */
  watermark?: boolean;
  /**
   * The designer's themes the plan allowed at the request (`basic` on Free), so a render later
   * draws what was decided; absent on generations made before plans had themes (all of them).
   */
  themes?: ThemeSet;
  /**
   * The Free trial's slot the video took (`<slot>:<use>`), given back if it fails or is
   * cancelled; absent when the video spends credits (or billing is off).
   */
  trialSlot?: string;
}

/** One platform's asset: its media file (shared by platforms of one aspect) and its text. */
export interface GenerationAssetRecord {
  platform: ConnectablePlatformId;
  key: string;
  url: string;
  width: number;
  height: number;
  caption: string;
  hashtags: string[];
  /** A carousel's slides, the cover (this asset's file) first; absent for a single image. */
  slides?: GenerationSlideRecord[];
  /** 'video' for an MP4 (with the files below); an image when absent. */
  type?: 'image' | 'video';
  posterKey?: string;
  posterUrl?: string;
  /** The captions as WebVTT (for players) and SubRip (for platforms that take a file). */
  captionsKey?: string;
  captionsUrl?: string;
  srtKey?: string;
  durationSeconds?: number;
}

/**
 * A video generation's render, written by the worker's render job only (FerretDB writes whole
 * documents back: one writer per document at a time). Cancelling deletes the generation.
 */
export interface GenerationRenderRecord {
  status: GenerationStatus;
  stage: VideoRenderStage;
  /** 0–100 over all stages. */
  progress: number;
  /** The render job's id (Agenda): its place in the queue, and cancelling it before it starts. */
  jobId: string;
  /** Runs started: a run killed with its worker is retried, up to a limit. */
  attempts: number;
  /** Why it failed: a key of VIDEO_GENERATION_MESSAGES; null otherwise. */
  failure: string | null;
  /** The narration, sentence by sentence, once written. */
  script: string[];
  /** The rendered length in seconds, once done. */
  durationSeconds: number | null;
}

/** A clip cut from a long video: where it is in the source and why it was picked. */
export interface GenerationReelRecord {
  /** The reels job that cut it. */
  reelsId: string;
  start: number;
  end: number;
  title: string;
  score: number;
  reason: string;
  /** What is said in the clip (a caption is written from it again on Regenerate). */
  transcript: string;
}

/** One slide of a generated carousel. */
export interface GenerationSlideRecord {
  key: string;
  url: string;
  width: number;
  height: number;
}

/**
 * One content generation of a user (a studio draft). Read and write it only through
 * generation.repository.ts, whose every function takes the owner's id.
 *
 * `usedAt` is set when a post first uses one of its files. `sweptAt` is set when its unused
 * files were deleted (by the 24-hour sweep, see the worker's sweep-generated-media job).
 */
export interface GenerationRecord {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  input: GenerationInputRecord;
  seed: number;
  generator: GeneratorId;
  assets: GenerationAssetRecord[];
  /** A video's render; null for images (made within their request). */
  render: GenerationRenderRecord | null;
  /** The brand colours the media use (hex, main first): Save Style keeps them. */
  colors?: string[];
  /** A clip cut from a long video; absent otherwise. */
  reel?: GenerationReelRecord;
  usedAt: Date | null;
  sweptAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type GenerationDocument = HydratedDocument<GenerationRecord>;

const inputSchema = new Schema<GenerationInputRecord>(
  {
    description: { type: String, default: '' },
    contentType: { type: String, required: true },
    platforms: { type: [String], default: [] },
    styleId: { type: String, default: null },
    instructions: { type: String, default: '' },
    source: { type: String, default: 'text' },
    language: { type: String, default: undefined },
    durationSeconds: { type: Number, default: undefined },
    voice: { type: String, default: undefined },
    script: { type: [String], default: undefined },
    photoKey: { type: String, default: undefined },
    voiceNoteId: { type: String, default: undefined },
    clipKeys: { type: [String], default: undefined },
    watermark: { type: Boolean, default: undefined },
    themes: { type: String, default: undefined },
    trialSlot: { type: String, default: undefined },
  },
  { _id: false },
);

const slideSchema = new Schema<GenerationSlideRecord>(
  {
    key: { type: String, required: true },
    url: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
  },
  { _id: false },
);

const assetSchema = new Schema<GenerationAssetRecord>(
  {
    platform: { type: String, required: true },
    key: { type: String, required: true },
    url: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    caption: { type: String, default: '' },
    hashtags: { type: [String], default: [] },
    slides: { type: [slideSchema], default: undefined },
    type: { type: String, default: undefined },
    posterKey: { type: String, default: undefined },
    posterUrl: { type: String, default: undefined },
    captionsKey: { type: String, default: undefined },
    captionsUrl: { type: String, default: undefined },
    srtKey: { type: String, default: undefined },
    durationSeconds: { type: Number, default: undefined },
  },
  { _id: false },
);

const renderSchema = new Schema<GenerationRenderRecord>(
  {
    status: { type: String, required: true },
    stage: { type: String, required: true },
    progress: { type: Number, default: 0 },
    jobId: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    failure: { type: String, default: null },
    script: { type: [String], default: [] },
    durationSeconds: { type: Number, default: null },
  },
  { _id: false },
);

const reelSchema = new Schema<GenerationReelRecord>(
  {
    reelsId: { type: String, required: true },
    start: { type: Number, required: true },
    end: { type: Number, required: true },
    title: { type: String, default: '' },
    score: { type: Number, default: 0 },
    reason: { type: String, default: '' },
    transcript: { type: String, default: '' },
  },
  { _id: false },
);

const generationSchema = new Schema<GenerationRecord>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    input: { type: inputSchema, required: true },
    seed: { type: Number, required: true },
    generator: { type: String, required: true },
    assets: { type: [assetSchema], default: [] },
    render: { type: renderSchema, default: null },
    colors: { type: [String], default: undefined },
    reel: { type: reelSchema, default: undefined },
    usedAt: { type: Date, default: null },
    sweptAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'generations' },
);
generationSchema.index({ ownerId: 1, createdAt: -1 });
generationSchema.index({ 'assets.key': 1 });

export const GenerationModel = model<GenerationRecord>('Generation', generationSchema);
