import { ScheduledPostModel } from '@postcraft/data';
import { ownerWithSandboxAccount, seedScheduledPosts } from './support/publish-fixtures.js';
import { usePublishHarness } from './support/publish-harness.js';
import { waitFor } from './helpers/wait-for.js';

describe('the overdue sweep', () => {
  const harness = usePublishHarness('publish_sweep', { PUBLISH_OVERDUE_GRACE_MS: '1000' });

  it('when a pending post is overdue and its job is gone, then the sweep gives it a new job and it is published once', async () => {
    const owner = await ownerWithSandboxAccount(harness.cipher);
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    // A job that never made it to the job store (lost in a restore, or the API stopped between
    // saving the post and queueing it).
    const [lostId = ''] = await seedScheduledPosts({
      owner,
      count: 1,
      dueAt: () => fiveMinutesAgo,
      schedule: async () => undefined,
      prefix: 'lost',
    });
    const lostJobId = (await ScheduledPostModel.findById(lostId).lean())?.jobId;
    // A post saved without a job id (as posts were before ids were chosen ahead).
    const [withoutJobId = ''] = await seedScheduledPosts({
      owner,
      count: 1,
      dueAt: () => fiveMinutesAgo,
      schedule: async () => undefined,
      prefix: 'unqueued',
    });
    await ScheduledPostModel.updateOne({ _id: withoutJobId }, { $set: { jobId: null } });

    // The sweep runs at once when a worker starts on a new job table, then every minute.
    await harness.startWorker('sweep-a');
    await waitFor(async () => {
      const posts = await ScheduledPostModel.find({ _id: { $in: [lostId, withoutJobId] } }).lean();
      return posts.every((post) => post.status === 'completed');
    }, 60_000);

    const platform = harness.platform();
    expect(platform.created.get('lost 0')).toBe(1);
    expect(platform.created.get('unqueued 0')).toBe(1);
    const lost = await ScheduledPostModel.findById(lostId).lean();
    expect(lost?.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lost?.jobId).not.toBe(lostJobId);
  }, 90_000);
});
