import { randomBytes } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import pg from 'pg';
import { useTestDatabase } from './test-support/use-test-database.js';
import { ownerCheck } from './owner-check.js';
import { asOwnerId, type OwnerId } from './owner-id.js';
import { backfillCalendarBuckets } from './scheduled-post-calendar-bucket.js';
import { ScheduledPostModel } from './scheduled-post.model.js';
import {
  deleteAllScheduledPostsOf,
  deleteScheduledPost,
  insertScheduledPost,
  recordPublishOutcome,
  updateScheduledPost,
} from './scheduled-post.repository.js';
import {
  changeOwnerVersions,
  closeOwnerVersions,
  createOwnerVersionTables,
  OWNER_VERSION_TABLES,
  openOwnerVersions,
  readOwnerVersions,
} from './owner-versions.js';

/** The owner's scheduled posts version now. */
const postsVersionOf = async (ownerId: string) => (await readOwnerVersions(ownerId)).scheduledPosts;

const newOwner = () => asOwnerId(new Types.ObjectId().toString());

const newPost = (scheduledTime = new Date(Date.now() + 3_600_000)) => ({
  scheduledTime,
  caption: 'Hello',
  mediaUrl: null,
  mediaKey: null,
  mediaMimeType: null,
  mediaSizeBytes: null,
  platforms: ['sandbox' as const],
  type: 'image' as const,
  origin: 'schedule' as const,
});

/** A post as a raw document, without its calendar bucket (as written before buckets existed). */
const rawPost = (ownerId: OwnerId) => ({
  _id: new Types.ObjectId(),
  ownerId: new Types.ObjectId(ownerId),
  jobId: null,
  scheduledTime: new Date('2031-04-04T04:00:00Z'),
  originalScheduledTime: new Date('2031-04-04T04:00:00Z'),
  caption: 'Raw',
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
});

