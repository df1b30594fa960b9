import { SCHEDULING_MESSAGES } from '@postcraft/contracts';
import type {
  AccountCredentials,
  LookupResult,
  PublishingAdapter,
  PublishRequest,
} from '@postcraft/platforms';
import { reasonOf } from './error-classification.js';
import type { PublishLogger } from './publish-services.js';

/** A platform's clock may run behind ours: a post this much older than the claim still counts. */
export const LOOKUP_CLOCK_MARGIN_MS = 60_000;

export type LookupSettlement =
  | { outcome: 'published'; externalId: string; url: string; message: string }
  | { outcome: 'unconfirmed'; message: string };

/**
 * How a create that may have reached the platform without an answer settles. It is never sent
 * again: the post is looked up among the account's posts since the claim where the adapter can.
 * Found: published. Not found: unconfirmed all the same, since nothing proves the create never
 * arrived (the platform may still be processing it, or list it late), and a missing post is the
 * user's to repost while a duplicate cannot be taken back. A lookup that fails or cannot tell,
 * or a platform without one (`noLookupMessage`), leaves it unconfirmed too.
 */
export async function settleByLookup(
  adapter: PublishingAdapter,
  credentials: AccountCredentials,
  request: PublishRequest,
  claimedAt: Date,
  noLookupMessage: string,
  logger?: PublishLogger,
): Promise<LookupSettlement> {
  if (!adapter.findPublished) return { outcome: 'unconfirmed', message: noLookupMessage };
  let found: LookupResult;
  try {
    const since = new Date(claimedAt.getTime() - LOOKUP_CLOCK_MARGIN_MS);
    found = await adapter.findPublished(credentials, { ...request, since });
  } catch (error) {
    logger?.warn({ platform: adapter.id, err: reasonOf(error) }, 'publish lookup failed');
    found = 'unknown';
  }
  if (found === 'unknown') {
    return {
      outcome: 'unconfirmed',
      message: SCHEDULING_MESSAGES.lookupInconclusive(adapter.displayName),
    };
  }
  if (!found) {
    return {
      outcome: 'unconfirmed',
      message: SCHEDULING_MESSAGES.notFoundByLookup(adapter.displayName),
    };
  }
  return {
    outcome: 'published',
    externalId: found.id,
    url: found.url,
    message: SCHEDULING_MESSAGES.confirmedByLookup(adapter.displayName),
  };
}
