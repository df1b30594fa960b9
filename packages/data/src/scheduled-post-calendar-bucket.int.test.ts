import mongoose, { Types } from 'mongoose';
import { initDataModels } from './index.js';
import { useTestDatabase } from './test-support/use-test-database.js';
import { asOwnerId, type OwnerId } from './owner-id.js';
import { DataMigrationModel } from './data-migration.model.js';
import {
  backfillCalendarBuckets,
  CALENDAR_BUCKET_BACKFILL,
} from './scheduled-post-calendar-bucket.js';
import { ScheduledPostModel } from './scheduled-post.model.js';
import {
  insertScheduledPost,
  listScheduledPosts,
  updateScheduledPost,
  type ScheduledPostFilter,
  type ScheduledPostPage,
} from './scheduled-post.repository.js';

const newOwner = () => asOwnerId(new Types.ObjectId().toString());

const newPost = (scheduledTime: Date, platform: 'sandbox' | 'linkedin' = 'sandbox') => ({
  scheduledTime,
  caption: 'Hello',
  mediaUrl: null,
  mediaKey: null,
  mediaMimeType: null,
  mediaSizeBytes: null,
  platforms: [platform],
  type: 'image' as const,
  origin: 'schedule' as const,
});

/** A post as a raw document, the way code written before calendarBucket stored it. */
const rawPost = (ownerId: OwnerId, scheduledTime: Date) => ({
  _id: new Types.ObjectId(),
  ownerId: new Types.ObjectId(ownerId),
  jobId: null,
  scheduledTime,
  originalScheduledTime: scheduledTime,
  caption: 'Old',
  mediaUrl: null,
  mediaKey: null,
  mediaMimeType: null,
  mediaSizeBytes: null,
  platforms: ['sandbox'],
  status: 'pending',
  type: 'image',
  platformResults: [],
  rescheduledFrom: null,
  origin: 'schedule',
  completedAt: null,
  createdAt: scheduledTime,
  updatedAt: scheduledTime,
});

const bucketOf = async (id: Types.ObjectId) =>
  (await ScheduledPostModel.findById(id).lean().orFail()).calendarBucket;

/** The list as one plain query answers it (no buckets): the reference for the bucketed list. */
async function listPlainly(owner: OwnerId, filter: ScheduledPostFilter, page: ScheduledPostPage) {
  const direction = page.sortOrder === 'asc' ? 1 : -1;
  const statuses = typeof filter.status === 'string' ? [filter.status] : [...(filter.status ?? [])];
  const query = {
    ownerId: new Types.ObjectId(owner),
    ...(statuses.length > 0 ? { status: { $in: statuses } } : {}),
    ...(filter.platform ? { platforms: filter.platform } : {}),
    scheduledTime: { $gte: filter.from, $lt: filter.to },
  };
  const posts = await ScheduledPostModel.find(query)
    .sort({ [page.sortBy]: direction, _id: direction })
    .skip((page.page - 1) * page.limit)
    .limit(page.limit)
    .lean();
  return { posts, total: await ScheduledPostModel.countDocuments(query) };
}

const ids = (result: { posts: { _id: Types.ObjectId }[]; total: number }) => ({
  ids: result.posts.map((post) => post._id.toString()),
  total: result.total,
});

const at = (iso: string) => new Date(iso);

