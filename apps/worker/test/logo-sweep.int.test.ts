import { utimesSync } from 'node:fs';
import { Types } from 'mongoose';
import mongoose from 'mongoose';
import { sweepOrphanLogosJob } from '../src/jobs/sweep-orphan-logos/sweep-orphan-logos.job.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { jobContext, testWorkerSetup } from './helpers/job-context.js';

const MINUTE_MS = 60_000;
const PNG = Buffer.from('not really a png, the storage does not care');

describe('orphaned logo files (maintenance.sweep-orphan-logos)', () => {
  const database = useIsolatedDatabase('logo_sweep');
  const { dependencies, mediaStorage } = testWorkerSetup();
  const sweep = (graceMinutes = 60) =>
    sweepOrphanLogosJob.handle({ graceMinutes }, jobContext(database.db(), dependencies));

  beforeAll(() => mongoose.connect(database.uri));
  afterAll(() => mongoose.disconnect());

  /** Stores a file as if it had been written `minutesAgo` minutes ago. */
  async function fileWritten(key: string, minutesAgo: number) {
    await mediaStorage.put(key, PNG, key.endsWith('.mp4') ? 'video/mp4' : 'image/png');
    const at = new Date(Date.now() - minutesAgo * MINUTE_MS);
    utimesSync(mediaStorage.resolveLocalPath(key), at, at);
  }

  async function storedKeys() {
    const keys: string[] = [];
    for await (const entry of mediaStorage.list('')) keys.push(entry.key);
    return keys.sort();
  }

  const ana = new Types.ObjectId().toString();
  const gone = new Types.ObjectId().toString();

  it('when the database has no user at all, then nothing is deleted (a storage that is not this database’s)', async () => {
    await fileWritten(`logos/${gone}/stray.png`, 24 * 60);
    await sweep();
    expect(await storedKeys()).toEqual([`logos/${gone}/stray.png`]);
  });

  it('when logo files are older than an hour and no user refers to them, then they are deleted; referenced, recent and other media stay', async () => {
    await database
      .db()
      .collection('users')
      .insertMany([
        {
          _id: new Types.ObjectId(ana),
          email: 'ana@example.com',
          brandLogoKey: `logos/${ana}/current.png`,
          brandLogoThumbnailKey: `logos/${ana}/current-thumb.png`,
        },
        { email: 'bo@example.com', brandLogoKey: null, brandLogoThumbnailKey: null },
      ]);
    await fileWritten(`logos/${ana}/current.png`, 3 * 24 * 60);
    await fileWritten(`logos/${ana}/current-thumb.png`, 3 * 24 * 60);
    await fileWritten(`logos/${ana}/replaced.png`, 2 * 24 * 60);
    await fileWritten(`logos/${ana}/uploading.png`, 30);
    await fileWritten(`logos/${gone}/old-thumb.png`, 90);
    await fileWritten('videos/clip.mp4', 3 * 24 * 60);

    await sweep();

    expect(await storedKeys()).toEqual([
      `logos/${ana}/current-thumb.png`,
      `logos/${ana}/current.png`,
      `logos/${ana}/uploading.png`,
      'videos/clip.mp4',
    ]);
  });

  it('when the upload in flight is still unreferenced after the grace period, then the next sweep deletes it', async () => {
    await sweep(20);
    expect(await storedKeys()).not.toContain(`logos/${ana}/uploading.png`);
    expect(await storedKeys()).toContain(`logos/${ana}/current.png`);
  });
});
