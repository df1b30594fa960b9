import { randomBytes } from 'node:crypto';
import {
  countRateLimitHit,
  readRateLimitHits,
  resetRateLimitHits,
  uncountRateLimitHit,
} from './rate-limit-hits.js';
import { useTestDatabase } from './test-support/use-test-database.js';

const newKey = () => `test:${randomBytes(8).toString('hex')}`;

/** Rate-limit counts shared by every API process, in PostgreSQL. */
describe('rate-limit hits', () => {
  useTestDatabase();

  it('when fifty hits of one key arrive at once, then each gets its own count and none is lost', async () => {
    const key = newKey();
    const counts = await Promise.all(
      Array.from({ length: 50 }, () => countRateLimitHit(key, 60_000)),
    );
    expect(counts.map((each) => each.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect((await readRateLimitHits(key))?.hits).toBe(50);
  });

  it('when a hit is taken back or the key reset, then the count follows; another key is apart', async () => {
    const key = newKey();
    const other = newKey();
    await countRateLimitHit(key, 60_000);
    await countRateLimitHit(key, 60_000);
    await countRateLimitHit(other, 60_000);
    await uncountRateLimitHit(key);
    expect((await readRateLimitHits(key))?.hits).toBe(1);
    await resetRateLimitHits(key);
    expect(await readRateLimitHits(key)).toBeUndefined();
    expect((await readRateLimitHits(other))?.hits).toBe(1);
  });

  it('when the window has passed, then the next hit starts a new window at 1', async () => {
    const key = newKey();
    const first = await countRateLimitHit(key, 1);
    // Waits until PostgreSQL's clock is past the window's end.
    while ((await readRateLimitHits(key)) !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const next = await countRateLimitHit(key, 60_000);
    expect(next.hits).toBe(1);
    expect(next.resetAt.getTime()).toBeGreaterThan(first.resetAt.getTime());
  });
});
