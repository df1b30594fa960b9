import { randomUUID } from 'node:crypto';
import {
  AUTOPILOT_SETTINGS,
  isUpcomingPostStatus,
  type AutopilotPauseReason,
  type GenerateContentRequest,
  type MailLanguage,
} from '@postcraft/contracts';
import {
  cancelLatePlannedPost,
  claimAutopilotLease,
  findSavedStyle,
  findSlotPosts,
  insertPlannedPost,
  listOwnerPostsBetween,
  listRecentPlans,
  plannedJobIdOf,
  plannedPostIdOf,
  releaseAutopilotLease,
  UserModel,
  type OwnerId,
  type ScheduledPostRecord,
  type SlotPost,
} from '@postcraft/data';
import type { ContentGenerator } from '@postcraft/generation';
import type { MediaStorage } from '@postcraft/media';
import { AppError } from '../app-error.js';
import { contextOf, makeImagePost } from '../generation/generate-image-post.js';
import type { GenerationContext } from '../brand-context.js';
import type { RenderQueue } from '../generation/start-video-generation.js';
import { loadPlatformPreferences } from '../scheduling/best-time.js';
import { loadAutopilotOwner, pauseReasonOf, type AutopilotOwner } from './autopilot-owner.js';
import { trimToFrequency } from './trim-to-frequency.js';
import { planSlots, type PlannedSlot } from './plan-slots.js';
import { planTopics, type PlannedTopic } from './topic-plan.js';
import { startPlannedVideo } from './planned-video.js';
import { dropUnmadeVideo } from './drop-unmade-video.js';

const DAY_MS = 24 * 60 * 60_000;

/** Queues a planned post's publish job under its id (a job that exists already is kept). */
export type PublishJobScheduler = (jobId: string, runAt: Date, postId: string) => Promise<void>;

export interface AutopilotPlanDeps {
  storage: MediaStorage;
  generator: ContentGenerator;
  scheduleJob: PublishJobScheduler;
  /** Queues planned videos' renders (an id queued already is kept). */
  renderQueue: RenderQueue;
  billingEnabled: boolean;
  /** This process's name: the holder of the users' planning leases it takes. */
  holder: string;
  /** How long a user's planning lease lasts without renewal (a dead planner's runs out). */
  leaseSeconds: number;
}

export type AutopilotPlanOutcome =
  | { state: 'busy' }
  | { state: 'off' }
  | { state: 'paused'; reason: AutopilotPauseReason }
  | {
      state: 'planned';
      /** The posts this run made (awaiting approval or pending). */
      created: ScheduledPostRecord[];
      /** Planned posts awaiting approval that a lower frequency cancelled (as cancelled). */
      trimmed: ScheduledPostRecord[];
      owner: AutopilotOwner;
      /** Why the run stopped before the week was full (a video the credits could not pay). */
      pausedFor: AutopilotPauseReason | null;
    };

/**
 * One planning run for one user: under their lease, fills the coming AUTOPILOT_SETTINGS.horizonDays
 * with their weekly frequency of posts, at their best times, on their accounts, each made by the
 * studio's own generator from a topic of their plan and saved with its slot's id (a slot planned
 * before, by any worker, is never planned again: the run only queues its job once more).
 */
export async function planAutopilotHorizon(
  deps: AutopilotPlanDeps,
  ownerId: OwnerId,
  now: Date = new Date(),
): Promise<AutopilotPlanOutcome> {
  const claimedAt = Date.now();
  if (!(await claimAutopilotLease(ownerId, deps.holder, now, deps.leaseSeconds))) {
    return { state: 'busy' };
  }
  let outcome: AutopilotPlanOutcome = { state: 'off' };
  try {
    outcome = await planUnderLease(deps, ownerId, now, leaseKeeper(deps, ownerId, claimedAt));
    return outcome;
  } finally {
    await releaseAutopilotLease(ownerId, deps.holder, {
      plannedAt: outcome.state === 'planned' ? now : null,
      pausedReason:
        outcome.state === 'paused'
          ? outcome.reason
          : outcome.state === 'planned'
            ? outcome.pausedFor
            : null,
    });
  }
}

/**
 * Keeps a run's hold on the owner's planning lease: renewed before a post once a quarter of it
 * has passed (not before every post: a round trip each), so it never runs out while the run lives,
 * and a run that lost it (stalled past its end, another took over) learns so before its next post.
 */
function leaseKeeper(
  deps: Pick<AutopilotPlanDeps, 'holder' | 'leaseSeconds'>,
  ownerId: OwnerId,
  claimedAt: number,
): () => Promise<boolean> {
  let renewedAt = claimedAt;
  return async () => {
    if (Date.now() - renewedAt < (deps.leaseSeconds * 1000) / 4) return true;
    const asked = Date.now();
    if (!(await claimAutopilotLease(ownerId, deps.holder, new Date(asked), deps.leaseSeconds))) {
      return false;
    }
    renewedAt = asked;
    return true;
  };
}

