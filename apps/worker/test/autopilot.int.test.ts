import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AUTOPILOT_PLAN_JOB,
  autopilotPlanPayload,
  ScheduledPostSchema,
} from '@postcraft/contracts';
import {
  approvePlannedPost,
  AutopilotStateModel,
  calendarBucketOf,
  findAutopilotState,
  findScheduledPost,
  GenerationModel,
  NotificationModel,
  ScheduledPostModel,
  toScheduledPostResponse,
  insertWebhook,
  UserModel,
  WebhookDeliveryModel,
  type OwnerId,
} from '@postcraft/data';
import { inProcessRenderer } from '@postcraft/generation';
import { insertJobOnce, openJobQueue, POST_PUBLISH_JOB, type JobQueue } from '@postcraft/jobs';
import { LocalDiskStorage } from '@postcraft/media';
import {
  createContentGenerator,
  planAutopilotHorizon,
  stopAutopilot,
  type AutopilotPlanDeps,
} from '@postcraft/studio';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import { Types } from 'mongoose';
import pg from 'pg';
import { usePublishHarness } from './support/publish-harness.js';
import { ownerWithSandboxAccount, TEST_ENCRYPTION_KEY } from './support/publish-fixtures.js';
import { newWebhookSecret, webhookSecretCipher } from '@postcraft/webhooks';
import { waitFor } from './helpers/wait-for.js';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const WAIT_MS = 240_000;

/** The most posts any 7-day window holds. */
function busiestWeek(times: number[]): number {
  return Math.max(
    0,
    ...times.map((start) => times.filter((time) => time >= start && time < start + WEEK).length),
  );
}

