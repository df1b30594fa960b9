import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AutopilotStateModel,
  balancesOf,
  calendarBucketOf,
  findAutopilotState,
  findScheduledPost,
  GenerationModel,
  keepSubscriptionState,
  listCreditMovements,
  NotificationModel,
  recordCreditMovement,
  SavedStyleModel,
  ScheduledPostModel,
  UserModel,
  type OwnerId,
} from '@postcraft/data';
import { RENDER_VIDEO_JOB } from '@postcraft/contracts';
import { inProcessRenderer } from '@postcraft/generation';
import { insertJobOnce, openJobQueue, POST_PUBLISH_JOB, type JobQueue } from '@postcraft/jobs';
import { LocalDiskStorage } from '@postcraft/media';
import {
  createContentGenerator,
  planAutopilotHorizon,
  type AutopilotPlanDeps,
} from '@postcraft/studio';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import { Types } from 'mongoose';
import pg from 'pg';
import { usePublishHarness } from './support/publish-harness.js';
import { ownerWithSandboxAccount } from './support/publish-fixtures.js';
import { waitFor } from './helpers/wait-for.js';

// Real renders of 5 s silent videos: seconds each, several times that on a loaded machine.
const RENDER_WAIT_MS = 200_000;
const DAY = 24 * 60 * 60_000;

/**
 * Videos in the autopilot's plan, with billing on: a Premium user who prefers videos gets them
 * planned in their saved style, paid with credits held when planned (the plan pauses, and says
 * why, when the credits fall short), rendered by the workers' render queue and put on their
 * posts; a video not made by its time never publishes a post without it.
 */
