import { createHash, createHmac, randomBytes } from 'node:crypto';
import { API_ERROR_MESSAGES, AUTH_LIMITS } from '@postcraft/contracts';
import {
  loginRotationKey,
  newSessionId,
  rotationKeyOf,
  SessionModel,
  type SessionDocument,
} from '@postcraft/data';
import type { Types } from 'mongoose';
import type { ApiConfig } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import { signAccessToken } from '../../lib/auth.js';
import { isDuplicateKeyError } from '../../lib/mongo-errors.js';
import type { SessionRevocations } from '../../lib/session-revocations.js';
import type { ClientInfo } from './auth.deps.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Without remember-me the cookie ends with the browser; the server ends the session after a day. */
const BROWSER_SESSION_MS = DAY_MS;
const REMEMBER_ME_MS = AUTH_LIMITS.rememberMeDays * DAY_MS;

const SESSION_ENDED = API_ERROR_MESSAGES.sessionEnded;

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  rememberMe: boolean;
}

export const sessionLifetimeMs = (rememberMe: boolean) =>
  rememberMe ? REMEMBER_ME_MS : BROWSER_SESSION_MS;

/** A login's refresh token is 32 random bytes; only the sha256 of any token is stored. */
const newRefreshToken = () => randomBytes(32).toString('base64url');

/**
 * The token that exchanging `refreshToken` gives: an HMAC of it under JWT_REFRESH_SECRET, as
 * unguessable as a random one without the secret, and the same for every request that exchanges
 * it, so that the requests of one client racing to refresh all get the one new token.
 */
const rotatedRefreshToken = (config: Readonly<ApiConfig>, refreshToken: string) =>
  createHmac('sha256', config.secrets.JWT_REFRESH_SECRET)
    .update(`rotate:${refreshToken}`)
    .digest('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

const clientFields = (client: ClientInfo) => ({
  userAgent: client.userAgent.slice(0, 300),
  ip: client.ip.slice(0, 64),
});

/** Starts a session (a new refresh-token family) and issues its first tokens. */
export async function startSession(
  config: Readonly<ApiConfig>,
  userId: Types.ObjectId,
  rememberMe: boolean,
  client: ClientInfo,
): Promise<IssuedTokens> {
  const sessionId = newSessionId();
  const refreshToken = newRefreshToken();
  await SessionModel.create({
    _id: sessionId,
    familyId: sessionId,
    userId,
    tokenHash: hashRefreshToken(refreshToken),
    rotationOf: loginRotationKey(sessionId),
    rememberMe,
    expiresAt: new Date(Date.now() + sessionLifetimeMs(rememberMe)),
    ...clientFields(client),
  });
  const accessToken = signAccessToken(config, {
    userId: userId.toString(),
    sessionId: sessionId.toString(),
  });
  return { accessToken, refreshToken, rememberMe };
}

/**
 * Revokes every token of a session: its access tokens fail at once, its refresh tokens too, and
 * its sockets are disconnected (announced to `revocations` once written). The filter names the
 * user so that only their sessions version changes (session.model.ts).
 */
export async function revokeSession(
  {
    userId,
    familyId,
  }: {
    userId: Types.ObjectId | string;
    familyId: Types.ObjectId | string;
  },
  revocations: SessionRevocations,
): Promise<void> {
  await SessionModel.updateMany(
    { userId, familyId, revokedAt: null },
    { $set: { revokedAt: new Date() } },
  ).exec();
  revocations.announce({ userId: userId.toString(), sessionId: familyId.toString() });
}

/** Revokes all sessions of a user, or all but one, and disconnects their sockets. */
export async function revokeUserSessions(
  userId: Types.ObjectId | string,
  revocations: SessionRevocations,
  options: { except?: string } = {},
): Promise<void> {
  await SessionModel.updateMany(
    {
      userId,
      revokedAt: null,
      ...(options.except ? { familyId: { $ne: options.except } } : {}),
    },
    { $set: { revokedAt: new Date() } },
  ).exec();
  revocations.announce({ userId: userId.toString(), exceptSessionId: options.except });
}

export async function findSessionByRefreshToken(
  refreshToken: string,
): Promise<SessionDocument | null> {
  return SessionModel.findOne({ tokenHash: hashRefreshToken(refreshToken) }).exec();
}

interface RotationDeps {
  config: Readonly<ApiConfig>;
  revocations: SessionRevocations;
}

/**
 * Exchanges a refresh token for new tokens. The exchange is a unique insert (`rotationOf`), so a
 * token is exchanged once; the new token is derived from the old one, so requests racing to
 * exchange it all get the same tokens (see exchangedAgain). A token presented again after its
 * exchange means two parties hold it (a stolen cookie) unless it comes from the client that
 * exchanged it within REFRESH_REUSE_GRACE_MS: otherwise the whole session is revoked.
 * The session's end moves forward with each exchange (7 days, or 24 hours without remember-me).
 */
export async function rotateSession(
  deps: RotationDeps,
  refreshToken: string,
  client: ClientInfo,
): Promise<IssuedTokens> {
  const { config, revocations } = deps;
  const current = await findSessionByRefreshToken(refreshToken);
  const now = new Date();
  if (!current || current.revokedAt || current.expiresAt <= now) {
    throw new AppError('unauthorized', SESSION_ENDED);
  }
  const nextToken = rotatedRefreshToken(config, refreshToken);
  if (current.replacedBy) return exchangedAgain(deps, current, nextToken, client, now);

  const next = new SessionModel({
    familyId: current.familyId,
    userId: current.userId,
    tokenHash: hashRefreshToken(nextToken),
    rotationOf: rotationKeyOf(current._id),
    rememberMe: current.rememberMe,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs(current.rememberMe)),
    ...clientFields(client),
  });
  try {
    await next.save();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // Another request exchanged this token first.
    return exchangedAgain(deps, current, nextToken, client, now);
  }
  // Written by the one request whose insert won: no two writers of this document.
  await SessionModel.updateOne(
    // The user named, so that only their sessions version changes.
    { _id: current._id, userId: current.userId },
    { $set: { replacedBy: next._id, lastUsedAt: now } },
  ).exec();

  await assertSessionNotRevoked(current, revocations);
  return issuedTokens(config, current, nextToken);
}

