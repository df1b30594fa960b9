import {
  countRateLimitHit,
  readRateLimitHits,
  resetRateLimitHits,
  uncountRateLimitHit,
  type RateLimitHits,
} from '@postcraft/data';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

const infoOf = ({ hits, resetAt }: RateLimitHits): ClientRateLimitInfo => ({
  totalHits: hits,
  resetTime: resetAt,
});

/**
 * express-rate-limit's counts in PostgreSQL (DATABASE_URL), so that a limit holds across every
 * API process instead of each counting alone. `prefix` tells one limiter's keys from another's.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const hits = await readRateLimitHits(this.prefix + key);
    return hits && infoOf(hits);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return infoOf(await countRateLimitHit(this.prefix + key, this.windowMs));
  }

  async decrement(key: string): Promise<void> {
    await uncountRateLimitHit(this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await resetRateLimitHits(this.prefix + key);
  }
}
