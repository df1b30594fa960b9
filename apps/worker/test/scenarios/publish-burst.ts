// A burst of scheduled posts due at once, raced for by publishing worker processes: each post must
// reach its platform exactly once and be settled as published with its notification. The CI test
// runs it with a few dozen posts, `pnpm bench:publish-exactly-once` with hundreds; both fail on the
// same problems.
import { NotificationModel, PublishAttemptModel, type OwnerId } from '@postcraft/data';
import { Types } from 'mongoose';
import {
  countByStatus,
  seedScheduledPosts,
  type SchedulePublish,
} from '../support/publish-fixtures.js';
import type { PublishWorker } from '../support/publish-workers.js';
import type { SandboxPlatform } from '../support/sandbox-platform.js';

export interface PublishBurstResult {
  posts: number;
  completed: number;
  /** Posts created on the platform (once or more). */
  created: number;
  /** Creates answered past the first of a post. */
  duplicates: number;
  /** Creates the platform received (a retried create counts twice). */
  received: number;
  notifications: number;
  claimsByWorker: Record<string, number>;
  exitCodes: Array<number | null>;
  /** From the first post scheduled to the last one completed. */
  elapsedMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Seeds `posts` posts of `owner` due now while `workers` run, waits until all are completed (or
 * `timeoutMs` passes), then stops the workers (SIGTERM lets a publish in flight finish, so a
 * duplicate on its way reaches the platform) and counts.
 */
export async function runPublishBurst(options: {
  posts: number;
  owner: OwnerId;
  schedule: SchedulePublish;
  platform: SandboxPlatform;
  workers: PublishWorker[];
  timeoutMs: number;
}): Promise<PublishBurstResult> {
  const startedAt = Date.now();
  const due = new Date();
  const postIds = await seedScheduledPosts({
    owner: options.owner,
    count: options.posts,
    dueAt: () => due,
    schedule: options.schedule,
  });
  const deadline = startedAt + options.timeoutMs;
  const completedCount = async () => (await countByStatus(postIds)).completed ?? 0;
  while ((await completedCount()) < options.posts && Date.now() < deadline) await pause(250);
  const elapsedMs = Date.now() - startedAt;
  const exitCodes = await Promise.all(options.workers.map((worker) => worker.stop()));

  const ids = postIds.map((id) => new Types.ObjectId(id));
  const claims = await PublishAttemptModel.find({ postId: { $in: ids } }, { claimedBy: 1 }).lean();
  const claimsByWorker: Record<string, number> = {};
  for (const claim of claims) {
    claimsByWorker[claim.claimedBy] = (claimsByWorker[claim.claimedBy] ?? 0) + 1;
  }
  return {
    posts: options.posts,
    completed: await completedCount(),
    created: options.platform.created.size,
    duplicates: options.platform.duplicates(),
    received: options.platform.received.length,
    notifications: await NotificationModel.countDocuments({
      postId: { $in: ids },
      type: 'post_published',
    }),
    claimsByWorker,
    exitCodes,
    elapsedMs,
  };
}

/** What went wrong in a burst run by `workerNames`; empty when every post was published once. */
export function publishBurstProblems(result: PublishBurstResult, workerNames: string[]): string[] {
  const problems: string[] = [];
  if (result.duplicates > 0) problems.push(`${result.duplicates} duplicate creates`);
  if (result.created !== result.posts) {
    problems.push(`${result.posts - result.created} posts lost (never created on the platform)`);
  }
  if (result.received !== result.posts) {
    problems.push(`${result.received} creates received for ${result.posts} posts`);
  }
  if (result.completed !== result.posts) {
    problems.push(`${result.completed} of ${result.posts} posts completed`);
  }
  if (result.notifications !== result.posts) {
    problems.push(`${result.notifications} published notifications for ${result.posts} posts`);
  }
  for (const name of workerNames) {
    if (!result.claimsByWorker[name])
      problems.push(`${name} claimed no post: the workers did not race`);
  }
  if (result.exitCodes.some((code) => code !== 0)) {
    problems.push(`worker exit codes ${JSON.stringify(result.exitCodes)}`);
  }
  return problems;
}
