import { utimesSync } from 'node:fs';
import mongoose, { Types } from 'mongoose';
import { sweepGeneratedMediaJob } from '../src/jobs/sweep-generated-media/sweep-generated-media.job.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { jobContext, testWorkerSetup } from './helpers/job-context.js';

const HOUR_MS = 3_600_000;
const PNG = Buffer.from('not really a png, the storage does not care');

describe('unused generated media (maintenance.sweep-generated-media)', () => {
  const database = useIsolatedDatabase('generated_sweep');
  const { dependencies, mediaStorage } = testWorkerSetup();
  const sweep = (graceHours = 24) =>
    sweepGeneratedMediaJob.handle({ graceHours }, jobContext(database.db(), dependencies));

  beforeAll(() => mongoose.connect(database.uri));
  afterAll(() => mongoose.disconnect());

  async function fileWritten(key: string, hoursAgo: number) {
    await mediaStorage.put(key, PNG, 'image/png');
    const at = new Date(Date.now() - hoursAgo * HOUR_MS);
    utimesSync(mediaStorage.resolveLocalPath(key), at, at);
  }

  async function storedKeys() {
    const keys: string[] = [];
    for await (const entry of mediaStorage.list('')) keys.push(entry.key);
    return keys.sort();
  }

  const ana = new Types.ObjectId();
  const generationId = new Types.ObjectId();
  const key = (name: string) => `generated/${ana.toString()}/${name}.png`;

  it('when the database has no user at all, then nothing is deleted', async () => {
    await fileWritten(key('stray'), 48);
    await sweep();
    expect(await storedKeys()).toEqual([key('stray')]);
  });

  it('when generated files are older than 24 hours and no post carries them, then they are deleted and their generation marked swept; posted, recent and other media stay', async () => {
    const db = database.db();
    await db.collection('users').insertOne({ _id: ana, email: 'ana@example.com' });
    await db.collection('generations').insertOne({
      _id: generationId,
      ownerId: ana,
      seed: 1,
      generator: 'local',
      input: { description: 'x', contentType: 'image', platforms: ['linkedin', 'instagram'] },
      assets: [
        { platform: 'linkedin', key: key('draft'), url: '/media/x', width: 1, height: 1 },
        { platform: 'instagram', key: key('scheduled'), url: '/media/y', width: 1, height: 1 },
      ],
      usedAt: null,
      sweptAt: null,
      createdAt: new Date(Date.now() - 48 * HOUR_MS),
    });
    await db.collection('scheduledPosts').insertOne({ ownerId: ana, mediaKey: key('scheduled') });
    await fileWritten(key('draft'), 25);
    await fileWritten(key('scheduled'), 48);
    await fileWritten(key('fresh'), 2);
    await fileWritten(`logos/${ana.toString()}/logo.png`, 100);

    await sweep();

    expect(await storedKeys()).toEqual([
      key('fresh'),
      key('scheduled'),
      `logos/${ana.toString()}/logo.png`,
    ]);
    const generation = await db.collection('generations').findOne({ _id: generationId });
    expect(generation?.sweptAt).toBeInstanceOf(Date);
    expect(generation?.usedAt).toBeInstanceOf(Date);
  });

  it('when the recent draft passes the grace period, then the next sweep deletes it', async () => {
    await sweep(1);
    expect(await storedKeys()).not.toContain(key('fresh'));
    expect(await storedKeys()).toContain(key('scheduled'));
  });
});
