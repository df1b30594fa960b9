import type {
  AutopilotContentKind,
  BestTimeReason,
  ConnectablePlatformId,
  PostCaptions,
  PostType,
  ScheduledPostStatus,
} from '@postcraft/contracts';
import { model, Schema, Types, type HydratedDocument } from 'mongoose';
import { announceWritesToOwnerVersions } from './owner-version-hooks.js';

export type PlatformOutcome = 'published' | 'failed' | 'unconfirmed';

/** How one platform's publish ended, as the post keeps it. */
export interface PlatformResultRecord {
  platform: ConnectablePlatformId;
  outcome: PlatformOutcome;
  externalId: string | null;
  url: string | null;
  message: string | null;
  publishedAt: Date | null;
  deletedAt: Date | null;
}

/** One platform's answer to a Delete from platforms (the spec's `platformResults` entry). */
export interface ShareDeletionResultRecord {
  platform: ConnectablePlatformId;
  success: boolean;
  /** English catalogue text or the platform's own reason; answers translate it. */
  message: string;
}

/**
 * The last Delete-from-platforms round on a post: written once, with the post's results and
 * status, by the one caller that claimed the round (`share-delete:<postId>:<round>:<takeover>`
 * in oneTimeClaims). Callers that lost the claim, and later calls on a post left with nothing
 * to delete, answer it.
 */
export interface ShareDeletionRecord {
  /** 1 for the first round; a retry after a partial deletion is the next. */
  round: number;
  results: ShareDeletionResultRecord[];
  settledAt: Date;
}

/**
 * A post to publish at `scheduledTime` on each of `platforms` (spec 001 §3). Read and write it
 * through scheduled-post.repository.ts, whose owner functions take an OwnerId.
 *
 * Writers: the API while the post is pending (create, cancel, reschedule: each only after the
 * job store agreed), then the one publish run (its results and final status, in one write), then
 * the API again for Delete (the one caller that claimed the deletion round). FerretDB writes whole documents, so no two of them overlap. Every
 * write through this model changes its owner's version (owner-versions.ts) once it is
 * done, which is what lets API processes keep listings; writes through the raw collection skip
 * that and must not be used.
 */
export interface ScheduledPostRecord {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  jobId: string | null;
  scheduledTime: Date;
  /**
   * `<ownerId>:<UTC YYYY-MM of scheduledTime>`, kept by this model's hooks: the month view finds
   * its posts by equality on it, the one filter FerretDB hands to PostgreSQL (see
   * calendarBucketOf).
   */
  calendarBucket: string;
  originalScheduledTime: Date;
  /** The default caption: what every platform without its own caption publishes. */
  caption: string;
  /**
   * Platforms' own captions, only those that differ from `caption` (ownCaptionsOf); absent or
   * empty on posts where every platform publishes `caption`.
   */
  captions?: PostCaptions;
  mediaUrl: string | null;
  /** Key in the media storage; null for a text-only post. */
  mediaKey: string | null;
  mediaMimeType: string | null;
  mediaSizeBytes: number | null;
  /** A carousel's images after the cover (the media above); empty or absent for one file. */
  carousel?: CarouselImageRecord[];
  platforms: ConnectablePlatformId[];
  status: ScheduledPostStatus;
  type: PostType;
  platformResults: PlatformResultRecord[];
  /** The post this one was created from by rescheduling a post that was no longer pending. */
  rescheduledFrom: Types.ObjectId | null;
  /**
   * 'schedule' for the calendar's posts, 'now' for Post Now's (which have no job), 'autopilot'
   * for the posts the autopilot planned (their plan in `autopilot`).
   */
  origin: 'schedule' | 'now' | 'autopilot';
  /** The autopilot's plan of this post; absent on the user's own posts. */
  autopilot?: PlannedPostRecord | null;
  completedAt: Date | null;
  /** The last Delete-from-platforms round; null or absent until one settled. */
  shareDeletion?: ShareDeletionRecord | null;
  createdAt: Date;
  updatedAt: Date;
}

