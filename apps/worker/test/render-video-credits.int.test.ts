import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RENDER_VIDEO_JOB } from '@postcraft/contracts';
import {
  balancesOf,
  findGeneration,
  listCreditMovements,
  newGenerationId,
  recordCreditMovement,
  UserModel,
  type OwnerId,
} from '@postcraft/data';
import { newJobId } from '@postcraft/jobs';
import {
  countTrialVideosUsed,
  creditsForSeconds,
  endVideoCharge,
  endVideoHolds,
  holdVideoCredits,
  keepTrialSlot,
  takeTrialSlot,
} from '@postcraft/studio';
import { Types } from 'mongoose';
import { usePublishHarness } from './support/publish-harness.js';
import { waitFor } from './helpers/wait-for.js';
import { insertQueuedVideo } from './support/video-fixtures.js';

// Real renders: each takes seconds, and a loaded machine may take several times longer.
const RENDER_WAIT_MS = 200_000;
const RENDER_TEST_MS = 300_000;

/**
 * A video's credits end with its render, in the worker: held at acceptance (by the API), settled
 * to the video's real length when it is made, released when it fails; a trial video that fails
 * gives its slot back. Every end is recorded once, however many runs or callers reach it.
 */
describe('video credits when a render ends', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'postcraft-render-credits-'));
  const harness = usePublishHarness('render_credits', { DATA_DIR: dataDir });

  beforeAll(async () => {
    await harness.startWorker('credits-a');
  });

  async function brandOwner(): Promise<OwnerId> {
    const owner = new Types.ObjectId();
    await UserModel.collection.insertOne({
      _id: owner,
      email: `owner.${owner.toString()}@example.com`,
      firstName: 'Maya',
      lastName: 'Durand',
      companyName: 'Maya Bakes',
      language: 'en',
      niche: { type: 'food' },
      contentGoals: [],
      voiceTone: null,
      brandKeywords: 'sourdough, croissants',
      preferredContentTypes: [],
      brandColors: ['#7c2d12', '#f59e0b'],
      brandLogoKey: null,
    });
    return owner.toString() as OwnerId;
  }

  const grant = (owner: OwnerId, amount: number) =>
    recordCreditMovement(owner, {
      key: `grant:${owner}`,
      kind: 'grant',
      pot: 'purchased',
      amount,
      reference: 'test',
    });
  const balances = async (owner: OwnerId) => balancesOf(await listCreditMovements(owner));

  /** A video generation as the API records it (its credits or slot already taken), queued. */
  async function queueVideo(
    owner: OwnerId,
    generationId: Types.ObjectId,
    extra: { voiceNoteId?: string; trialSlot?: string } = {},
  ): Promise<string> {
    const jobId = newJobId();
    await insertQueuedVideo(owner, generationId, jobId, extra);
    await harness
      .queue()
      .schedule(
        RENDER_VIDEO_JOB,
        new Date(),
        { generationId: generationId.toString(), ownerId: owner },
        jobId,
      );
    return jobId;
  }

  it(
    'when a video holding credits is made, then the credits it did not use come back and nothing stays held',
    async () => {
      const owner = await brandOwner();
      await grant(owner, 100);
      const generationId = newGenerationId();
      // Held for more than the render will use: the difference comes back at the settle.
      expect(await holdVideoCredits(owner, generationId.toString(), 30)).toEqual({ held: true });
      expect(await balances(owner)).toMatchObject({ purchased: 70, held: 30 });
      await queueVideo(owner, generationId);

      await waitFor(
        async () =>
          (await findGeneration(owner, generationId.toString()))?.render?.status === 'done',
        RENDER_WAIT_MS,
      );
      const made = (await findGeneration(owner, generationId.toString()))!;
      expect(made.render).toMatchObject({ status: 'done' });
      const used = creditsForSeconds(made.render!.durationSeconds!);
      expect(used).toBeGreaterThanOrEqual(5);
      await waitFor(async () => (await balances(owner)).held === 0, 30_000);
      expect(await balances(owner)).toMatchObject({ purchased: 100 - used, held: 0 });

      // A run or a cancel arriving after the settle ends nothing a second time.
      await endVideoCharge(owner, made);
      await endVideoCharge(owner, made, { cancelled: true });
      expect(await balances(owner)).toMatchObject({ purchased: 100 - used, held: 0 });
    },
    RENDER_TEST_MS,
  );

  it(
    'when a render fails, then everything it held comes back, and a trial video gives its slot back',
    async () => {
      const owner = await brandOwner();
      await grant(owner, 50);
      const paid = newGenerationId();
      await holdVideoCredits(owner, paid.toString(), 12);
      const slot = (await takeTrialSlot(owner, 3))!;
      const trial = newGenerationId();
      await keepTrialSlot(owner, slot);
      expect(await countTrialVideosUsed(owner, 3)).toBe(1);

      // A voice note that is not kept: the render fails at once.
      const missingNote = new Types.ObjectId().toString();
      await queueVideo(owner, paid, { voiceNoteId: missingNote });
      await queueVideo(owner, trial, { voiceNoteId: missingNote, trialSlot: slot });
      for (const id of [paid, trial]) {
        await waitFor(
          async () => (await findGeneration(owner, id.toString()))?.render?.status === 'failed',
          RENDER_WAIT_MS,
        );
      }
      await waitFor(async () => (await balances(owner)).held === 0, 30_000);
      expect(await balances(owner)).toMatchObject({ purchased: 50, held: 0 });
      await waitFor(async () => (await countTrialVideosUsed(owner, 3)) === 0, 30_000);
    },
    RENDER_TEST_MS,
  );

  it('when a settle and a release race, then one of them is recorded for each pot', async () => {
    const owner = await brandOwner();
    await grant(owner, 40);
    const generationId = newGenerationId().toString();
    await holdVideoCredits(owner, generationId, 20);
    await Promise.all([
      endVideoHolds(owner, generationId, { kind: 'settle', usedSeconds: 14.2 }),
      endVideoHolds(owner, generationId, { kind: 'release' }),
      endVideoHolds(owner, generationId, { kind: 'settle', usedSeconds: 14.2 }),
    ]);
    const ends = (await listCreditMovements(owner)).filter((row) =>
      row._id.startsWith(`end:${generationId}:`),
    );
    expect(ends).toHaveLength(1);
    const { purchased, held } = await balances(owner);
    expect(held).toBe(0);
    // Settled (15 used, a started second counted) or released (nothing used), never both.
    expect([25, 40]).toContain(purchased);
  });
});
