import { ownerWithSandboxAccount } from './support/publish-fixtures.js';
import { usePublishHarness } from './support/publish-harness.js';
import { publishBurstProblems, runPublishBurst } from './scenarios/publish-burst.js';

// `pnpm bench:publish-exactly-once` runs the same burst with 500 posts.
const POST_COUNT = 40;

describe('two worker processes publishing a burst of scheduled posts', () => {
  // Five publishes at once per worker, and a lock limit of ten: a worker that holds its share
  // leaves the next posts to the other.
  const harness = usePublishHarness('publish_burst', {
    PUBLISH_CONCURRENCY: '5',
    PUBLISH_PLATFORM_CONCURRENCY: '5',
  });

  it(`when ${POST_COUNT} posts fall due at once, then each is published on its platform exactly once`, async () => {
    const owner = await ownerWithSandboxAccount(harness.cipher);
    // One after the other: two workers creating Agenda's schema at the same instant can fail
    // with 'tuple concurrently updated' (see docs/decisions.md). Both run before the posts fall
    // due, so they race for every one.
    await harness.startWorker('burst-a');
    await harness.startWorker('burst-b');

    const result = await runPublishBurst({
      posts: POST_COUNT,
      owner,
      schedule: harness.schedule,
      platform: harness.platform(),
      workers: harness.workers,
      timeoutMs: 60_000,
    });

    expect(publishBurstProblems(result, ['burst-a', 'burst-b'])).toEqual([]);
    expect(result.created).toBe(POST_COUNT);
  }, 180_000);
});