export type ScheduledPostDocument = HydratedDocument<ScheduledPostRecord>;

/**
 * What the autopilot planned a post as. `slotKey` names its slot (the platform and the hour,
 * UTC): the post's `_id` and job id are derived from it with the owner's id, so one slot is only
 * ever planned once, by any number of workers or re-runs.
 */
export interface PlannedPostRecord {
  slotKey: string;
  topicKey: string;
  topic: string;
  angle: string;
  contentKind: AutopilotContentKind;
  platform: ConnectablePlatformId;
  slotReason: BestTimeReason;
  /** The plan run that made it (one approval notification per run). */
  batchId: string;
  moved: boolean;
  expired: boolean;
  /** The user approved it (or approval was off when it was planned). */
  approvedAt: Date | null;
  /** The generation its media came from (a regenerate replaces it). */
  generationId: string | null;
}

const plannedPostSchema = new Schema<PlannedPostRecord>(
  {
    slotKey: { type: String, required: true },
    topicKey: { type: String, required: true },
    topic: { type: String, required: true },
    angle: { type: String, required: true },
    contentKind: { type: String, required: true },
    platform: { type: String, required: true },
    slotReason: { type: Schema.Types.Mixed, required: true },
    batchId: { type: String, required: true },
    moved: { type: Boolean, default: false },
    expired: { type: Boolean, default: false },
    approvedAt: { type: Date, default: null },
    generationId: { type: String, default: null },
  },
  { _id: false },
);

/** One image of a carousel after its cover, stored like the post's media. */
export interface CarouselImageRecord {
  key: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
}

const carouselImageSchema = new Schema<CarouselImageRecord>(
  {
    key: { type: String, required: true },
    url: { type: String, required: true },
    mimeType: { type: String, required: true },
    sizeBytes: { type: Number, required: true },
  },
  { _id: false },
);

const platformResultSchema = new Schema<PlatformResultRecord>(
  {
    platform: { type: String, required: true },
    outcome: { type: String, required: true },
    externalId: { type: String, default: null },
    url: { type: String, default: null },
    message: { type: String, default: null },
    publishedAt: { type: Date, default: null },
    deletedAt: { type: Date, default: null },
  },
  { _id: false },
);