describe('scheduled post versions', () => {
  useTestDatabase();

  /**
   * Runs `write` (which touches `owner`'s posts) and answers whose version changed: the owner's
   * and a bystander's, who has posts too.
   */
  async function changedBy(owner: OwnerId, write: () => Promise<unknown>) {
    const bystander = newOwner();
    await insertScheduledPost(bystander, newPost());
    const before = await Promise.all([owner, bystander].map(postsVersionOf));
    await write();
    const after = await Promise.all([owner, bystander].map(postsVersionOf));
    return { owner: after[0] !== before[0], bystander: after[1] !== before[1] };
  }

  it("when any write path changes an owner's posts, then that owner's version changes and no one else's", async () => {
    const owner = newOwner();
    const stored = async () => insertScheduledPost(owner, newPost());
    const writes: Record<string, () => Promise<unknown>> = {
      insertScheduledPost: stored,
      updateScheduledPost: async () =>
        updateScheduledPost(owner, (await stored())._id, { status: 'cancelled' }),
      'updateScheduledPost (a new time)': async () =>
        updateScheduledPost(owner, (await stored())._id, { scheduledTime: new Date(2040, 1, 1) }),
      deleteScheduledPost: async () => deleteScheduledPost(owner, (await stored())._id),
      deleteAllScheduledPostsOf: async () => {
        await stored();
        await deleteAllScheduledPostsOf(owner);
      },
      recordPublishOutcome: async () =>
        recordPublishOutcome(await stored(), {
          status: 'completed',
          platformResults: [],
          at: new Date(),
        }),
      'a document saved': async () => {
        const document = await ScheduledPostModel.findById((await stored())._id).orFail();
        document.caption = 'Changed';
        await document.save();
      },
      insertMany: () => ScheduledPostModel.insertMany([rawPost(owner)]),
      'insertMany (lean)': () => ScheduledPostModel.insertMany([rawPost(owner)], { lean: true }),
      'updateMany of the owner': () =>
        ScheduledPostModel.updateMany(
          { ownerId: new Types.ObjectId(owner) },
          { $set: { caption: 'All' } },
        ),
      'findOneAndUpdate of the owner': async () =>
        ScheduledPostModel.findOneAndUpdate(
          { _id: (await stored())._id, ownerId: owner },
          { $set: { caption: 'One' } },
        ),
      'updateOne by _id with the owner checked (ownerCheck)': async () =>
        ScheduledPostModel.updateOne(
          { _id: (await stored())._id, ownerId: ownerCheck(owner) },
          { $set: { caption: 'Checked' } },
        ),
      'findOneAndDelete of the owner': async () =>
        ScheduledPostModel.findOneAndDelete({
          _id: (await stored())._id,
          ownerId: { $eq: new Types.ObjectId(owner) },
        }),
      'the calendar bucket backfill': async () => {
        await mongoose.connection.db!.collection('scheduledPosts').insertOne(rawPost(owner));
        expect(await backfillCalendarBuckets()).toBeGreaterThan(0);
      },
    };
    const changed: Record<string, { owner: boolean; bystander: boolean }> = {};
    for (const [name, write] of Object.entries(writes)) {
      // Each write on its own: the post it needs is stored first (which changes the version).
      changed[name] = await changedBy(owner, write);
    }
    expect(changed).toEqual(
      Object.fromEntries(
        Object.keys(writes).map((name) => [name, { owner: true, bystander: false }]),
      ),
    );
  });

  it("when a write does not name one owner, then every owner's version changes", async () => {
    const owner = newOwner();
    const post = await insertScheduledPost(owner, newPost());
    expect(
      await changedBy(owner, () =>
        ScheduledPostModel.updateOne({ _id: post._id }, { $set: { caption: 'By id' } }),
      ),
    ).toEqual({ owner: true, bystander: true });
    expect(
      await changedBy(owner, () =>
        ScheduledPostModel.deleteMany({
          ownerId: { $nin: [new Types.ObjectId(newOwner())] },
          caption: 'a caption no post has',
        }),
      ),
    ).toEqual({ owner: true, bystander: true });
    // A document deletes itself by its _id alone.
    const document = await ScheduledPostModel.findById(
      (await insertScheduledPost(owner, newPost()))._id,
    ).orFail();
    expect(await changedBy(owner, () => document.deleteOne())).toEqual({
      owner: true,
      bystander: true,
    });
  });

  it('when a bulk write is tried, then it is refused and changes nothing', async () => {
    const owner = newOwner();
    const post = await insertScheduledPost(owner, newPost());
    await expect(
      ScheduledPostModel.bulkWrite([
        { updateOne: { filter: { _id: post._id }, update: { $set: { caption: 'Bulk' } } } },
      ]),
    ).rejects.toThrow(/bulkWrite/);
    expect((await ScheduledPostModel.findById(post._id).lean().orFail()).caption).toBe('Hello');
  });

  it('when the versions are not open, then every write is refused before it is made', async () => {
    const owner = newOwner();
    const post = await insertScheduledPost(owner, newPost());
    await closeOwnerVersions();
    try {
      const refused = /owner versions are not open/;
      await expect(insertScheduledPost(owner, newPost())).rejects.toThrow(refused);
      await expect(ScheduledPostModel.insertMany([rawPost(owner)])).rejects.toThrow(refused);
      await expect(updateScheduledPost(owner, post._id, { status: 'cancelled' })).rejects.toThrow(
        refused,
      );
      await expect(deleteScheduledPost(owner, post._id)).rejects.toThrow(refused);
      await expect(postsVersionOf(owner)).rejects.toThrow(refused);
    } finally {
      await openOwnerVersions(process.env.DATABASE_URL!);
    }
    const stored = await ScheduledPostModel.find({ ownerId: new Types.ObjectId(owner) }).lean();
    expect(stored.map((each) => [each._id.toString(), each.status])).toEqual([
      [post._id.toString(), 'pending'],
    ]);
  });

  it('when eight processes set the table up at once where it does not exist yet, then all succeed', async () => {
    const admin = new pg.Pool({ connectionString: process.env.DATABASE_URL! });
    // A schema of its own for each round, named first in the search path: a fresh table each time.
    const schemas = Array.from({ length: 5 }, () => `versions_${randomBytes(4).toString('hex')}`);
    try {
      for (const schema of schemas) {
        await admin.query(`CREATE SCHEMA ${schema}`);
        const pools = Array.from(
          { length: 8 },
          () =>
            new pg.Pool({
              connectionString: process.env.DATABASE_URL!,
              options: `-c search_path=${schema}`,
            }),
        );
        try {
          const results = await Promise.allSettled(pools.map(createOwnerVersionTables));
          expect(
            results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : [])),
          ).toEqual([]);
        } finally {
          await Promise.all(pools.map((each) => each.end()));
        }
        const { rows } = await admin.query(
          `SELECT 1 FROM information_schema.tables WHERE table_schema = $1`,
          [schema],
        );
        // The versions' tables and the shared rate-limit counters' (rate-limit-hits.ts).
        expect(rows).toHaveLength(Object.keys(OWNER_VERSION_TABLES).length + 1);
      }
    } finally {
      for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  });

  it('when fifty writes of fifty owners announce themselves at once, then every owner has a new version once they answer', async () => {
    const owners = Array.from({ length: 50 }, newOwner);
    const before = await Promise.all(owners.map(postsVersionOf));

    await Promise.all(owners.map((owner) => changeOwnerVersions('scheduledPosts', [owner])));

    const after = await Promise.all(owners.map(postsVersionOf));
    after.forEach((version, index) => expect(version).not.toBe(before[index]));
  });
});
