import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  asOwnerId,
  DataMigrationModel,
  GenerationModel,
  insertNotification,
  insertScheduledPost,
  MediaKeyMoveModel,
  NotificationModel,
  runDataMigrationOnce,
  ScheduledPostModel,
  UserModel,
  type OwnerId,
} from '@postcraft/data';
import { createLogger } from '@postcraft/logger';
import { LocalDiskStorage, type MediaStorage } from '@postcraft/media';
import { Types } from 'mongoose';
import request from 'supertest';
import {
  GENERATED_MEDIA_NAMES_MIGRATION,
  renameGuessableGeneratedMedia,
} from '../src/modules/media/generated-media-names.migration.js';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';

const logger = createLogger('silent', 'test');
const NEW_NAME = /^[0-9a-f]{32}\.png$/;

/** A storage whose `fail` step throws once, as a process killed at that point would stop. */
function crashingOnce(disk: MediaStorage, fail: 'put' | 'delete'): MediaStorage {
  let crashed = false;
  const crash = () => {
    if (crashed) return;
    crashed = true;
    throw new Error(`crash at ${fail}`);
  };
  return {
    put: async (key, bytes, contentType) => {
      const stored = await disk.put(key, bytes, contentType);
      if (fail === 'put') crash();
      return stored;
    },
    delete: async (key) => {
      if (fail === 'delete') crash();
      await disk.delete(key);
    },
    read: (key) => disk.read(key),
    urlOf: (key) => disk.urlOf(key),
    list: (prefix) => disk.list(prefix),
  };
}