const shareDeletionSchema = new Schema<ShareDeletionRecord>(
  {
    round: { type: Number, required: true },
    results: {
      type: [
        new Schema<ShareDeletionResultRecord>(
          {
            platform: { type: String, required: true },
            success: { type: Boolean, required: true },
            message: { type: String, required: true },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    settledAt: { type: Date, required: true },
  },
  { _id: false },
);

const scheduledPostSchema = new Schema<ScheduledPostRecord>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    jobId: { type: String, default: null },
    scheduledTime: { type: Date, required: true },
    calendarBucket: { type: String, required: true },
    originalScheduledTime: { type: Date, required: true },
    caption: { type: String, default: '' },
    // A plain object of platform id to text (an empty one is not stored).
    captions: { type: Schema.Types.Mixed, default: undefined },
    mediaUrl: { type: String, default: null },
    mediaKey: { type: String, default: null },
    mediaMimeType: { type: String, default: null },
    mediaSizeBytes: { type: Number, default: null },
    carousel: { type: [carouselImageSchema], default: undefined },
    platforms: { type: [String], required: true },
    status: { type: String, required: true },
    type: { type: String, required: true },
    platformResults: { type: [platformResultSchema], default: [] },
    rescheduledFrom: { type: Schema.Types.ObjectId, default: null },
    origin: { type: String, required: true, default: 'schedule' },
    autopilot: { type: plannedPostSchema, default: undefined },
    completedAt: { type: Date, default: null },
    shareDeletion: { type: shareDeletionSchema, default: null },
  },
  { timestamps: true, collection: 'scheduledPosts' },
);
// Every list is one owner's, by time (FerretDB is slow at sort+limit without an index).
scheduledPostSchema.index({ ownerId: 1, scheduledTime: 1 });
scheduledPostSchema.index({ ownerId: 1, status: 1, scheduledTime: 1 });
scheduledPostSchema.index({ ownerId: 1, jobId: 1 });
// A post found by its job id alone (findScheduledPost's second look, the autopilot's for every
// slot it plans): FerretDB pushes the jobId equality down, which only an index led by jobId (its
// GIN twin) serves; without it each look read every post (26 ms at 7,000 posts).
scheduledPostSchema.index({ jobId: 1 });
// The month view: one equality per month (FerretDB pushes only equality down; the index's lead
// gets its GIN twin on PostgreSQL), the time range checked on the month's posts alone.
scheduledPostSchema.index({ calendarBucket: 1, scheduledTime: 1 });
// The overdue sweep: pending posts whose time passed.
scheduledPostSchema.index({ status: 1, scheduledTime: 1 });
// The engagement refresh: posts published lately.
scheduledPostSchema.index({ status: 1, completedAt: 1 });

/** The month bucket of an owner's post at `scheduledTime`: `<ownerId>:<UTC YYYY-MM>`. */
export function calendarBucketOf(ownerId: Types.ObjectId | string, scheduledTime: Date): string {
  return `${ownerId.toString()}:${scheduledTime.toISOString().slice(0, 7)}`;
}

/** Sets the bucket of a post about to be written whole (a document or a raw insert). */
function withCalendarBucket(post: {
  ownerId?: Types.ObjectId | string;
  scheduledTime?: Date | string | number;
  calendarBucket?: string;
}): void {
  if (!post.ownerId || post.scheduledTime === undefined || post.scheduledTime === null) return;
  const at = new Date(post.scheduledTime);
  if (!Number.isNaN(at.getTime())) post.calendarBucket = calendarBucketOf(post.ownerId, at);
}

/** Fields an update cannot set without setting calendarBucket with them. */
const BUCKET_SOURCES = ['ownerId', 'scheduledTime'] as const;

/**
 * Throws when an update or a replacement sets scheduledTime (or ownerId) without calendarBucket:
 * a query does not carry the post's other field, so the writer must (updateScheduledPost does).
 */
function checkUpdateKeepsBucket(update: unknown): void {
  if (!update || typeof update !== 'object' || Array.isArray(update)) return;
  const record = update as Record<string, unknown>;
  const setters = [
    record,
    record.$set as Record<string, unknown> | undefined,
    record.$setOnInsert as Record<string, unknown> | undefined,
  ].filter((fields): fields is Record<string, unknown> => !!fields && typeof fields === 'object');
  const sets = (field: string) => setters.some((fields) => fields[field] !== undefined);
  const source = BUCKET_SOURCES.find(sets);
  if (source && !sets('calendarBucket')) {
    throw new Error(
      `scheduledPosts: an update that sets ${source} must set calendarBucket too ` +
        '(calendarBucketOf(ownerId, scheduledTime)), or the month view loses the post',
    );
  }
}

scheduledPostSchema.pre('validate', function () {
  withCalendarBucket(this);
});
// insertMany with `lean` skips validation and its hook: set the bucket on the raw documents.
scheduledPostSchema.pre('insertMany', function (docs: unknown) {
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    if (doc && typeof doc === 'object')
      withCalendarBucket(doc as Parameters<typeof withCalendarBucket>[0]);
  }
});
scheduledPostSchema.pre(
  ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'findOneAndReplace'],
  function () {
    checkUpdateKeepsBucket(this.getUpdate());
  },
);

// Every write announces itself to the API processes' kept listings (a bulk write is refused).
announceWritesToOwnerVersions(scheduledPostSchema, 'scheduledPosts', 'ownerId');

export const ScheduledPostModel = model<ScheduledPostRecord>('ScheduledPost', scheduledPostSchema);