describe('the autopilot’s videos', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'postcraft-autopilot-videos-'));
  const harness = usePublishHarness('autopilot_videos', { DATA_DIR: dataDir });
  // Publish jobs the in-process planner queues go to a table no worker reads: the tests say
  // when posts come due. Renders go to the workers' queue.
  const unreadTable = testJobTableName('autopilot_videos_unread');
  let unreadQueue: JobQueue;
  let pool: pg.Pool;
  let deps: AutopilotPlanDeps;

  beforeAll(async () => {
    unreadQueue = await openJobQueue({
      databaseUrl: process.env.DATABASE_URL!,
      tableName: unreadTable,
    });
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL!, max: 2 });
    deps = {
      storage: new LocalDiskStorage({ rootDir: join(dataDir, 'media'), publicPath: '/media' }),
      generator: createContentGenerator({ ai: null }, inProcessRenderer),
      billingEnabled: true,
      holder: 'test-planner',
      leaseSeconds: 60,
      renderQueue: harness.queue(),
      scheduleJob: async (jobId, runAt, postId) => {
        await insertJobOnce(pool, unreadTable, {
          id: jobId,
          name: POST_PUBLISH_JOB,
          runAt,
          data: { postId },
        });
      },
    };
  });
  afterAll(async () => {
    await unreadQueue?.close();
    await pool?.end();
    await dropJobTable(unreadTable);
  });

  /** A Premium user with a Sandbox account, who prefers videos, in a 5 s silent saved style. */
  async function videoOwner(approvePostsFirst = true): Promise<OwnerId> {
    const owner = await ownerWithSandboxAccount(harness.cipher);
    const style = await SavedStyleModel.create({
      ownerId: new Types.ObjectId(owner),
      slot: 0,
      name: 'Short and silent',
      kind: 'template',
      generation: {
        seed: 7,
        contentType: 'video',
        source: 'text',
        voice: 'none',
        durationSeconds: 5,
      },
    });
    await UserModel.collection.insertOne({
      _id: new Types.ObjectId(owner),
      email: `owner.${owner}@example.com`,
      firstName: 'Maya',
      lastName: 'Durand',
      companyName: 'North Roast',
      language: 'en',
      timeZone: 'Europe/Paris',
      niche: { type: 'food', icon: 'Utensils', description: 'A small coffee roaster' },
      contentGoals: ['educate_share_knowledge'],
      voiceTone: null,
      brandKeywords: 'single origin, espresso',
      preferredContentTypes: [{ type: 'videos', icon: 'Video' }],
      brandColors: ['#3b2416', '#d97706'],
      brandLogoKey: null,
      autopilotSettings: {
        enabled: true,
        approvePostsFirst,
        postingFrequency: 1,
        styleId: style._id.toString(),
      },
    });
    const now = new Date();
    await keepSubscriptionState(owner, {
      id: `sub_${owner}`,
      customerId: `cus_${owner}`,
      status: 'active',
      priceId: 'price_premium',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * DAY),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      startedAt: now,
      syncedAt: now,
    });
    return owner;
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
  const postsOf = (owner: OwnerId) => ScheduledPostModel.find({ ownerId: owner }).lean().exec();

  it(
    'when the credits fall short the plan pauses and says why; once bought, the worker plans the video, holds its credits, renders it in the chosen style and puts it on its post, once',
    async () => {
      const owner = await videoOwner();
      const short = await planAutopilotHorizon(deps, owner, new Date());
      expect(short).toMatchObject({ state: 'planned', created: [], pausedFor: 'credits' });
      expect((await findAutopilotState(owner))?.pausedReason).toBe('credits');
      expect(await postsOf(owner)).toHaveLength(0);
      expect(await GenerationModel.countDocuments({ ownerId: owner })).toBe(0);

      // Credits bought: nothing tells the planner, but a paused user is looked at again after
      // ten minutes. The first worker's top-up runs at its start.
      await grant(owner, 20);
      await AutopilotStateModel.updateOne(
        { _id: new Types.ObjectId(owner) },
        { $set: { updatedAt: new Date(Date.now() - 11 * 60_000) } },
        { timestamps: false },
      );
      await harness.startWorker('videos-a');
      await waitFor(async () => (await postsOf(owner)).length === 1, RENDER_WAIT_MS);
      await waitFor(
        async () => (await findAutopilotState(owner))?.pausedReason === null,
        RENDER_WAIT_MS,
      );
      const [post] = await postsOf(owner);
      expect(post).toMatchObject({
        type: 'video',
        status: 'awaiting_approval',
        mediaKey: null,
        autopilot: { contentKind: 'video' },
      });
      // The style's 5 seconds were held for it (the render may have ended them already).
      const holds = (await listCreditMovements(owner)).filter((move) => move.kind === 'hold');
      expect(holds.map((hold) => hold.amount)).toEqual([-5]);

      await waitFor(
        async () => Boolean((await findScheduledPost(owner, post!._id.toString()))?.mediaKey),
        RENDER_WAIT_MS,
      );
      const made = (await findScheduledPost(owner, post!._id.toString()))!;
      expect(made.mediaMimeType).toBe('video/mp4');
      expect(made.mediaKey).toMatch(/\.mp4$/);
      expect(made.mediaSizeBytes).toBeGreaterThan(10_000);
      expect(made.caption.length).toBeGreaterThan(20);
      expect(made.status).toBe('awaiting_approval');
      const generation = await GenerationModel.findById(made.autopilot!.generationId).lean();
      expect(generation?.input).toMatchObject({ voice: 'none', durationSeconds: 5 });
      expect(generation?.usedAt).toBeInstanceOf(Date);
      await waitFor(async () => (await balances(owner)).held === 0, 30_000);
      expect((await balances(owner)).purchased).toBeLessThanOrEqual(15);

      // A run again plans nothing more and starts no second video.
      const again = await planAutopilotHorizon(deps, owner, new Date());
      expect(again).toMatchObject({ state: 'planned', created: [] });
      expect(await GenerationModel.countDocuments({ ownerId: owner })).toBe(1);
    },
    RENDER_WAIT_MS + 60_000,
  );

  it('when an approved planned video is not made by its time, then its post moves once, then expires without publishing', async () => {
    const owner = await videoOwner(false);
    await grant(owner, 20);
    // Its render is queued where no worker reads: the video never comes.
    await planAutopilotHorizon({ ...deps, renderQueue: unreadQueue }, owner, new Date());
    const [post] = await postsOf(owner);
    expect(post).toMatchObject({ type: 'video', status: 'pending', mediaKey: null });
    expect(await balances(owner)).toMatchObject({ purchased: 15, held: 5 });
    await harness.startWorker('videos-due');

    const comeDue = async () => {
      const soon = new Date(Date.now() + 2_000);
      await ScheduledPostModel.updateOne(
        { _id: post!._id },
        { $set: { scheduledTime: soon, calendarBucket: calendarBucketOf(owner, soon) } },
      );
      await harness.schedule(post!._id.toString(), soon, post!.jobId!);
    };
    await comeDue();
    await waitFor(
      async () => (await findScheduledPost(owner, post!._id.toString()))?.autopilot?.moved === true,
      60_000,
    );
    expect((await findScheduledPost(owner, post!._id.toString()))?.status).toBe('pending');

    // The post is moved before its job sets its next run and lets go of its lock: the job is
    // taken off the queue once it can be, then brought due again.
    await waitFor(() => harness.queue().cancel(post!.jobId!), 30_000);
    await comeDue();
    await waitFor(
      async () => (await findScheduledPost(owner, post!._id.toString()))?.status === 'cancelled',
      60_000,
    );
    const ended = (await findScheduledPost(owner, post!._id.toString()))!;
    expect(ended.autopilot?.expired).toBe(true);
    // After cancelling the post, the job drops the video it waited for (its credits come back),
    // then tells the user: the notice is awaited, not read at once.
    const expiredNotice = { ownerId: owner, type: 'autopilot_expired' as const };
    await waitFor(async () => (await NotificationModel.countDocuments(expiredNotice)) > 0, 60_000);
    const told = await NotificationModel.findOne(expiredNotice).lean();
    expect(told?.message).toMatch(/video was not ready/);
    expect(await GenerationModel.countDocuments({ ownerId: owner })).toBe(0);
    expect(await balances(owner)).toMatchObject({ purchased: 20, held: 0 });
    expect(harness.platform().created.size).toBe(0);
  }, 120_000);

  it(
    'when a planned video’s render fails, then an image post on the same topic takes its place and the credits come back',
    async () => {
      const owner = await videoOwner();
      await grant(owner, 20);
      await planAutopilotHorizon({ ...deps, renderQueue: unreadQueue }, owner, new Date());
      const [post] = await postsOf(owner);
      const generationId = post!.autopilot!.generationId!;
      // Its narration is a voice note that is gone: the render fails with that reason.
      await GenerationModel.updateOne(
        { _id: generationId },
        { $set: { 'input.voiceNoteId': new Types.ObjectId().toString() } },
      );
      const generation = await GenerationModel.findById(generationId).lean();
      await harness.startWorker('videos-fail');
      await harness
        .queue()
        .schedule(
          RENDER_VIDEO_JOB,
          new Date(),
          { generationId, ownerId: owner },
          generation!.render!.jobId,
        );

      await waitFor(
        async () => Boolean((await findScheduledPost(owner, post!._id.toString()))?.mediaKey),
        RENDER_WAIT_MS,
      );
      const replaced = (await findScheduledPost(owner, post!._id.toString()))!;
      expect(replaced).toMatchObject({
        type: 'image',
        status: 'awaiting_approval',
        autopilot: { contentKind: 'image', topicKey: post!.autopilot!.topicKey },
      });
      expect(replaced.mediaMimeType).toMatch(/^image\//);
      expect(replaced.caption.length).toBeGreaterThan(20);
      expect(replaced.autopilot!.generationId).not.toBe(generationId);
      expect((await GenerationModel.findById(generationId).lean())?.render?.status).toBe('failed');
      await waitFor(async () => (await balances(owner)).held === 0, 30_000);
      expect((await balances(owner)).purchased).toBe(20);
    },
    RENDER_WAIT_MS + 60_000,
  );
});
