import { Types } from 'mongoose';
import { useTestDatabase } from './test-support/use-test-database.js';
import { asOwnerId } from './owner-id.js';
import { PublishAttemptModel, publishAttemptId } from './publish-attempt.model.js';
import {
  claimPublishAttempt,
  findPublishAttempt,
  recordAttemptOutcome,
} from './publish-attempt.repository.js';
import {
  findScheduledPost,
  insertScheduledPost,
  recordPublishOutcome,
  listScheduledPosts,
  updateScheduledPost,
} from './scheduled-post.repository.js';

const alice = asOwnerId(new Types.ObjectId().toString());
const bob = asOwnerId(new Types.ObjectId().toString());

const newPost = (scheduledTime: Date) => ({
  scheduledTime,
  caption: 'Hello',
  mediaUrl: null,
  mediaKey: null,
  mediaMimeType: null,
  mediaSizeBytes: null,
  platforms: ['sandbox' as const],
  type: 'image' as const,
  origin: 'schedule' as const,
});

describe('scheduled posts and publish attempts on the database', () => {
  useTestDatabase();

  it('when another owner asks for a post by _id or jobId, then it is not found; its owner finds it', async () => {
    const post = await insertScheduledPost(alice, newPost(new Date(Date.now() + 60_000)));
    await updateScheduledPost(alice, post._id, { jobId: 'job-alice-1' });

    expect(await findScheduledPost(bob, post._id.toString())).toBeNull();
    expect(await findScheduledPost(bob, 'job-alice-1')).toBeNull();
    expect(await updateScheduledPost(bob, post._id, { status: 'cancelled' })).toBe(false);
    expect((await findScheduledPost(alice, 'job-alice-1'))?._id).toEqual(post._id);
    expect((await findScheduledPost(alice, post._id.toString()))?.status).toBe('pending');
  });

  it('when a range is asked, then only posts from `from` (inclusive) to `to` (exclusive) come back', async () => {
    const owner = asOwnerId(new Types.ObjectId().toString());
    const times = ['2031-01-01T00:00:00Z', '2031-01-02T00:00:00Z', '2031-01-03T00:00:00Z'];
    for (const time of times) await insertScheduledPost(owner, newPost(new Date(time)));
    const { posts, total } = await listScheduledPosts(
      owner,
      { from: new Date(times[0]!), to: new Date(times[2]!) },
      { page: 1, limit: 10, sortBy: 'scheduledTime', sortOrder: 'desc' },
    );
    expect(total).toBe(2);
    expect(posts.map((post) => post.scheduledTime.toISOString())).toEqual([
      '2031-01-02T00:00:00.000Z',
      '2031-01-01T00:00:00.000Z',
    ]);
  });

  it('when pages are asked, then every page gives the same total: full, last, and past the end', async () => {
    const owner = asOwnerId(new Types.ObjectId().toString());
    for (let day = 1; day <= 5; day += 1) {
      await insertScheduledPost(owner, newPost(new Date(Date.UTC(2031, 1, day))));
    }
    const page = (number: number, limit: number) =>
      listScheduledPosts(
        owner,
        {},
        { page: number, limit, sortBy: 'scheduledTime', sortOrder: 'asc' },
      );
    const shapes = await Promise.all([page(1, 2), page(3, 2), page(4, 2), page(1, 5), page(1, 9)]);
    expect(shapes.map(({ posts, total }) => [posts.length, total])).toEqual([
      [2, 5],
      [1, 5],
      [0, 5],
      [5, 5],
      [5, 5],
    ]);
  });

  it('when ten callers claim the same platform of a post at once, then exactly one wins', async () => {
    const postId = new Types.ObjectId();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        claimPublishAttempt({
          postId,
          ownerId: new Types.ObjectId(alice),
          platform: 'sandbox',
          claimedBy: `caller-${index}`,
          now: new Date(),
          leaseMs: 60_000,
        }),
      ),
    );
    expect(results.filter((result) => result.claimed)).toHaveLength(1);
    for (const result of results) {
      if (!result.claimed) expect(result.attempt.outcome).toBeNull();
    }
  });

  const outcome = (externalId: string) => ({
    outcome: 'published' as const,
    externalId,
    url: null,
    message: null,
    errorKind: null,
    calls: 1,
    publishedAt: new Date(),
    finishedAt: new Date(),
  });

  it('when a claimer and the process that took its claim over both write an outcome, then the first one is kept', async () => {
    const postId = new Types.ObjectId();
    const ownerId = new Types.ObjectId(alice);
    const claim = { postId, ownerId, platform: 'sandbox' as const };
    await claimPublishAttempt({ ...claim, claimedBy: 'slow', now: new Date(), leaseMs: 1 });

    await recordAttemptOutcome(claim, outcome('found-by-lookup'));
    await recordAttemptOutcome(claim, outcome('made-by-slow-claimer'));

    expect(await findPublishAttempt(postId, 'sandbox')).toMatchObject({
      claimedBy: 'slow',
      outcome: 'published',
      externalId: 'found-by-lookup',
    });
  });

  it('when a claim was stored by an earlier version with its outcome in its own row, then it is read as settled', async () => {
    const postId = new Types.ObjectId();
    await PublishAttemptModel.collection.insertOne({
      _id: publishAttemptId(postId.toString(), 'sandbox') as never,
      postId,
      ownerId: new Types.ObjectId(alice),
      platform: 'sandbox',
      claimedBy: 'old-worker',
      claimedAt: new Date(),
      leaseUntil: new Date(),
      ...outcome('from-before'),
    });

    const answer = await claimPublishAttempt({
      postId,
      ownerId: new Types.ObjectId(alice),
      platform: 'sandbox',
      claimedBy: 'new-worker',
      now: new Date(),
      leaseMs: 60_000,
    });
    expect(answer).toMatchObject({
      claimed: false,
      attempt: { claimedBy: 'old-worker', outcome: 'published', externalId: 'from-before' },
    });
  });

  it('when a publish outcome arrives for a post that is no longer pending, then the post is left as it is', async () => {
    const post = await insertScheduledPost(alice, newPost(new Date(Date.now() + 60_000)));
    await updateScheduledPost(alice, post._id, { status: 'cancelled' });

    await recordPublishOutcome(post, { status: 'completed', platformResults: [], at: new Date() });

    expect(await findScheduledPost(alice, post._id.toString())).toMatchObject({
      status: 'cancelled',
      completedAt: null,
    });
  });
});
