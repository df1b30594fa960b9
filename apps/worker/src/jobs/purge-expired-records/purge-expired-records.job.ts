import { PURGE_EXPIRED_RECORDS, PurgeExpiredRecordsPayloadSchema } from '@postcraft/contracts';
import {
  OAuthSessionModel,
  OneTimeClaimModel,
  SandboxAuthRequestModel,
  SandboxGrantModel,
  SessionModel,
  VerificationCodeClaimModel,
  VerificationCodeModel,
} from '@postcraft/data';
import { defineJob } from '../job-definition.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what has expired: verification codes and their try claims, sessions past their end,
 * account-connection attempts and one-time claims (OAuth states, token-refresh turns), the sandbox
 * provider's consent requests, codes and tokens. The database has no TTL indexes (FerretDB).
 */
export const purgeExpiredRecordsJob = defineJob({
  name: PURGE_EXPIRED_RECORDS,
  payloadSchema: PurgeExpiredRecordsPayloadSchema,
  every: '1 hour',
  async handle({ graceDays }, { logger }) {
    const cutoff = new Date(Date.now() - graceDays * DAY_MS);
    const expired = { expiresAt: { $lt: cutoff } };
    const [
      codes,
      claims,
      sessions,
      connectionAttempts,
      oneTimeClaims,
      sandboxRequests,
      sandboxGrants,
    ] = await Promise.all([
      VerificationCodeModel.deleteMany(expired),
      VerificationCodeClaimModel.deleteMany(expired),
      SessionModel.deleteMany(expired),
      OAuthSessionModel.deleteMany(expired),
      OneTimeClaimModel.deleteMany(expired),
      SandboxAuthRequestModel.deleteMany(expired),
      SandboxGrantModel.deleteMany(expired),
    ]);
    logger.info(
      {
        codes: codes.deletedCount,
        claims: claims.deletedCount,
        sessions: sessions.deletedCount,
        connectionAttempts: connectionAttempts.deletedCount,
        oneTimeClaims: oneTimeClaims.deletedCount,
        sandboxRequests: sandboxRequests.deletedCount,
        sandboxGrants: sandboxGrants.deletedCount,
      },
      'purged expired records',
    );
  },
});
