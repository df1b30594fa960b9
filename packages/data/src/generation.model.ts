import type { ConnectablePlatformId, GeneratorId } from '@postcraft/contracts';
import { model, Schema, type HydratedDocument, type Types } from 'mongoose';

/** What the user asked for, as it was validated. */
export interface GenerationInputRecord {
  description: string;
  contentType: 'image' | 'video';
  platforms: ConnectablePlatformId[];
  styleId: string | null;
  instructions: string;
  source: 'text' | 'smart' | 'audio';
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
    usedAt: { type: Date, default: null },
    sweptAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'generations' },
);
generationSchema.index({ ownerId: 1, createdAt: -1 });
generationSchema.index({ 'assets.key': 1 });

export const GenerationModel = model<GenerationRecord>('Generation', generationSchema);
