import type { ReelsStage, ReelsStatus } from '@postcraft/contracts';
import { model, Schema, type Types } from 'mongoose';

/** Where a reels job's long video comes from. */
export interface ReelsSourceRecord {
  kind: 'upload' | 'youtube';
  /** The file's name as uploaded, or the YouTube link as typed. */
  name: string;
  /** The uploaded file in the media storage (`reel-sources/<ownerId>/…`); null for a link or once removed. */
  key: string | null;
  /** A link's YouTube video id (the downloader is given a link rebuilt from it). */
  videoId: string | null;
  bytes: number | null;
  /** The source's length once probed (seconds). */
  durationSeconds: number | null;
}

/** What was asked and decided at the request (the plan then). */
export interface ReelsOptionsRecord {
  count: number;
  targetSeconds: number | null;
  /** The longest source the plan cut at the request (seconds). */
  maxSourceSeconds: number;
  /** A clip's longest length the plan allowed (seconds). */
  maxClipSeconds: number;
  /** Free clips carry the product's watermark. */
  watermark: boolean;
  /** The interface language of the request. */
  language: 'en' | 'fr';
}

/**
 * One reels job of a user: a long video cut into clips by the worker's make-reels job, its only
 * writer while it runs (FerretDB writes whole documents back). Cancelling deletes the record;
 * the job then finds it gone and stops. The clips are generations (`reel.reelsId` names this job).
 */
export interface ReelsJobRecord {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  source: ReelsSourceRecord;
  options: ReelsOptionsRecord;
  status: ReelsStatus;
  stage: ReelsStage;
  /** 0–100 over all stages. */
  progress: number;
  /** The Agenda job's id: its place in the queue, and cancelling it before it starts. */
  jobId: string;
  /** Runs started: a run killed with its worker is retried, up to a limit. */
  attempts: number;
  /** Why it failed, as the English message of REELS_MESSAGES (translated when read); null otherwise. */
  failure: string | null;
  /** The clips' generation ids, best first, once done. */
  clipIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

const sourceSchema = new Schema<ReelsSourceRecord>(
  {
    kind: { type: String, required: true },
    name: { type: String, default: '' },
    key: { type: String, default: null },
    videoId: { type: String, default: null },
    bytes: { type: Number, default: null },
    durationSeconds: { type: Number, default: null },
  },
  { _id: false },
);

const optionsSchema = new Schema<ReelsOptionsRecord>(
  {
    count: { type: Number, required: true },
    targetSeconds: { type: Number, default: null },
    maxSourceSeconds: { type: Number, required: true },
    maxClipSeconds: { type: Number, default: 60 },
    watermark: { type: Boolean, default: false },
    language: { type: String, default: 'en' },
  },
  { _id: false },
);

const reelsJobSchema = new Schema<ReelsJobRecord>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    source: { type: sourceSchema, required: true },
    options: { type: optionsSchema, required: true },
    status: { type: String, required: true },
    stage: { type: String, required: true },
    progress: { type: Number, default: 0 },
    jobId: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    failure: { type: String, default: null },
    clipIds: { type: [String], default: [] },
  },
  { timestamps: true, collection: 'reelsJobs' },
);
reelsJobSchema.index({ ownerId: 1, createdAt: -1 });

export const ReelsJobModel = model<ReelsJobRecord>('ReelsJob', reelsJobSchema);
