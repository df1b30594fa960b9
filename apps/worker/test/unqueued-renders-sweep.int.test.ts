import { RENDER_VIDEO_JOB } from '@postcraft/contracts';
import {
  balancesOf,
  findGeneration,
  listCreditMovements,
  newGenerationId,
  recordCreditMovement,
  type GenerationRecord,
  type OwnerId,
} from '@postcraft/data';
import { newJobId } from '@postcraft/jobs';
import {
  countTrialVideosUsed,
  generationProgressOf,
  holdVideoCredits,
  keepTrialSlot,
  takeTrialSlot,
} from '@postcraft/studio';
import mongoose, { Types } from 'mongoose';
import {
  sweepUnqueuedRendersJob,
  UNQUEUED_RENDER_GRACE_MS,
} from '../src/jobs/sweep-unqueued-renders/sweep-unqueued-renders.job.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { jobContext, testWorkerSetup } from './helpers/job-context.js';
import { useJobTable } from './helpers/job-table.js';
import { insertQueuedVideo } from './support/video-fixtures.js';

const MINUTE_MS = 60_000;

/**
 * A video whose render job was never queued (the API stopped between taking its charge and
 * scheduling the job) fails once it is older than the grace period, and its charge ends as a
 * failed render's does; a video whose job waits, or one recorded moments ago, is left alone.
 */
describe('videos whose render was never queued (content.sweep-unqueued-renders)', () => {
  const database = useIsolatedDatabase('unqueued_renders');
  const jobs = useJobTable('unqueued_renders');
  const { dependencies } = testWorkerSetup();
  const sweep = () =>
    sweepUnqueuedRendersJob.handle({}, jobContext(database.db(), dependencies, jobs.jobStore()));

  beforeAll(() => mongoose.connect(database.uri));
  afterAll(() => mongoose.disconnect());

  const newOwner = () => new Types.ObjectId().toString() as OwnerId;
  const grant = (owner: OwnerId, amount: number) =>
    recordCreditMovement(owner, {
      key: `grant:${owner}`,
      kind: 'grant',
      pot: 'purchased',
      amount,
      reference: 'test',
    });
  const balances = async (owner: OwnerId) => balancesOf(await listCreditMovements(owner));
  const ends = async (owner: OwnerId) =>
    (await listCreditMovements(owner)).filter((row) => row._id.startsWith('end:'));

  /**
   * A video generation as the API records it, queued, recorded `ageMs` ago; its render job is
   * scheduled only when `scheduled`.
   */
  async function recordVideo(
    owner: OwnerId,
    {
      ageMs,
      scheduled = false,
      trialSlot,
    }: { ageMs: number; scheduled?: boolean; trialSlot?: string },
    generationId = newGenerationId(),
  ): Promise<{ id: string; jobId: string }> {
    const jobId = newJobId();
    await insertQueuedVideo(owner, generationId, jobId, {
      durationSeconds: 10,
      ...(trialSlot ? { trialSlot } : {}),
    });
    await database
      .db()
      .collection('generations')
      .updateOne({ _id: generationId }, { $set: { createdAt: new Date(Date.now() - ageMs) } });
    if (scheduled) {
      await jobs
        .queue()
        .schedule(
          RENDER_VIDEO_JOB,
          new Date(),
          { generationId: generationId.toString(), ownerId: owner },
          jobId,
        );
    }
    return { id: generationId.toString(), jobId };
  }

  /** A video holding `credits` of the owner's, recorded as the API does. */
  async function videoHolding(
    owner: OwnerId,
    credits: number,
    options: { ageMs: number; scheduled?: boolean },
  ) {
    const generationId = newGenerationId();
    expect(await holdVideoCredits(owner, generationId.toString(), credits)).toEqual({ held: true });
    return recordVideo(owner, options, generationId);
  }

  const stale = UNQUEUED_RENDER_GRACE_MS + MINUTE_MS;
  const record = async (owner: OwnerId, id: string) =>
    (await findGeneration(owner, id)) as GenerationRecord;

  it('when a queued video holding credits has no job past the grace period, then it fails with a message, its credits come back once, and a second sweep changes nothing; a waiting one and a young one are untouched', async () => {
    const owner = newOwner();
    await grant(owner, 100);
    const lost = await videoHolding(owner, 20, { ageMs: stale });
    const waiting = await videoHolding(owner, 10, { ageMs: 3 * stale, scheduled: true });
    const young = await videoHolding(owner, 5, { ageMs: MINUTE_MS });
    expect(await balances(owner)).toMatchObject({ purchased: 65, held: 35 });
    const waitingBefore = await record(owner, waiting.id);
    const youngBefore = await record(owner, young.id);

    await sweep();

    const failed = await record(owner, lost.id);
    expect(failed.render).toMatchObject({
      status: 'failed',
      failure: 'renderNotStarted',
      jobId: lost.jobId,
    });
    expect(generationProgressOf(lost.id, failed.render!, 'en')).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/could not be started.*Nothing was charged/),
    });
    expect(generationProgressOf(lost.id, failed.render!, 'fr').message).toMatch(
      /n'a pas pu être lancée.*Rien n'a été débité/,
    );
    expect(await balances(owner)).toMatchObject({ purchased: 85, held: 15 });
    expect((await ends(owner)).map((row) => row._id)).toEqual([`end:${lost.id}:purchased`]);
    expect(await record(owner, waiting.id)).toEqual(waitingBefore);
    expect(await record(owner, young.id)).toEqual(youngBefore);
    // The waiting video's job is still there, waiting.
    expect(await jobs.queue().positionOf(waiting.jobId)).not.toBeNull();

    // A schedule arriving after the sweep (an API that was only slow) can no longer start a
    // render for the failed video.
    await expect(
      jobs
        .queue()
        .schedule(
          RENDER_VIDEO_JOB,
          new Date(),
          { generationId: lost.id, ownerId: owner },
          lost.jobId,
        ),
    ).rejects.toThrow();

    const movements = await listCreditMovements(owner);
    await sweep();
    expect(await record(owner, lost.id)).toEqual(failed);
    expect(await listCreditMovements(owner)).toEqual(movements);
    expect(await record(owner, waiting.id)).toEqual(waitingBefore);
    expect(await record(owner, young.id)).toEqual(youngBefore);
  });

  it('when a Free trial video has no job past the grace period, then its slot is given back', async () => {
    const owner = newOwner();
    const slot = (await takeTrialSlot(owner, 3))!;
    await keepTrialSlot(owner, slot);
    const lost = await recordVideo(owner, { ageMs: stale, trialSlot: slot });
    expect(await countTrialVideosUsed(owner, 3)).toBe(1);

    await sweep();

    expect((await record(owner, lost.id)).render).toMatchObject({
      status: 'failed',
      failure: 'renderNotStarted',
    });
    expect(await countTrialVideosUsed(owner, 3)).toBe(0);
  });

  it('when two sweeps run at once, then the video fails and its credits come back once', async () => {
    const owner = newOwner();
    await grant(owner, 50);
    const lost = await videoHolding(owner, 30, { ageMs: stale });

    await Promise.all([sweep(), sweep()]);

    expect((await record(owner, lost.id)).render).toMatchObject({
      status: 'failed',
      failure: 'renderNotStarted',
    });
    expect(await ends(owner)).toHaveLength(1);
    expect(await balances(owner)).toMatchObject({ purchased: 50, held: 0 });
  });
});