async function planUnderLease(
  deps: AutopilotPlanDeps,
  ownerId: OwnerId,
  now: Date,
  keepLease: () => Promise<boolean>,
): Promise<AutopilotPlanOutcome> {
  const owner = await loadAutopilotOwner(ownerId);
  if (!owner?.settings.enabled) return { state: 'off' };
  const pause = await pauseReasonOf(ownerId, owner, deps.billingEnabled);
  if (pause) return { state: 'paused', reason: pause };

  const horizonEnd = new Date(now.getTime() + AUTOPILOT_SETTINGS.horizonDays * DAY_MS);
  const frequency = owner.settings.postingFrequency;
  const trimmed = await trimToFrequency(ownerId, now, horizonEnd, frequency);
  const calendar = await listOwnerPostsBetween(
    ownerId,
    new Date(now.getTime() - 7 * DAY_MS),
    new Date(horizonEnd.getTime() + 7 * DAY_MS),
  );
  const slots = planSlots({
    now,
    horizonDays: AUTOPILOT_SETTINGS.horizonDays,
    minLeadMinutes: AUTOPILOT_SETTINGS.minLeadMinutes,
    frequency,
    timeZone: owner.timeZone,
    accounts: await loadPlatformPreferences(ownerId, owner.platforms, owner.timeZone, now),
    calendar: calendar.map((post) => ({
      at: post.scheduledTime,
      isUpcoming: post.status === 'pending' || post.status === 'awaiting_approval',
    })),
  });
  const recent = await listRecentPlans(
    ownerId,
    new Date(now.getTime() - AUTOPILOT_SETTINGS.repeatWindowDays * DAY_MS),
  );
  const topics = planTopics(
    owner.profile,
    recent.flatMap((plan) =>
      plan.autopilot
        ? [
            {
              topicKey: plan.autopilot.topicKey,
              angle: plan.autopilot.angle,
              caption: plan.caption,
              scheduledTime: plan.scheduledTime,
            },
          ]
        : [],
    ),
    slots.length,
    now,
    seedOf(ownerId, now),
  );

  const styleId = await usableStyleId(ownerId, owner);
  // The brand the images are made with, read once for the run's posts.
  const context = await contextOf(deps.storage, ownerId);
  // Slots a run planned before (a re-run after a crash): one query for the whole run.
  const plannedBefore = await findSlotPosts(
    ownerId,
    slots.map((slot) => slot.slotKey),
  );
  const batchId = randomUUID();
  const created: ScheduledPostRecord[] = [];
  let pausedFor: AutopilotPauseReason | null = null;
  for (const [index, slot] of slots.entries()) {
    const topic = topics[index];
    if (!topic) break;
    // A run that stops renewing (a dead worker) frees the user for another.
    if (!(await keepLease())) break;
    try {
      const post = await planSlot(
        deps,
        { ownerId, owner, context },
        slot,
        { ...topic, styleId },
        batchId,
        plannedBefore.get(slot.slotKey) ?? null,
      );
      if (!post) continue;
      // Turned off (or the account deleted) while this run plans: it stops here, and the post
      // just made goes, as the turning off may have listed the posts to cancel before it.
      if (!(await isStillOn(ownerId))) {
        if (await cancelLatePlannedPost(ownerId, post)) await dropUnmadeVideo(ownerId, post);
        break;
      }
      created.push(post);
    } catch (error) {
      pausedFor = pauseOfRefusal(error);
      if (!pausedFor) throw error;
      break;
    }
  }
  return { state: 'planned', created, trimmed, owner, pausedFor };
}

/**
 * The saved style the user chose for autopilot, while it exists (a style deleted meanwhile
 * leaves the brand style alone).
 */
export async function usableStyleId(
  ownerId: OwnerId,
  owner: Pick<AutopilotOwner, 'settings'>,
): Promise<string | null> {
  const chosen = owner.settings.styleId ?? null;
  if (!chosen) return null;
  return (await findSavedStyle(ownerId, chosen)) ? chosen : null;
}

/** A video the plan or the credits refused pauses the plan (the next runs try again). */
function pauseOfRefusal(error: unknown): AutopilotPauseReason | null {
  if (!(error instanceof AppError)) return null;
  if (error.code === 'credits_required') return 'credits';
  if (error.code === 'plan_limit') return 'plan';
  return null;
}

const isStillOn = async (ownerId: OwnerId) =>
  (await UserModel.exists({ _id: ownerId, 'autopilotSettings.enabled': true })) !== null;

