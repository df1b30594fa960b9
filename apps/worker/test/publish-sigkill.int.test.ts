import { SCHEDULING_MESSAGES } from '@postcraft/contracts';
import { findPublishAttempt, NotificationModel, ScheduledPostModel } from '@postcraft/data';
import { Types } from 'mongoose';
import { ownerWithSandboxAccount, seedScheduledPosts } from './support/publish-fixtures.js';
import { usePublishHarness } from './support/publish-harness.js';
import { waitFor } from './helpers/wait-for.js';

describe('a worker killed in the middle of a publish', () => {
  // Short lock and claim lifetimes, so another worker takes over within seconds.
  const harness = usePublishHarness('publish_kill', {
    PUBLISH_LOCK_LIFETIME_MS: '2000',
    PUBLISH_ATTEMPT_LEASE_MS: '4000',
  });

  it('when SIGKILL hits while the platform holds the create, then the other worker never posts it again: it finds the post by its reference and settles it published', async () => {
    const platform = harness.platform();
    platform.script.push('hold');
    const owner = await ownerWithSandboxAccount(harness.cipher);
    const [heldId] = await seedScheduledPosts({
      owner,
      count: 1,
      dueAt: () => new Date(),
      schedule: harness.schedule,
      prefix: 'held',
    });

    const first = await harness.startWorker('kill-a');
    await waitFor(async () => platform.received.length === 1, 30_000);
    await first.kill();
    // The platform finishes the create its caller no longer waits for: the post exists there.
    platform.releaseHeld();

    await harness.startWorker('kill-b');
    // Posts due after the kill are published normally by the survivor.
    const laterIds = await seedScheduledPosts({
      owner,
      count: 5,
      dueAt: () => new Date(),
      schedule: harness.schedule,
      prefix: 'later',
    });

    const settled = async (id: string) =>
      (await ScheduledPostModel.findById(id).lean())?.status !== 'pending';
    await waitFor(
      async () => (await Promise.all([heldId!, ...laterIds].map(settled))).every(Boolean),
      60_000,
    );

    expect(platform.created.get('held 0')).toBe(1);
    expect(platform.received.filter((create) => create.text === 'held 0')).toHaveLength(1);
    expect(platform.duplicates()).toBe(0);
    expect(platform.lookups).toEqual([`${heldId!}:sandbox`]);
    const held = await ScheduledPostModel.findById(heldId).lean();
    expect(held).toMatchObject({ status: 'completed' });
    expect(held?.platformResults[0]).toMatchObject({
      platform: 'sandbox',
      outcome: 'published',
      message: SCHEDULING_MESSAGES.confirmedByLookup('Sandbox'),
    });
    expect(
      await NotificationModel.countDocuments({
        postId: new Types.ObjectId(heldId),
        type: 'post_published',
      }),
    ).toBe(1);
    expect(await findPublishAttempt(new Types.ObjectId(heldId), 'sandbox')).toMatchObject({
      claimedBy: 'kill-a',
      outcome: 'published',
    });

    for (const [index] of laterIds.entries()) {
      expect(platform.created.get(`later ${index}`)).toBe(1);
    }
    const later = await ScheduledPostModel.find({
      _id: { $in: laterIds.map((id) => new Types.ObjectId(id)) },
    }).lean();
    expect(later.map((post) => post.status)).toEqual(laterIds.map(() => 'completed'));
  }, 120_000);
});
