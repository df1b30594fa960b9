import { REFRESH_EXPIRING_TOKENS, RefreshExpiringTokensPayloadSchema } from '@postcraft/contracts';
import { ConnectedAccountModel } from '@postcraft/data';
import { refreshAccountTokens, type RefreshOutcome } from '../../connections/account-tokens.js';
import { defineJob } from '../job-definition.js';

/**
 * Every 10 minutes: refreshes the tokens of connected accounts that expire within the window, so
 * a scheduled post never meets an expired token.
 */
export const refreshExpiringTokensJob = defineJob({
  name: REFRESH_EXPIRING_TOKENS,
  payloadSchema: RefreshExpiringTokensPayloadSchema,
  every: '10 minutes',
  async handle({ windowMinutes, batchSize }, { logger, services }) {
    const now = new Date();
    const due = await ConnectedAccountModel.find({
      status: 'connected',
      accessExpiresAt: { $ne: null, $lt: new Date(now.getTime() + windowMinutes * 60_000) },
    })
      .sort({ accessExpiresAt: 1 })
      .limit(batchSize);

    const counts: Record<RefreshOutcome, number> = {
      refreshed: 0,
      reconnect_needed: 0,
      skipped: 0,
      failed: 0,
    };
    for (const account of due) {
      const { outcome, reason } = await refreshAccountTokens(account, services, now);
      counts[outcome] += 1;
      if (outcome === 'failed' || outcome === 'reconnect_needed') {
        logger.warn(
          { accountId: account.id, platform: account.platform, outcome, reason },
          'token refresh did not succeed',
        );
      }
    }
    logger.info({ due: due.length, ...counts }, 'refreshed expiring tokens');
  },
});
