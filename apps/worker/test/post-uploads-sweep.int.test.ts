import { utimesSync } from 'node:fs';
import mongoose, { Types } from 'mongoose';
import { sweepPostUploadsJob } from '../src/jobs/sweep-post-uploads/sweep-post-uploads.job.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { jobContext, testWorkerSetup } from './helpers/job-context.js';

const HOUR_MS = 3_600_000;
const BYTES = Buffer.from('not really a video, the storage does not care');

describe('post uploads no post refers to (maintenance.sweep-post-uploads)', () => {
  const database = useIsolatedDatabase('post_uploads_sweep');
  const { dependencies, mediaStorage } = testWorkerSetup();
  const sweep = (graceHours = 24) =>
    sweepPostUploadsJob.handle({ graceHours }, jobContext(database.db(), dependencies));

  beforeAll(() => mongoose.connect(database.uri));
  afterAll(() => mongoose.disconnect());

  async function fileWritten(key: string, hoursAgo: number) {
    await mediaStorage.put(key, BYTES, 'video/mp4');
    const at = new Date(Date.now() - hoursAgo * HOUR_MS);
    utimesSync(mediaStorage.resolveLocalPath(key), at, at);
  }

  async function storedKeys() {
    const keys: string[] = [];
    for await (const entry of mediaStorage.list('')) keys.push(entry.key);
    return keys.sort();
  }

  const ana = new Types.ObjectId();
  const key = (name: string) => `posts/${ana.toString()}/${name}.mp4`;

  it('when the database has no user at all, then nothing is deleted', async () => {
    await fileWritten(key('stray'), 48);
    await sweep();
    expect(await storedKeys()).toEqual([key('stray')]);
  });

  it('when post uploads are older than 24 hours and no post refers to them, then they are deleted; referenced, recent and other media stay', async () => {
    const db = database.db();
    await db.collection('users').insertOne({ _id: ana, email: 'ana@example.com' });
    await db.collection('scheduledPosts').insertMany([
      { ownerId: ana, mediaKey: key('pending'), status: 'pending' },
      { ownerId: ana, mediaKey: key('published'), status: 'completed' },
    ]);
    await fileWritten(key('pending'), 48);
    await fileWritten(key('published'), 24 * 20);
    await fileWritten(key('fresh'), 2);
    await fileWritten(`generated/${ana.toString()}/draft.mp4`, 100);
    await fileWritten(`logos/${ana.toString()}/logo.mp4`, 100);

    await sweep();

    expect(await storedKeys()).toEqual([
      `generated/${ana.toString()}/draft.mp4`,
      `logos/${ana.toString()}/logo.mp4`,
      key('fresh'),
      key('pending'),
      key('published'),
    ]);
  });

  it('when the recent upload passes the grace period, then the next sweep deletes it', async () => {
    await sweep(1);
    expect(await storedKeys()).not.toContain(key('fresh'));
    expect(await storedKeys()).toContain(key('pending'));
  });

  it('when library photos are older than 24 hours, then those neither a photo nor a post names are deleted', async () => {
    const db = database.db();
    const photo = (name: string) => `photos/${ana.toString()}/${name}.mp4`;
    await db.collection('brand_photos').insertOne({ ownerId: ana, key: photo('in-library') });
    await db
      .collection('scheduledPosts')
      .insertOne({ ownerId: ana, mediaKey: photo('on-a-post'), status: 'pending' });
    for (const name of ['in-library', 'on-a-post', 'orphan']) await fileWritten(photo(name), 48);
    await fileWritten(photo('just-uploaded'), 0);

    await sweep();

    const photos = (await storedKeys()).filter((stored) => stored.startsWith('photos/'));
    expect(photos).toEqual([photo('in-library'), photo('just-uploaded'), photo('on-a-post')]);
  });
});
