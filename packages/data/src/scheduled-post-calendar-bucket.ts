import type { QueryFilter, Types } from 'mongoose';
import { ownerCheck } from './owner-check.js';
import type { OwnerId } from './owner-id.js';
import {
  calendarBucketOf,
  ScheduledPostModel,
  type ScheduledPostRecord,
} from './scheduled-post.model.js';

/**
 * The longest range read by month buckets: a month view (a month, or the weeks around it) and a
 * week spans at most three. Longer ranges read the owner's posts as before.
 */
export const MAX_BUCKET_MONTHS = 3;

/**
 * The backfill's name among the data migrations: once it has run to its end, every post has its
 * bucket (the model refuses one without), so later starts skip it.
 */
export const CALENDAR_BUCKET_BACKFILL = 'scheduledPosts.calendarBucket';

/** Posts looked at per round of the backfill. */
const BACKFILL_BATCH = 1_000;
/** Updates of the backfill in flight at once. */
const BACKFILL_CONCURRENCY = 10;

type SortField = 'scheduledTime' | 'originalScheduledTime' | 'createdAt' | 'status';

/**
 * The owner's month buckets that [from, to) touches, or null when there are more than
 * MAX_BUCKET_MONTHS of them (an empty range touches none).
 */
export function monthBucketsOf(ownerId: OwnerId, from: Date, to: Date): string[] | null {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  if (to <= from) return [];
  const last = new Date(to.getTime() - 1);
  const months =
    (last.getUTCFullYear() - from.getUTCFullYear()) * 12 +
    (last.getUTCMonth() - from.getUTCMonth()) +
    1;
  if (months > MAX_BUCKET_MONTHS) return null;
  return Array.from({ length: months }, (_, index) =>
    calendarBucketOf(
      ownerId,
      new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + index, 1)),
    ),
  );
}

/** MongoDB's order for the values the list sorts by: missing and null first, then the value. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : -1;
  if (b === null || b === undefined) return 1;
  const left = a instanceof Date ? a.getTime() : String(a);
  const right = b instanceof Date ? b.getTime() : String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Every post of `query` (an owner's filter, with its time range) in the month `buckets`, in the
 * list's order (`sortBy`, then `_id`, both in `sortOrder`): one query per bucket, in parallel.
 * Each is an equality on the bucket, which FerretDB turns into an indexed lookup on PostgreSQL,
 * so it decodes only that month's posts instead of all of the owner's; the range and the other
 * filters still apply. Sorting here is cheap: a month holds tens of posts, not thousands.
 */
export async function listMonthBucketPosts(
  query: QueryFilter<ScheduledPostRecord>,
  buckets: string[],
  sortBy: SortField,
  sortOrder: 'asc' | 'desc',
): Promise<ScheduledPostRecord[]> {
  const months = await Promise.all(
    buckets.map((calendarBucket) =>
      ScheduledPostModel.find({ ...query, calendarBucket })
        .lean()
        .exec(),
    ),
  );
  const direction = sortOrder === 'asc' ? 1 : -1;
  return months
    .flat()
    .sort(
      (a, b) =>
        direction *
        (compareValues(a[sortBy], b[sortBy]) ||
          compareValues(a._id.toHexString(), b._id.toHexString())),
    );
}

/**
 * Gives every post written before calendarBucket existed its bucket, BACKFILL_BATCH at a time;
 * answers how many it wrote. Idempotent; initDataModels runs it until one run reaches its end,
 * since on FerretDB even finding nothing to do reads every post. Posts without an owner or a time
 * (none are written so) are left alone.
 */
export async function backfillCalendarBuckets(): Promise<number> {
  let written = 0;
  for (;;) {
    const missing: Pick<ScheduledPostRecord, '_id' | 'ownerId' | 'scheduledTime'>[] =
      await ScheduledPostModel.find(
        {
          calendarBucket: { $exists: false },
          ownerId: { $type: 'objectId' },
          scheduledTime: { $type: 'date' },
        },
        { ownerId: 1, scheduledTime: 1 },
      )
        .limit(BACKFILL_BATCH)
        // The whole batch in one answer, so no cursor stays open on the server while it writes.
        .batchSize(BACKFILL_BATCH)
        .lean()
        .exec();
    if (missing.length === 0) return written;
    // One updateOne at a time per chain, BACKFILL_CONCURRENCY chains: on FerretDB 1.24 a
    // bulkWrite of 10 updates took 0.5 s and one of 100 did not answer within minutes, while
    // single updates take 1-2 ms each.
    for (let start = 0; start < missing.length; start += BACKFILL_CONCURRENCY) {
      await Promise.all(
        missing.slice(start, start + BACKFILL_CONCURRENCY).map((post) =>
          ScheduledPostModel.updateOne(
            // The owner in the filter renews only their listings (see owner-versions).
            { _id: post._id as Types.ObjectId, ownerId: ownerCheck(post.ownerId) },
            { $set: { calendarBucket: calendarBucketOf(post.ownerId, post.scheduledTime) } },
          ).exec(),
        ),
      );
    }
    written += missing.length;
    if (missing.length < BACKFILL_BATCH) return written;
  }
}