/** A number of this user and day: the same run planned again picks the same topics. */
function seedOf(ownerId: OwnerId, now: Date): number {
  const day = Math.floor(now.getTime() / DAY_MS);
  let hash = day;
  for (const char of ownerId) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

/** A topic and the saved style its post is made in (null: the brand style). */
type StyledTopic = PlannedTopic & { styleId: string | null };

/**
 * Makes one slot's post, unless the slot has its post already (a re-run after a crash): then
 * only its job is queued again. Answers the new post, or null.
 */
async function planSlot(
  deps: AutopilotPlanDeps,
  {
    ownerId,
    owner,
    context,
  }: { ownerId: OwnerId; owner: AutopilotOwner; context: GenerationContext },
  slot: PlannedSlot,
  topic: StyledTopic,
  batchId: string,
  existing: SlotPost | null,
): Promise<ScheduledPostRecord | null> {
  const postId = plannedPostIdOf(ownerId, slot.slotKey);
  const jobId = plannedJobIdOf(ownerId, slot.slotKey);
  if (existing) {
    // A re-run after a crash: its job may not have been queued (a user's edit gave it a new id).
    if (isUpcomingPostStatus(existing.status) && existing.jobId) {
      await deps.scheduleJob(existing.jobId, existing.scheduledTime, postId.toString());
    }
    return null;
  }

  const made =
    topic.contentKind === 'video'
      ? await videoToCome(deps, ownerId, owner, slot, topic)
      : await makeContent(deps, ownerId, owner.language, slot, topic, context);
  const approveFirst = owner.settings.approvePostsFirst;
  const post = await insertPlannedPost(ownerId, {
    scheduledTime: slot.at,
    caption: made.caption,
    mediaUrl: made.url,
    mediaKey: made.key,
    mediaMimeType: made.mimeType,
    mediaSizeBytes: made.sizeBytes,
    ...(made.carousel.length ? { carousel: made.carousel } : {}),
    platforms: [slot.platform],
    type: topic.contentKind === 'video' ? 'video' : 'image',
    origin: 'autopilot',
    status: approveFirst ? 'awaiting_approval' : 'pending',
    autopilot: {
      slotKey: slot.slotKey,
      topicKey: topic.topicKey,
      topic: topic.topic,
      angle: topic.angle,
      contentKind: topic.contentKind,
      platform: slot.platform,
      slotReason: slot.reason,
      batchId,
      moved: false,
      expired: false,
      approvedAt: approveFirst ? null : new Date(),
      generationId: made.generationId,
    },
  });
  if (!post) return null;
  await deps.scheduleJob(jobId, slot.at, postId.toString());
  return post;
}

/**
 * A planned video's post before its render ends: no caption or file yet (the render job puts
 * them on the post), only the generation it waits for.
 */
async function videoToCome(
  deps: AutopilotPlanDeps,
  ownerId: OwnerId,
  owner: AutopilotOwner,
  slot: PlannedSlot,
  topic: StyledTopic,
): Promise<PlannedMedia> {
  const generationId = await startPlannedVideo(
    deps,
    ownerId,
    owner.language,
    slot,
    topic,
    topic.styleId,
  );
  return {
    caption: '',
    key: null,
    url: null,
    mimeType: null,
    sizeBytes: null,
    carousel: [],
    generationId,
  };
}

/** What a planned post publishes, or will once its video is rendered (no file yet). */
type PlannedMedia = Omit<PlannedContent, 'key' | 'url' | 'mimeType' | 'sizeBytes'> & {
  [field in 'key' | 'url' | 'mimeType' | 'sizeBytes']: PlannedContent[field] | null;
};

/** What a planned post publishes: the caption with its hashtags, and its stored image(s). */
export interface PlannedContent {
  caption: string;
  key: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
  carousel: Array<{ key: string; url: string; mimeType: string; sizeBytes: number }>;
  generationId: string;
}

/**
 * Runs the studio's own image generation for one planned post (the same code as the Generate
 * button), its generation recorded as used by the post from the start. A run passes the brand
 * context it loaded once for its posts.
 */
export async function makeContent(
  deps: Pick<AutopilotPlanDeps, 'storage' | 'generator'>,
  ownerId: OwnerId,
  language: MailLanguage,
  slot: Pick<PlannedSlot, 'platform'>,
  topic: Pick<PlannedTopic, 'description' | 'contentKind'> & { styleId?: string | null },
  context?: GenerationContext,
): Promise<PlannedContent> {
  const request: GenerateContentRequest = {
    description: topic.description,
    contentType: 'image',
    platforms: [slot.platform],
    source: 'smart',
    ...(topic.styleId ? { styleId: topic.styleId } : {}),
    ...(topic.contentKind === 'carousel' ? { carousel: true } : {}),
  };
  const { response, assets, sizes } = await makeImagePost(
    ownerId,
    request,
    deps,
    language,
    { themes: 'all' },
    { usedAt: new Date(), ...(context ? { context } : {}) },
  );
  const asset = assets[0];
  if (!asset) throw new Error('The generator made no post for the planned platform');
  const [cover, ...slides] = asset.slides?.length ? asset.slides : [asset];
  const fileOf = ({ key, url }: { key: string; url: string }) => ({
    key,
    url,
    mimeType: mimeOf(key),
    sizeBytes: sizes.get(key) ?? 0,
  });
  const tags = asset.hashtags.map((tag) => `#${tag}`).join(' ');
  return {
    caption: tags ? `${asset.caption}\n\n${tags}` : asset.caption,
    ...fileOf(cover!),
    carousel: slides.map(fileOf),
    generationId: response.content.generationId,
  };
}

const mimeOf = (key: string) =>
  key.endsWith('.jpg') || key.endsWith('.jpeg')
    ? 'image/jpeg'
    : key.endsWith('.webp')
      ? 'image/webp'
      : 'image/png';