describe('the autopilot', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'postcraft-autopilot-test-'));
  // Everyone has Premium's features (autopilot) with billing off; a short lock, so a killed
  // worker's plan is taken over within seconds.
  const harness = usePublishHarness('autopilot', {
    DATA_DIR: dataDir,
    BILLING: 'off',
    AUTOPILOT_LOCK_LIFETIME_MS: '4000',
  });
  // Jobs the in-process planner queues go to a table no worker reads: those tests drive the
  // clock themselves.
  const unreadTable = testJobTableName('autopilot_unread');
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
      billingEnabled: false,
      holder: 'test-planner',
      leaseSeconds: 60,
      // These users plan no videos (autopilot-videos.int.test.ts plans them).
      renderQueue: unreadQueue,
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

  /** A Sandbox-connected user with a brand and autopilot on. */
  async function autopilotOwner(
    settings: { postingFrequency?: number; approvePostsFirst?: boolean } = {},
  ): Promise<OwnerId> {
    const owner = await ownerWithSandboxAccount(harness.cipher);
    await UserModel.collection.insertOne({
      _id: new Types.ObjectId(owner),
      email: `owner.${owner}@example.com`,
      firstName: 'Maya',
      lastName: 'Durand',
      companyName: 'North Roast',
      language: 'en',
      timeZone: 'Europe/Paris',
      niche: { type: 'food', icon: 'Utensils', description: 'A small coffee roaster' },
      contentGoals: ['sell_products_services', 'educate_share_knowledge'],
      voiceTone: null,
      brandKeywords: 'single origin, espresso, roasting',
      preferredContentTypes: [
        { type: 'static', icon: 'Image' },
        { type: 'carousels', icon: 'GalleryHorizontal' },
      ],
      brandColors: ['#3b2416', '#d97706'],
      brandLogoKey: null,
      autopilotSettings: {
        enabled: true,
        approvePostsFirst: settings.approvePostsFirst ?? true,
        postingFrequency: settings.postingFrequency ?? 7,
      },
    });
    return owner;
  }

  /** Waits for `check`; a timeout shows the workers' last logs. */
  const eventually = (check: () => Promise<boolean>) =>
    waitFor(check, WAIT_MS).catch((error: unknown) => {
      const logs = harness.workers.map((worker) => worker.output()).join('\n');
      throw new Error(`${String(error)}\n${logs.slice(-4_000)}`);
    });

  /** A webhook of the owner's hearing post.cancelled (nothing listens: only deliveries count). */
  const cancelledWebhookOf = (owner: OwnerId) =>
    insertWebhook(
      owner,
      {
        url: 'http://127.0.0.1:9/hooks',
        events: ['post.cancelled'],
        secretSealed: webhookSecretCipher(TEST_ENCRYPTION_KEY).encrypt(newWebhookSecret()),
        secretStart: 'whsec_test',
      },
      1,
    );

  const postsOf = (owner: OwnerId) =>
    ScheduledPostModel.find({ ownerId: owner }).sort({ scheduledTime: 1 }).lean().exec();

  it('when a user turns it on, then the coming week holds their frequency of varied posts awaiting approval', async () => {
    const owner = await autopilotOwner();
    const now = new Date();
    const outcome = await planAutopilotHorizon(deps, owner, now);
    expect(outcome.state).toBe('planned');

    const posts = await postsOf(owner);
    expect(posts).toHaveLength(7);
    for (const post of posts) {
      expect(post.status).toBe('awaiting_approval');
      expect(post.origin).toBe('autopilot');
      expect(post.platforms).toEqual(['sandbox']);
      expect(post.scheduledTime.getTime()).toBeGreaterThan(now.getTime());
      expect(post.scheduledTime.getTime()).toBeLessThan(now.getTime() + WEEK);
      expect(post.caption.length).toBeGreaterThan(20);
      expect(post.mediaKey).toMatch(/^generated\//);
      expect(post.autopilot?.topic).toBeTruthy();
      expect(ScheduledPostSchema.safeParse(toScheduledPostResponse(post)).success).toBe(true);
    }
    const hours = posts.map((post) => Math.floor(post.scheduledTime.getTime() / HOUR));
    expect(new Set(hours).size).toBe(7);
    expect(new Set(posts.map((post) => post.autopilot!.topicKey)).size).toBe(7);
    expect(new Set(posts.map((post) => post.caption)).size).toBe(7);
    // Each file's size is the stored file's, and each generation is kept as used by its post.
    const files = posts.flatMap((post) => [
      { key: post.mediaKey!, size: post.mediaSizeBytes },
      ...(post.carousel ?? []).map((image) => ({ key: image.key, size: image.sizeBytes })),
    ]);
    for (const file of files) {
      expect(file.size).toBe(statSync(join(dataDir, 'media', file.key)).size);
    }
    const generations = await GenerationModel.find({
      _id: { $in: posts.map((post) => post.autopilot!.generationId) },
    }).lean();
    expect(generations).toHaveLength(7);
    for (const generation of generations) expect(generation.usedAt).toBeInstanceOf(Date);
    // Each has its publish job at its time, under the id the post was saved with.
    const { rows } = await pool.query<{ id: string; next_run_at: Date }>(
      `SELECT id, next_run_at FROM "${unreadTable}" WHERE data->>'postId' = ANY($1)`,
      [posts.map((post) => post._id.toString())],
    );
    expect(rows).toHaveLength(7);
    for (const post of posts) {
      const job = rows.find((row) => row.id === post.jobId);
      expect(job?.next_run_at.getTime()).toBe(post.scheduledTime.getTime());
    }
  }, 120_000);

  it('when the daily run comes, then it tops the week up without any 7-day window over the frequency, the user’s own posts counted', async () => {
    const owner = await autopilotOwner({ postingFrequency: 5 });
    const start = new Date();
    await planAutopilotHorizon(deps, owner, start);
    // The user schedules one of their own for the day after tomorrow.
    await ScheduledPostModel.create({
      ownerId: owner,
      scheduledTime: new Date(start.getTime() + 2 * DAY + 3 * HOUR),
      originalScheduledTime: new Date(start.getTime() + 2 * DAY + 3 * HOUR),
      caption: 'Our own post',
      mediaUrl: null,
      mediaKey: null,
      mediaMimeType: null,
      mediaSizeBytes: null,
      platforms: ['sandbox'],
      status: 'pending',
      type: 'image',
      origin: 'schedule',
      jobId: null,
      platformResults: [],
    });
    for (let day = 1; day <= 9; day += 1) {
      const outcome = await planAutopilotHorizon(
        deps,
        owner,
        new Date(start.getTime() + day * DAY),
      );
      expect(outcome.state).toBe('planned');
    }
    const posts = (await postsOf(owner)).filter((post) => post.status !== 'cancelled');
    const times = posts.map((post) => post.scheduledTime.getTime());
    expect(busiestWeek(times)).toBeLessThanOrEqual(5);
    // The last run's week is full.
    const lastRun = start.getTime() + 9 * DAY;
    expect(times.filter((time) => time >= lastRun && time < lastRun + WEEK)).toHaveLength(5);
    expect(new Set(posts.map((post) => post.autopilot?.slotKey ?? post._id.toString())).size).toBe(
      posts.length,
    );
  }, 240_000);

  it('when two planners run for one user at once, or a run is repeated, then each slot is planned once', async () => {
    const owner = await autopilotOwner();
    const now = new Date();
    const outcomes = await Promise.all([
      planAutopilotHorizon(deps, owner, now),
      planAutopilotHorizon({ ...deps, holder: 'another-planner' }, owner, now),
    ]);
    expect(outcomes.map((outcome) => outcome.state).sort()).toEqual(['busy', 'planned']);
    const again = await planAutopilotHorizon(deps, owner, now);
    expect(again.state === 'planned' && again.created).toHaveLength(0);
    expect(await postsOf(owner)).toHaveLength(7);
  }, 120_000);

  it('when approval is off, then planned posts are pending at once', async () => {
    const owner = await autopilotOwner({ postingFrequency: 3, approvePostsFirst: false });
    await planAutopilotHorizon(deps, owner, new Date());
    const posts = await postsOf(owner);
    expect(posts.map((post) => post.status)).toEqual(['pending', 'pending', 'pending']);
  }, 120_000);

  it('when the frequency is lowered, then the latest unapproved posts are cancelled, approved ones kept', async () => {
    const owner = await autopilotOwner();
    const now = new Date();
    await planAutopilotHorizon(deps, owner, now);
    const planned = await postsOf(owner);
    await approvePlannedPost(owner, planned[6]!._id, now);
    await UserModel.updateOne(
      { _id: owner },
      { $set: { 'autopilotSettings.postingFrequency': 3 } },
    );
    await planAutopilotHorizon(deps, owner, now);
    const posts = await postsOf(owner);
    const live = posts.filter((post) => post.status !== 'cancelled');
    expect(live).toHaveLength(3);
    expect(live.map((post) => post._id.toString())).toContain(planned[6]!._id.toString());
  }, 120_000);

  it('when the worker re-plans a lowered frequency, then each post it cancels is a post.cancelled for the webhooks', async () => {
    const owner = await autopilotOwner({ postingFrequency: 4 });
    const webhook = await cancelledWebhookOf(owner);
    await planAutopilotHorizon(deps, owner, new Date());
    await UserModel.updateOne(
      { _id: owner },
      { $set: { 'autopilotSettings.postingFrequency': 2 } },
    );
    const worker = await harness.startWorker('trim');
    await harness.queue().schedule(AUTOPILOT_PLAN_JOB, new Date(), autopilotPlanPayload(owner));

    const cancelled = async () =>
      (await postsOf(owner)).filter((post) => post.status === 'cancelled');
    await eventually(async () => (await cancelled()).length === 2);
    const keys = (await cancelled()).map((post) => `post.cancelled:${post._id.toString()}`);
    await eventually(
      async () => (await WebhookDeliveryModel.countDocuments({ endpointId: webhook!._id })) === 2,
    );
    const deliveries = await WebhookDeliveryModel.find({ endpointId: webhook!._id }).lean();
    expect(deliveries.map((delivery) => delivery.eventKey).sort()).toEqual(keys.sort());
    await worker.kill();
  }, 300_000);

  it('when autopilot is turned off, then unapproved posts are cancelled and approved ones stay', async () => {
    const owner = await autopilotOwner({ postingFrequency: 4 });
    await planAutopilotHorizon(deps, owner, new Date());
    const planned = await postsOf(owner);
    await approvePlannedPost(owner, planned[0]!._id, new Date());
    const cancelledJobs: string[] = [];
    const stop = await stopAutopilot(owner, async (jobId) => cancelledJobs.push(jobId));
    expect(stop).toEqual({ cancelled: 3, kept: 1 });
    expect(cancelledJobs).toHaveLength(3);
    const posts = await postsOf(owner);
    expect(posts.filter((post) => post.status === 'cancelled')).toHaveLength(3);
    expect((await findScheduledPost(owner, planned[0]!._id.toString()))?.status).toBe('pending');
  }, 120_000);

  it('when autopilot is turned off while a run makes a post, then the post saved after it is cancelled too and the run stops', async () => {
    const owner = await autopilotOwner({ postingFrequency: 4 });
    let turnedOff: Awaited<ReturnType<typeof stopAutopilot>> | null = null;
    const outcome = await planAutopilotHorizon(
      {
        ...deps,
        // The user turns it off while the first post is being made: the turning off finds
        // nothing to cancel yet, and the post is saved after it.
        generator: {
          ...deps.generator,
          generate: async (input) => {
            if (!turnedOff) {
              await UserModel.updateOne(
                { _id: owner },
                { $set: { 'autopilotSettings.enabled': false } },
              );
              turnedOff = await stopAutopilot(owner, async () => true);
            }
            return deps.generator.generate(input);
          },
        },
      },
      owner,
      new Date(),
    );
    expect(turnedOff).toEqual({ cancelled: 0, kept: 0 });
    expect(outcome).toMatchObject({ state: 'planned', created: [] });
    const posts = await postsOf(owner);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.status).toBe('cancelled');
  }, 60_000);

  it('when another planner takes the user over while a run makes a post, then the run stops before its next post', async () => {
    const owner = await autopilotOwner({ postingFrequency: 4 });
    let takenOver = false;
    const outcome = await planAutopilotHorizon(
      {
        ...deps,
        // A lease of no length: the run asks for it again before every post after the first.
        leaseSeconds: 0,
        // While the first post is made, the run's lease runs out and another planner takes it.
        generator: {
          ...deps.generator,
          generate: async (input) => {
            if (!takenOver) {
              await AutopilotStateModel.updateOne(
                { _id: owner },
                { $set: { leaseHolder: 'other-planner', leaseUntil: new Date(Date.now() + HOUR) } },
              );
              takenOver = true;
            }
            return deps.generator.generate(input);
          },
        },
      },
      owner,
      new Date(),
    );
    expect(outcome).toMatchObject({ state: 'planned', created: [expect.anything()] });
    expect(await postsOf(owner)).toHaveLength(1);
    expect((await findAutopilotState(owner))?.leaseHolder).toBe('other-planner');
  }, 60_000);

  it('when the plan has no autopilot or no account is connected, then it pauses and says why', async () => {
    const owner = await autopilotOwner();
    const paused = await planAutopilotHorizon({ ...deps, billingEnabled: true }, owner, new Date());
    expect(paused).toEqual({ state: 'paused', reason: 'plan' });
    expect(await postsOf(owner)).toHaveLength(0);
  }, 60_000);

  it('when planned posts come due, then the approved one is published on the stand-in and the unapproved one moves once, then expires', async () => {
    const owner = await autopilotOwner({ postingFrequency: 2 });
    // A webhook hears of the expiry.
    const webhook = await cancelledWebhookOf(owner);
    await planAutopilotHorizon(deps, owner, new Date());
    const [approved, unapproved] = await postsOf(owner);
    await approvePlannedPost(owner, approved!._id, new Date());
    // Both come due in a few seconds, with their jobs queued for the workers this time.
    const soon = new Date(Date.now() + 3_000);
    for (const post of [approved!, unapproved!]) {
      await ScheduledPostModel.updateOne(
        { _id: post._id },
        { $set: { scheduledTime: soon, calendarBucket: calendarBucketOf(owner, soon) } },
      );
      await harness.schedule(post._id.toString(), soon, post.jobId!);
    }
    const worker = await harness.startWorker('due-1');

    await eventually(async () => {
      const post = await findScheduledPost(owner, approved!._id.toString());
      if (post?.status === 'failed') throw new Error(JSON.stringify(post.platformResults));
      return post?.status === 'completed';
    });
    await eventually(
      async () =>
        (await findScheduledPost(owner, unapproved!._id.toString()))?.autopilot?.moved === true,
    );
    const moved = await findScheduledPost(owner, unapproved!._id.toString());
    expect(moved?.status).toBe('awaiting_approval');
    expect(moved!.scheduledTime.getTime()).toBeGreaterThan(Date.now());
    expect(harness.platform().created.get(approved!.caption)).toBe(1);
    expect(harness.platform().created.has(unapproved!.caption)).toBe(false);

    // The second time it comes due unapproved, it expires and the user is told.
    const again = new Date(Date.now() + 2_000);
    await ScheduledPostModel.updateOne(
      { _id: unapproved!._id },
      { $set: { scheduledTime: again, calendarBucket: calendarBucketOf(owner, again) } },
    );
    // The post is moved before its job sets its next run and lets go of its lock.
    await eventually(() => harness.queue().reschedule(unapproved!.jobId!, again));
    await eventually(
      async () =>
        (await findScheduledPost(owner, unapproved!._id.toString()))?.status === 'cancelled',
    );
    expect((await findScheduledPost(owner, unapproved!._id.toString()))?.autopilot?.expired).toBe(
      true,
    );
    // The notice follows the cancelling: awaited, then counted once.
    const expiredNotice = { ownerId: owner, type: 'autopilot_expired' as const };
    await eventually(async () => (await NotificationModel.countDocuments(expiredNotice)) > 0);
    expect(await NotificationModel.countDocuments(expiredNotice)).toBe(1);
    expect(harness.platform().created.has(unapproved!.caption)).toBe(false);
    await eventually(async () => (await WebhookDeliveryModel.countDocuments()) > 0);
    const deliveries = await WebhookDeliveryModel.find({ endpointId: webhook!._id }).lean();
    expect(deliveries.map((delivery) => delivery.eventKey)).toEqual([
      `post.cancelled:${unapproved!._id.toString()}`,
    ]);
    await worker.kill();
  }, 300_000);

  it('when a plan is asked for twice, then the one that comes after a plan started since does nothing', async () => {
    const owner = await autopilotOwner({ postingFrequency: 2 });
    const askedAt = new Date();
    const worker = await harness.startWorker('asked-twice');
    await harness
      .queue()
      .schedule(AUTOPILOT_PLAN_JOB, new Date(), autopilotPlanPayload(owner, askedAt));
    await eventually(async () => (await findAutopilotState(owner))?.lastPlannedAt != null);
    expect(await postsOf(owner)).toHaveLength(2);
    const planned = (await findAutopilotState(owner))!;

    // Asked for at the same time as the first, it runs after the first plan started: it ends
    // without planning (a plan run would write the state again, even planning nothing).
    const again = await harness
      .queue()
      .schedule(AUTOPILOT_PLAN_JOB, new Date(), autopilotPlanPayload(owner, askedAt));
    await eventually(
      async () =>
        (await harness.queue().positionOf(again)) === null &&
        !(await harness.queue().isHeld(again)),
    );
    expect((await findAutopilotState(owner))!.updatedAt).toEqual(planned.updatedAt);
    await worker.kill();
  }, 120_000);

  it('when a worker is killed mid-plan, then another finishes it and no slot is planned twice', async () => {
    const owner = await autopilotOwner({ postingFrequency: 20 });
    const first = await harness.startWorker('plan-1');
    await harness.queue().schedule(AUTOPILOT_PLAN_JOB, new Date(), autopilotPlanPayload(owner));
    await eventually(async () => (await postsOf(owner)).length >= 3);
    await first.kill();
    await harness.startWorker('plan-2');
    await eventually(async () => (await postsOf(owner)).length >= 20);

    const posts = await postsOf(owner);
    expect(posts).toHaveLength(20);
    expect(new Set(posts.map((post) => post.autopilot!.slotKey)).size).toBe(20);
    expect(busiestWeek(posts.map((post) => post.scheduledTime.getTime()))).toBeLessThanOrEqual(20);
    // One notification for the run that finished the batch (the killed run's never went out).
    await eventually(
      async () =>
        (await NotificationModel.countDocuments({
          ownerId: owner,
          type: 'autopilot_awaiting_approval',
        })) >= 1,
    );
  }, 600_000);
});
