import { ConnectedAccountModel, ScheduledPostModel, type OwnerId } from '@postcraft/data';
import { ownerWithSandboxAccount, seedScheduledPosts } from './support/publish-fixtures.js';
import { usePublishHarness } from './support/publish-harness.js';
import { waitFor } from './helpers/wait-for.js';

const RETRY_BASE_MS = 300;

describe('publishing when the platform fails', () => {
  const harness = usePublishHarness('publish_failures', {
    PUBLISH_RETRY_BASE_MS: String(RETRY_BASE_MS),
  });
  let owner: OwnerId;

  beforeAll(async () => {
    await harness.startWorker('failures-a');
  });
  beforeEach(async () => {
    harness.platform().script.length = 0;
    owner = await ownerWithSandboxAccount(harness.cipher);
  });

  /** Schedules one post due now and waits until its publish settles. */
  async function publishOne(prefix: string) {
    const [postId] = await seedScheduledPosts({
      owner,
      count: 1,
      dueAt: () => new Date(),
      schedule: harness.schedule,
      prefix,
    });
    await waitFor(
      async () => (await ScheduledPostModel.findById(postId).lean())?.status !== 'pending',
      30_000,
    );
    const post = (await ScheduledPostModel.findById(postId).lean())!;
    const creates = harness.platform().received.filter((create) => create.text === `${prefix} 0`);
    return { post, creates };
  }

  it('when the platform answers 429 with Retry-After and then 503, then the job runs again after each wait and publishes once', async () => {
    harness.platform().script.push(
      { status: 429, headers: { 'Retry-After': '1' }, json: { error: 'slow down' } },
      {
        status: 503,
        json: { error: 'unavailable' },
      },
    );
    const { post, creates } = await publishOne('throttled');
    expect(post.status).toBe('completed');
    expect(creates).toHaveLength(3);
    expect(harness.platform().created.get('throttled 0')).toBe(1);
    // Retry-After (1 s) beats the first backoff; the second wait is twice the base.
    expect(creates[1]!.at - creates[0]!.at).toBeGreaterThanOrEqual(1_000);
    expect(creates[2]!.at - creates[1]!.at).toBeGreaterThanOrEqual(RETRY_BASE_MS * 2);
  }, 60_000);

  it('when the platform keeps answering 5xx, then it stops after 3 retries and the post fails with the reason', async () => {
    for (const status of [500, 502, 503, 504]) {
      harness.platform().script.push({ status, json: { error: `answered ${status}` } });
    }
    const { post, creates } = await publishOne('down');
    expect(creates).toHaveLength(4);
    expect(post.status).toBe('failed');
    expect(post.platformResults[0]).toMatchObject({ outcome: 'failed', message: 'answered 504' });
  }, 60_000);

  it('when the platform refuses the content (422), then the post fails at once with its reason and is not retried', async () => {
    harness.platform().script.push({
      status: 422,
      json: { error: 'invalid_request', error_description: 'Text too long for this feed' },
    });
    const { post, creates } = await publishOne('refused');
    expect(creates).toHaveLength(1);
    expect(post.status).toBe('failed');
    expect(post.platformResults[0]).toMatchObject({
      outcome: 'failed',
      message: 'Text too long for this feed',
    });
  }, 60_000);

  it('when the platform answers 401, then the tokens are refreshed once and the retry publishes with the new token', async () => {
    const platform = harness.platform();
    const refreshesBefore = platform.refreshes;
    platform.script.push({ status: 401, json: { error: 'invalid_token' } });
    const { post, creates } = await publishOne('expired');
    expect(post.status).toBe('completed');
    expect(creates.map((create) => create.authorization)).toEqual([
      'Bearer sba_valid',
      'Bearer sba_refreshed',
    ]);
    expect(platform.refreshes - refreshesBefore).toBe(1);
  }, 60_000);

  it('when the platform refuses the refresh, then the account needs a reconnection and the post fails with that reason', async () => {
    const platform = harness.platform();
    platform.script.push({ status: 401, json: { error: 'invalid_token' } });
    platform.refreshReply = {
      status: 400,
      json: { error: 'invalid_grant', error_description: 'Refresh token revoked' },
    };
    const { post, creates } = await publishOne('revoked');
    expect(creates).toHaveLength(1);
    expect(post.status).toBe('failed');
    expect(post.platformResults[0]?.message).toMatch(/revoked/i);
    const account = await ConnectedAccountModel.findOne({ userId: owner, platform: 'sandbox' });
    expect(account?.status).toBe('reconnect_needed');
  }, 60_000);
});
