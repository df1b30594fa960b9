import {
  cancelAwaitingPost,
  findScheduledPost,
  listOwnerPostsBetween,
  type OwnerId,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { dropUnmadeVideo } from './drop-unmade-video.js';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * When a 7-day window around the horizon holds more than `frequency` posts (the user lowered it,
 * or scheduled posts of their own since the last plan), the latest planned posts of that window
 * still awaiting approval and still to come are cancelled until none does, or none is left to
 * cancel: approved posts and the user's own are never touched. Answers the posts cancelled;
 * their jobs find them cancelled and stop, and a video still being made for one is dropped.
 */
export async function trimToFrequency(
  ownerId: OwnerId,
  now: Date,
  horizonEnd: Date,
  frequency: number,
): Promise<ScheduledPostRecord[]> {
  const posts = await listOwnerPostsBetween(ownerId, new Date(now.getTime() - WEEK_MS), horizonEnd);
  const isCancellable = (post: (typeof posts)[number]) =>
    post.origin === 'autopilot' &&
    post.status === 'awaiting_approval' &&
    post.scheduledTime.getTime() >= now.getTime();
  const cancelled: ScheduledPostRecord[] = [];
  for (;;) {
    const inWindowFrom = (start: number) =>
      posts.filter(
        (post) =>
          post.scheduledTime.getTime() >= start && post.scheduledTime.getTime() < start + WEEK_MS,
      );
    const crowded = posts
      .map((post) => inWindowFrom(post.scheduledTime.getTime()))
      .find((window) => window.length > frequency && window.some(isCancellable));
    if (!crowded) return cancelled;
    const latest = crowded
      .filter(isCancellable)
      .sort((a, b) => b.scheduledTime.getTime() - a.scheduledTime.getTime())[0]!;
    posts.splice(posts.indexOf(latest), 1);
    if (!(await cancelAwaitingPost(ownerId, latest._id))) continue;
    const post = await findScheduledPost(ownerId, latest._id.toString());
    if (!post) continue;
    cancelled.push(post);
    await dropUnmadeVideo(ownerId, post);
  }
}
