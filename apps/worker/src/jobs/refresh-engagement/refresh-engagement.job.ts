import {
  REFRESH_ENGAGEMENT,
  RefreshEngagementPayloadSchema,
  type ConnectablePlatformId,
} from '@postcraft/contracts';
import {
  asOwnerId,
  engagementFetchTimes,
  listRecentlyPublishedPosts,
  savePostEngagement,
} from '@postcraft/data';
import { isPlatformError } from '@postcraft/platforms';
import { loadAccount } from '@postcraft/publishing';
import { defineJob } from '../job-definition.js';
import { groupByAccount, selectDueEngagement } from './due-engagement.js';

/** Published posts looked at per run, newest first (the batch is chosen among them). */
const SCAN_LIMIT = 5000;

type Outcome = 'stored' | 'skipped' | 'failed';

/**
 * Every 30 minutes: reads the engagement of posts published within the look-back through their
 * platform's adapter, for the pairs whose figures are missing or stale, and stores it
 * (post_engagement). One adapter call per account and platform (adapters chunk the ids); a
 * platform that throttles is left alone for the rest of the run; platforms whose API gives no
 * figures, and accounts no longer connected, are skipped.
 */
export const refreshEngagementJob = defineJob({
  name: REFRESH_ENGAGEMENT,
  payloadSchema: RefreshEngagementPayloadSchema,
  every: '30 minutes',
  async handle({ lookbackDays, staleAfterMinutes, batchSize }, { services, logger }) {
    const now = new Date();
    const posts = await listRecentlyPublishedPosts(
      new Date(now.getTime() - lookbackDays * 24 * 60 * 60_000),
      SCAN_LIMIT,
    );
    const fetchTimes = await engagementFetchTimes(posts.map((post) => post._id));
    const due = selectDueEngagement(posts, fetchTimes, now, staleAfterMinutes * 60_000, batchSize);

    const counts: Record<Outcome, number> = { stored: 0, skipped: 0, failed: 0 };
    const throttled = new Set<ConnectablePlatformId>();
    for (const pairs of groupByAccount(due)) {
      const { ownerId, platform } = pairs[0]!;
      const adapter = services.platforms.find(platform);
      if (!adapter?.fetchEngagement || throttled.has(platform)) {
        counts.skipped += pairs.length;
        continue;
      }
      const owner = asOwnerId(ownerId);
      try {
        const { credentials } = await loadAccount(owner, platform, services);
        const readings = await adapter.fetchEngagement(
          credentials,
          pairs.map((pair) => pair.externalId),
        );
        const byExternalId = new Map(readings.map((reading) => [reading.externalId, reading]));
        for (const pair of pairs) {
          const reading = byExternalId.get(pair.externalId);
          if (!reading) {
            counts.skipped += 1;
            continue;
          }
          const { likes, comments, shares, views } = reading;
          await savePostEngagement(owner, { ...pair, likes, comments, shares, views }, new Date());
          counts.stored += 1;
        }
      } catch (error) {
        if (isPlatformError(error) && error.kind === 'rate_limited') throttled.add(platform);
        const skipped = isPlatformError(error) && error.kind === 'reauth_required';
        counts[skipped ? 'skipped' : 'failed'] += pairs.length;
        logger.warn(
          { ownerId, platform, posts: pairs.length, reason: (error as Error).message },
          'engagement not fetched',
        );
      }
    }
    logger.info({ due: due.length, ...counts }, 'refreshed engagement');
  },
});