describe('calendar buckets of scheduled posts', () => {
  useTestDatabase();

  it('when a post is created, inserted in bulk (lean or not) or saved, then it carries its owner and UTC month', async () => {
    const owner = newOwner();
    const created = await insertScheduledPost(owner, newPost(at('2031-03-31T23:59:59.999Z')));
    expect(created.calendarBucket).toBe(`${owner}:2031-03`);

    const { _id, ...fresh } = rawPost(owner, at('2031-04-01T00:00:00Z'));
    const [hydrated] = await ScheduledPostModel.insertMany([fresh]);
    expect(hydrated!._id).not.toEqual(_id);
    expect(await bucketOf(hydrated!._id)).toBe(`${owner}:2031-04`);
    const lean = rawPost(owner, at('2031-12-15T10:00:00Z'));
    await ScheduledPostModel.insertMany([lean], { lean: true });
    expect(await bucketOf(lean._id)).toBe(`${owner}:2031-12`);

    const document = await ScheduledPostModel.findById(created._id).orFail();
    document.scheduledTime = at('2032-01-01T00:00:00Z');
    await document.save();
    expect(await bucketOf(created._id)).toBe(`${owner}:2032-01`);
  });

  it('when a post is rescheduled into another month, then it moves to that month in the same write', async () => {
    const owner = newOwner();
    const post = await insertScheduledPost(owner, newPost(at('2031-01-31T23:30:00Z')));
    expect(
      await updateScheduledPost(owner, post._id, { scheduledTime: at('2031-02-01T00:30:00Z') }),
    ).toBe(true);
    expect(await bucketOf(post._id)).toBe(`${owner}:2031-02`);
    const february = { from: at('2031-02-01T00:00:00Z'), to: at('2031-03-01T00:00:00Z') };
    const page = { page: 1, limit: 10, sortBy: 'scheduledTime', sortOrder: 'asc' } as const;
    expect(ids(await listScheduledPosts(owner, february, page)).ids).toEqual([post._id.toString()]);
  });

  it('when an update sets scheduledTime without calendarBucket, then it is refused with a clear error', async () => {
    const owner = newOwner();
    const post = await insertScheduledPost(owner, newPost(at('2031-05-10T09:00:00Z')));
    const later = at('2031-07-10T09:00:00Z');
    await expect(
      ScheduledPostModel.updateOne({ _id: post._id }, { $set: { scheduledTime: later } }),
    ).rejects.toThrow(/sets scheduledTime must set calendarBucket/);
    await expect(
      ScheduledPostModel.findOneAndUpdate({ _id: post._id }, { scheduledTime: later }),
    ).rejects.toThrow(/calendarBucket/);
    // Bulk writes are refused whatever they set (they could not announce their owners).
    await expect(
      ScheduledPostModel.bulkWrite([
        { updateOne: { filter: { _id: post._id }, update: { $set: { scheduledTime: later } } } },
      ]),
    ).rejects.toThrow(/bulkWrite/);
    expect(await bucketOf(post._id)).toBe(`${owner}:2031-05`);
    expect((await ScheduledPostModel.findById(post._id).lean().orFail()).scheduledTime).toEqual(
      post.scheduledTime,
    );
  });

  describe('when a range of two or three months is listed', () => {
    const alice = newOwner();
    const bob = newOwner();
    const times = [
      '2031-05-31T23:59:59.999Z', // before the range
      '2031-06-01T00:00:00.000Z', // `from`, the first instant of June
      '2031-06-15T12:00:00.000Z',
      '2031-06-15T12:00:00.000Z', // a tie, ordered by _id
      '2031-06-30T23:59:59.999Z',
      '2031-07-01T00:00:00.000Z', // the month boundary
      '2031-07-20T08:00:00.000Z',
      '2031-08-31T23:59:59.999Z',
      '2031-09-01T00:00:00.000Z', // `to` of the three months: left out
    ];
    beforeAll(async () => {
      for (const [index, time] of times.entries()) {
        const post = await insertScheduledPost(
          alice,
          newPost(at(time), index % 2 ? 'linkedin' : 'sandbox'),
        );
        if (index % 3 === 0) await updateScheduledPost(alice, post._id, { status: 'cancelled' });
        await insertScheduledPost(bob, newPost(at(time)));
      }
    });

    it('then each page, its order and the total are those of the plain query', async () => {
      const ranges = [
        { from: at('2031-06-01T00:00:00Z'), to: at('2031-08-01T00:00:00Z') },
        { from: at('2031-06-01T00:00:00Z'), to: at('2031-09-01T00:00:00Z') },
        { from: at('2031-06-15T12:00:00Z'), to: at('2031-08-31T23:59:59.999Z') },
      ];
      for (const range of ranges) {
        for (const sortOrder of ['asc', 'desc'] as const) {
          for (const sortBy of ['scheduledTime', 'status', 'createdAt'] as const) {
            for (const pageNumber of [1, 2, 3, 4]) {
              const page = { page: pageNumber, limit: 2, sortBy, sortOrder };
              expect(ids(await listScheduledPosts(alice, range, page))).toEqual(
                ids(await listPlainly(alice, range, page)),
              );
            }
          }
        }
      }
      const whole = await listScheduledPosts(alice, ranges[1]!, {
        page: 1,
        limit: 100,
        sortBy: 'scheduledTime',
        sortOrder: 'asc',
      });
      expect(whole.total).toBe(7);
      expect(whole.posts.map((post) => post.scheduledTime.toISOString())).toEqual(
        times.slice(1, 8).map((time) => at(time).toISOString()),
      );
      expect(new Set(whole.posts.map((post) => post.ownerId.toString()))).toEqual(new Set([alice]));
    });

    it('then the status and platform filters still apply', async () => {
      const range = { from: at('2031-06-01T00:00:00Z'), to: at('2031-09-01T00:00:00Z') };
      const page = { page: 1, limit: 10, sortBy: 'scheduledTime', sortOrder: 'desc' } as const;
      for (const filter of [
        { ...range, status: 'pending' as const },
        { ...range, status: 'cancelled' as const },
        { ...range, platform: 'linkedin' as const },
      ]) {
        const bucketed = ids(await listScheduledPosts(alice, filter, page));
        expect(bucketed).toEqual(ids(await listPlainly(alice, filter, page)));
        expect(bucketed.total).toBeGreaterThan(0);
      }
    });
  });

  it('when a range spans four months, then the plain query answers it (posts without a bucket show)', async () => {
    const owner = newOwner();
    const old = rawPost(owner, at('2031-10-10T10:00:00Z'));
    await mongoose.connection.db!.collection('scheduledPosts').insertOne(old);
    const page = { page: 1, limit: 10, sortBy: 'scheduledTime', sortOrder: 'asc' } as const;
    const threeMonths = { from: at('2031-10-01T00:00:00Z'), to: at('2032-01-01T00:00:00Z') };
    const fourMonths = { from: at('2031-10-01T00:00:00Z'), to: at('2032-01-01T00:00:00.001Z') };
    expect(ids(await listScheduledPosts(owner, threeMonths, page)).total).toBe(0);
    expect(ids(await listScheduledPosts(owner, fourMonths, page))).toEqual({
      ids: [old._id.toString()],
      total: 1,
    });
  });

  it('when posts lack their bucket, then the backfill gives each its own, and a second run finds none', async () => {
    const owner = newOwner();
    // More than one bulk write's worth: FerretDB stalled on a bulkWrite of 100 updates.
    const olds = Array.from({ length: 150 }, (_, index) =>
      rawPost(
        owner,
        at(`2030-0${(index % 5) + 1}-28T22:${String(index % 60).padStart(2, '0')}:00Z`),
      ),
    );
    await mongoose.connection.db!.collection('scheduledPosts').insertMany(olds);
    const before = await ScheduledPostModel.countDocuments({ calendarBucket: { $exists: false } });
    expect(before).toBeGreaterThanOrEqual(olds.length);

    expect(await backfillCalendarBuckets()).toBe(before);
    const stored = await ScheduledPostModel.find({ ownerId: new Types.ObjectId(owner) }).lean();
    expect(stored).toHaveLength(olds.length);
    for (const post of stored) {
      expect(post.calendarBucket).toBe(`${owner}:${post.scheduledTime.toISOString().slice(0, 7)}`);
    }
    expect(await backfillCalendarBuckets()).toBe(0);
    const january = { from: at('2030-01-01T00:00:00Z'), to: at('2030-02-01T00:00:00Z') };
    const page = { page: 1, limit: 10, sortBy: 'scheduledTime', sortOrder: 'asc' } as const;
    expect(ids(await listScheduledPosts(owner, january, page)).total).toBe(30);
  });

  it('when the backfill has run to its end once, then later starts skip it, and a fresh database runs it', async () => {
    await initDataModels();
    expect(await DataMigrationModel.exists({ _id: CALENDAR_BUCKET_BACKFILL })).not.toBeNull();
    const owner = newOwner();
    const old = rawPost(owner, at('2031-03-10T09:00:00Z'));
    await mongoose.connection.db!.collection('scheduledPosts').insertOne(old);

    await initDataModels();
    expect((await ScheduledPostModel.findById(old._id).lean())?.calendarBucket).toBeUndefined();

    await DataMigrationModel.deleteOne({ _id: CALENDAR_BUCKET_BACKFILL });
    await initDataModels();
    expect((await ScheduledPostModel.findById(old._id).lean())?.calendarBucket).toBe(
      `${owner}:2031-03`,
    );
    expect(await DataMigrationModel.exists({ _id: CALENDAR_BUCKET_BACKFILL })).not.toBeNull();
  });
});
