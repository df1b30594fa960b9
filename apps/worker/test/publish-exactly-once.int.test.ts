import { NotificationModel, PublishAttemptModel } from '@postcraft/data';
import { Types } from 'mongoose';
import {
  countByStatus,
  ownerWithSandboxAccount,
  seedScheduledPosts,
} from './support/publish-fixtures.js';
import { usePublishHarness } from './support/publish-harness.js';
import { waitFor } from './helpers/wait-for.js';

const POST_COUNT = 500;

describe('two worker processes publishing a burst of scheduled posts', () => {
  const harness = usePublishHarness('publish_burst', {
    PUBLISH_CONCURRENCY: '25',
    PUBLISH_PLATFORM_CONCURRENCY: '25',
  });

  it(`when ${POST_COUNT} posts fall due at once, then each is published on its platform exactly once, well within a minute`, async () => {
    const owner = await ownerWithSandboxAccount(harness.cipher);
    const due = new Date();
    const postIds = await seedScheduledPosts({
      owner,
      count: POST_COUNT,
      dueAt: () => due,
      schedule: harness.schedule,
    });

    // One after the other: two workers creating Agenda's schema at the same instant can fail
    // with 'tuple concurrently updated' (see docs/decisions.md).
    await harness.startWorker('burst-a');
    await harness.startWorker('burst-b');
    // Within a minute of the workers' start, on a loaded machine (about 15 s on an idle one).
    await waitFor(async () => (await countByStatus(postIds)).completed === POST_COUNT, 60_000);
    // Let a duplicate, if any, reach the platform before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const platform = harness.platform();
    expect(platform.created.size).toBe(POST_COUNT);
    expect(platform.duplicates()).toBe(0);
    expect(platform.received).toHaveLength(POST_COUNT);

    const ids = postIds.map((id) => new Types.ObjectId(id));
    const claimers = await PublishAttemptModel.distinct('claimedBy', { postId: { $in: ids } });
    expect(new Set(claimers)).toEqual(new Set(['burst-a', 'burst-b']));
    expect(
      await NotificationModel.countDocuments({ postId: { $in: ids }, type: 'post_published' }),
    ).toBe(POST_COUNT);
  }, 120_000);
});
