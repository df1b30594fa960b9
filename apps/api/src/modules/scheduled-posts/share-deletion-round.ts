import { SCHEDULING_MESSAGES as M } from '@postcraft/contracts';
import {
  claimLeaseEnd,
  findScheduledPost,
  type OwnerId,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '@postcraft/platforms';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../lib/app-error.js';

/**
 * A round's claimer may refresh a token and then delete, each platform call ending after the
 * registry's 30 s timeout: its claim's lease (2 minutes) is twice that. A claim still without
 * an outcome after it belongs to a claimer that died, and one caller takes it over.
 */
export const SHARE_DELETION_LEASE_MS = 4 * DEFAULT_REQUEST_TIMEOUT_MS;

/** How long a concurrent caller waits for the round's answer before a 409 it can retry. */
export const SHARE_DELETION_WAIT_MS = DEFAULT_REQUEST_TIMEOUT_MS;

/** Takeovers of one round at most (each after a lease), before callers are told to retry. */
export const SHARE_DELETION_TAKEOVERS = 2;

const FIRST_PAUSE_MS = 50;
const LONGEST_PAUSE_MS = 500;

/**
 * Waits for the claimer of `round` to write it: answers the post once written, null when the
 * claim's lease ended without it (the caller may take over), and throws 409 after
 * SHARE_DELETION_WAIT_MS. Reads the post and the claim, pausing 50 ms doubling to 500 ms.
 */
export async function waitForRound(
  ownerId: OwnerId,
  postId: string,
  round: number,
  claimId: string,
): Promise<ScheduledPostRecord | null> {
  const giveUpAt = Date.now() + SHARE_DELETION_WAIT_MS;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    const post = await findScheduledPost(ownerId, postId);
    if (!post) throw new AppError('not_found', M.notFound);
    if ((post.shareDeletion?.round ?? 0) >= round) return post;
    const leaseEnd = await claimLeaseEnd(claimId);
    if (!leaseEnd || leaseEnd.getTime() <= Date.now()) return null;
    if (Date.now() >= giveUpAt) throw new AppError('conflict', M.deletionInProgress);
    await sleep(pause);
  }
}