describe('moving generated media named after their generation to random names', () => {
  let bed: AccountTestBed;
  let storage: LocalDiskStorage;
  let ownerId: OwnerId;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    storage = new LocalDiskStorage({ rootDir: bed.config.mediaDir, publicPath: '/media' });
    const user = await createVerifiedUser(bed);
    ownerId = asOwnerId(
      (await UserModel.findOne({ email: user.email }).orFail())._id.toHexString(),
    );
  });
  afterAll(() => bed.stop());

  const folder = () => join(bed.config.mediaDir, 'generated', ownerId);
  const filesOnDisk = () => (existsSync(folder()) ? readdirSync(folder()).sort() : []);

  /** An image, its generation, a pending and a published post, and a notification, as before. */
  async function oldDraft(colour: [number, number, number]) {
    const generationId = new Types.ObjectId();
    const key = `generated/${ownerId}/${generationId.toHexString()}-1200x627.png`;
    const png = pngOf(12, 6, colour);
    const { url } = await storage.put(key, png, 'image/png');
    const asset = { key, url, width: 1200, height: 627, caption: 'Launch', hashtags: [] };
    await GenerationModel.create({
      _id: generationId,
      ownerId: new Types.ObjectId(ownerId),
      input: { description: 'Confidential launch of product X next Monday', contentType: 'image' },
      seed: 1,
      generator: 'local',
      assets: [
        { ...asset, platform: 'linkedin' },
        { ...asset, platform: 'twitter' },
      ],
    });
    const post = {
      caption: 'Launch',
      mediaUrl: url,
      mediaKey: key,
      mediaMimeType: 'image/png',
      mediaSizeBytes: png.length,
      platforms: ['sandbox' as const],
      type: 'image' as const,
      origin: 'schedule' as const,
    };
    const pending = await insertScheduledPost(ownerId, {
      ...post,
      scheduledTime: new Date(Date.now() + 86_400_000),
    });
    const published = await insertScheduledPost(ownerId, { ...post, scheduledTime: new Date() });
    await ScheduledPostModel.updateOne({ _id: published._id }, { $set: { status: 'published' } });
    await insertNotification(ownerId, {
      _id: `${published._id.toHexString()}:published`,
      type: 'post_published',
      title: 'Published',
      message: 'Your post is live',
      postId: published._id,
      jobId: null,
      platform: 'sandbox',
      platforms: ['sandbox'],
      caption: 'Launch',
      mediaUrl: url,
      postType: 'image',
    });
    return { key, url, png, generationId, postIds: [pending._id, published._id] };
  }

  /** What the records and the folder say, to compare runs. */
  async function snapshot() {
    const generations = await GenerationModel.find({ ownerId: new Types.ObjectId(ownerId) })
      .sort({ _id: 1 })
      .lean();
    const posts = await ScheduledPostModel.find({ ownerId: new Types.ObjectId(ownerId) })
      .sort({ _id: 1 })
      .lean();
    const notifications = await NotificationModel.find({ ownerId: new Types.ObjectId(ownerId) })
      .sort({ _id: 1 })
      .lean();
    return {
      files: filesOnDisk(),
      assets: generations.map((generation) => generation.assets),
      posts: posts.map((post) => [post.mediaKey, post.mediaUrl, post.updatedAt]),
      notifications: notifications.map((notification) => notification.mediaUrl),
    };
  }

  /** Every record of a draft names one new key, and the file there has the draft's bytes. */
  async function expectMoved(draft: Awaited<ReturnType<typeof oldDraft>>) {
    const generation = await GenerationModel.findById(draft.generationId).orFail().lean();
    const newKey = generation.assets[0]!.key;
    expect(newKey.startsWith(`generated/${ownerId}/`)).toBe(true);
    expect(newKey.split('/').pop()).toMatch(NEW_NAME);
    expect(newKey).not.toContain(draft.generationId.toHexString());
    const newUrl = `/media/${newKey}`;
    expect(generation.assets.map(({ key, url }) => ({ key, url }))).toEqual([
      { key: newKey, url: newUrl },
      { key: newKey, url: newUrl },
    ]);
    for (const postId of draft.postIds) {
      const post = await ScheduledPostModel.findById(postId).orFail().lean();
      expect([post.mediaKey, post.mediaUrl]).toEqual([newKey, newUrl]);
    }
    const notification = await NotificationModel.findOne({ postId: draft.postIds[1] }).orFail();
    expect(notification.mediaUrl).toBe(newUrl);

    const served = await request(bed.app)
      .get(newUrl)
      .expect(200)
      .expect('Content-Type', 'image/png');
    expect(Buffer.compare(served.body as Buffer, draft.png)).toBe(0);
    await request(bed.app).get(draft.url).expect(404);
    return newKey;
  }

  beforeEach(async () => {
    await Promise.all([
      GenerationModel.deleteMany({}),
      ScheduledPostModel.deleteMany({ ownerId: new Types.ObjectId(ownerId) }),
      NotificationModel.deleteMany({}),
      MediaKeyMoveModel.deleteMany({}),
      DataMigrationModel.deleteMany({}),
    ]);
    for (const name of filesOnDisk()) await storage.delete(`generated/${ownerId}/${name}`);
  });

  it('when the API starts with an old-form draft, then its file, generation, posts and notification move to one random name and the old address answers 404', async () => {
    const draft = await oldDraft([10, 20, 30]);
    // A draft named the new way and another user's upload are left alone.
    const { key: keptKey } = await storage.put(
      `generated/${ownerId}/${'a'.repeat(32)}.png`,
      pngOf(2, 2),
      'image/png',
    );

    const moved = await runDataMigrationOnce(GENERATED_MEDIA_NAMES_MIGRATION, () =>
      renameGuessableGeneratedMedia(storage, logger),
    );

    expect(moved).toBe(1);
    const newKey = await expectMoved(draft);
    expect(filesOnDisk()).toEqual([newKey.split('/').pop(), keptKey.split('/').pop()].sort());
    expect(await MediaKeyMoveModel.countDocuments()).toBe(0);
    // The next start skips it.
    expect(
      await runDataMigrationOnce(GENERATED_MEDIA_NAMES_MIGRATION, () =>
        renameGuessableGeneratedMedia(storage, logger),
      ),
    ).toBeNull();
  });

  it('when the migration runs twice, then the second run changes nothing', async () => {
    await oldDraft([40, 50, 60]);
    await oldDraft([70, 80, 90]);
    expect(await renameGuessableGeneratedMedia(storage, logger)).toBe(2);
    const after = await snapshot();
    expect(after.files).toHaveLength(2);
    expect(after.files.every((name) => NEW_NAME.test(name))).toBe(true);

    expect(await renameGuessableGeneratedMedia(storage, logger)).toBe(0);
    expect(await snapshot()).toEqual(after);
  });

  it.each([
    ['after the copy, before any record moved', 'put' as const],
    ['after the records moved, before the old file is deleted', 'delete' as const],
  ])(
    'when a run is cut off %s, then the next run finishes it with one copy and nothing lost',
    async (_when, step) => {
      const draft = await oldDraft([100, 110, 120]);
      await expect(
        renameGuessableGeneratedMedia(crashingOnce(storage, step), logger),
      ).rejects.toThrow(`crash at ${step}`);
      // Cut off: the old file is still there beside its copy.
      expect(filesOnDisk()).toHaveLength(2);

      expect(await renameGuessableGeneratedMedia(storage, logger)).toBe(1);
      const newKey = await expectMoved(draft);
      expect(filesOnDisk()).toEqual([newKey.split('/').pop()]);
      expect(await MediaKeyMoveModel.countDocuments()).toBe(0);
    },
  );
});
