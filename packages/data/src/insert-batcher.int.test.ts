import mongoose, { Types } from 'mongoose';
import type { mongo } from 'mongoose';
import { useTestDatabase } from './test-support/use-test-database.js';
import { claimPublishAttempt } from './publish-attempt.repository.js';
import { insertNotification } from './notification.repository.js';
import { NotificationModel } from './notification.model.js';

/** Counts the insert commands sent to `collection` while `work` runs (needs monitorCommands). */
async function insertCommandsDuring(collection: string, work: () => Promise<unknown>) {
  const client = mongoose.connection.getClient();
  let count = 0;
  const onCommand = (event: mongo.CommandStartedEvent) => {
    if (event.commandName === 'insert' && event.command.insert === collection) count += 1;
  };
  client.on('commandStarted', onCommand);
  try {
    const result = await work();
    return { count, result };
  } finally {
    client.off('commandStarted', onCommand);
  }
}

const claimOf = (postId: Types.ObjectId, claimedBy: string) => ({
  postId,
  ownerId: new Types.ObjectId(),
  platform: 'sandbox' as const,
  claimedBy,
  now: new Date(),
  leaseMs: 60_000,
});

describe('inserts made at the same time', () => {
  useTestDatabase({ monitorCommands: true });

  it('when 40 claims of 20 posts are made at once, then each post has exactly one claimer, told so, and the claims share a few inserts', async () => {
    const posts = Array.from({ length: 20 }, () => new Types.ObjectId());
    const { count, result } = await insertCommandsDuring('publishAttempts', () =>
      Promise.all(
        [...posts, ...posts].map((postId, index) =>
          claimPublishAttempt(claimOf(postId, `worker-${index}`)),
        ),
      ),
    );
    const answers = result as Awaited<ReturnType<typeof claimPublishAttempt>>[];

    for (const [index] of posts.entries()) {
      const [first, second] = [answers[index]!, answers[index + posts.length]!];
      expect(first).toEqual({ claimed: true });
      expect(second).toMatchObject({ claimed: false, attempt: { claimedBy: `worker-${index}` } });
    }
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(10);
  });

  it('when the same notification is written twice at once among others, then it is stored once and only the first writer gets it back', async () => {
    const ownerId = new Types.ObjectId();
    const notification = (id: string) => ({
      _id: id,
      type: 'post_published' as const,
      title: 'Published',
      message: `Post ${id}`,
      postId: new Types.ObjectId(),
      jobId: null,
      platform: null,
      platforms: ['x'],
      caption: '',
      mediaUrl: null,
      postType: 'image' as const,
    });
    const written = await Promise.all(
      ['a', 'b', 'a', 'c'].map((id) => insertNotification(ownerId, notification(id))),
    );

    expect(written.map((record) => record?._id ?? null)).toEqual(['a', 'b', null, 'c']);
    expect(written[0]).toMatchObject({ ownerId, isRead: false, createdAt: expect.any(Date) });
    const stored = await NotificationModel.find({ ownerId }).sort({ _id: 1 }).lean();
    expect(stored.map((record) => record._id)).toEqual(['a', 'b', 'c']);
  });

  it('when a notification misses a required field, then only its writer is refused', async () => {
    const ownerId = new Types.ObjectId();
    const valid = {
      _id: 'valid',
      type: 'post_failed' as const,
      title: 'Failed',
      message: 'X refused it',
      postId: new Types.ObjectId(),
      jobId: null,
      platform: 'x',
      platforms: ['x'],
      caption: '',
      mediaUrl: null,
      postType: 'image' as const,
    };
    const results = await Promise.allSettled([
      insertNotification(ownerId, valid),
      insertNotification(ownerId, { ...valid, _id: 'untitled', title: '' }),
    ]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(await NotificationModel.countDocuments({ ownerId })).toBe(1);
  });
});