/**
 * A token already exchanged, shown again. From the client that exchanged it (same user agent and
 * address) within the grace, it is one of several requests that raced (tabs, retries): they get
 * the tokens of that exchange. Otherwise someone else holds it: the session is revoked.
 */
async function exchangedAgain(
  { config, revocations }: RotationDeps,
  current: SessionDocument,
  nextToken: string,
  client: ClientInfo,
  now: Date,
): Promise<IssuedTokens> {
  const next = await SessionModel.findOne(
    { rotationOf: rotationKeyOf(current._id), userId: current.userId },
    { tokenHash: 1, revokedAt: 1, createdAt: 1, userAgent: 1, ip: 1 },
  )
    .lean()
    .exec();
  const caller = clientFields(client);
  const isSameExchange =
    !!next &&
    !next.revokedAt &&
    next.tokenHash === hashRefreshToken(nextToken) &&
    now.getTime() - next.createdAt.getTime() < config.refreshReuseGraceMs &&
    next.userAgent === caller.userAgent &&
    next.ip === caller.ip;
  if (!isSameExchange) {
    await revokeSession(current, revocations);
    throw new AppError('unauthorized', SESSION_ENDED);
  }
  await assertSessionNotRevoked(current, revocations);
  return issuedTokens(config, current, nextToken);
}

/** A revocation (logout, password reset) that ran while we exchanged must win. */
async function assertSessionNotRevoked(
  current: SessionDocument,
  revocations: SessionRevocations,
): Promise<void> {
  const family = await SessionModel.findById(current.familyId, { revokedAt: 1 }).lean().exec();
  if (!family || family.revokedAt) {
    await revokeSession(current, revocations);
    throw new AppError('unauthorized', SESSION_ENDED);
  }
}

function issuedTokens(
  config: Readonly<ApiConfig>,
  current: SessionDocument,
  refreshToken: string,
): IssuedTokens {
  const accessToken = signAccessToken(config, {
    userId: current.userId.toString(),
    sessionId: current.familyId.toString(),
  });
  return { accessToken, refreshToken, rememberMe: current.rememberMe };
}
