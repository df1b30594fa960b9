import { createSecretKey, type KeyObject } from 'node:crypto';
import { API_ERROR_MESSAGES, API_KEY_MESSAGES, type ApiKeyResource } from '@postcraft/contracts';
import { readOwnerVersions, type OwnerVersions } from '@postcraft/data';
import type { Request, RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { isValidObjectId } from 'mongoose';
import { z } from 'zod';
import type { ApiConfig } from '../config/env.js';
import { AppError } from './app-error.js';
import { isApiKey, type ApiKeyAuthenticator } from './api-key-auth.js';
import { createLiveSessions, type LiveSessions } from './live-sessions.js';
import { createSessionRevocations, type SessionRevocations } from './session-revocations.js';

/** Who made the request: the user and their session (the refresh-token family's id). */
export interface AuthContext {
  userId: string;
  /** The session's id; for a request made with an API key, `api-key:<its id>` (no session). */
  sessionId: string;
  /** Set when the request was made with an API key. */
  apiKeyId?: string;
}

declare global {
  // Express exposes its Request for augmentation only through this global namespace.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by requireAuth. */
      auth?: AuthContext;
      /**
       * The caller's versions, read by requireAuth in the same round trip as the sessions
       * version it needed: answers kept for this request are checked against them (they were
       * read after the request started, so every write that answered before it is in them).
       */
      ownerVersions?: OwnerVersions;
    }
  }
}

/** httpOnly cookie with the access JWT (SameSite=Lax, path /). */
export const ACCESS_COOKIE = 'pc_access';
/** httpOnly cookie with the refresh token (SameSite=Strict, path /api/user only). */
export const REFRESH_COOKIE = 'pc_refresh';
export const AUTH_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE] as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'postcraft';
const AUDIENCE = 'postcraft-api';

const NOT_LOGGED_IN = API_ERROR_MESSAGES.notLoggedIn;

const accessClaimsSchema = z.object({
  sub: z.string().refine(isValidObjectId),
  sid: z.string().refine(isValidObjectId),
});

const cookiesSchema = z.looseObject({
  [ACCESS_COOKIE]: z.string().optional(),
  [REFRESH_COOKIE]: z.string().optional(),
});

/** The auth cookies a request carries (cookie-parser's result, checked). */
export function readAuthCookies(req: Request): { access?: string; refresh?: string } {
  const parsed = cookiesSchema.safeParse(req.cookies ?? {});
  if (!parsed.success) return {};
  return { access: parsed.data[ACCESS_COOKIE], refresh: parsed.data[REFRESH_COOKIE] };
}

/** The token of an `Authorization: Bearer` header, if the request has one. */
export function readBearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

const accessKeys = new Map<string, KeyObject>();

/**
 * The access-token secret as a key object, made once per secret. Given the string, jsonwebtoken
 * first tries it as a PEM public key on every call, and that failure (an exception) was about a
 * sixth of the API's busy time per authenticated request in bench/calendar-month.
 */
function accessKeyOf(config: Pick<Readonly<ApiConfig>, 'secrets'>): KeyObject {
  const secret = config.secrets.JWT_ACCESS_SECRET;
  let key = accessKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    accessKeys.set(secret, key);
  }
  return key;
}

export function signAccessToken(
  config: Pick<Readonly<ApiConfig>, 'secrets'>,
  { userId, sessionId }: AuthContext,
): string {
  return jwt.sign({ sid: sessionId }, accessKeyOf(config), {
    algorithm: 'HS256',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    subject: userId,
    issuer: ISSUER,
    audience: AUDIENCE,
  });
}

/** The claims of a valid, unexpired access token, or undefined. Does not look at the session. */
export function verifyAccessToken(
  config: Pick<Readonly<ApiConfig>, 'secrets'>,
  token: string,
): AuthContext | undefined {
  try {
    const payload = jwt.verify(token, accessKeyOf(config), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const claims = accessClaimsSchema.safeParse(payload);
    return claims.success ? { userId: claims.data.sub, sessionId: claims.data.sid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks access tokens and the sessions they belong to, for one API process, and carries the
 * process's announcements of revoked sessions (HTTP routes revoke, the socket server listens).
 */
export interface Authenticator {
  readonly config: Pick<Readonly<ApiConfig>, 'secrets'>;
  readonly liveSessions: LiveSessions;
  readonly revocations: SessionRevocations;
  /** Checks API keys, on the routes that take them; without it, every key is refused. */
  readonly apiKeys?: ApiKeyAuthenticator;
}

/** An authenticator keeping live sessions of its own (one per app). */
export function createAuthenticator(
  config: Pick<Readonly<ApiConfig>, 'secrets'>,
  liveSessions: LiveSessions = createLiveSessions(),
  revocations: SessionRevocations = createSessionRevocations(),
): Authenticator {
  return { config, liveSessions, revocations };
}

/**
 * Authenticates with an API key (`Authorization: Bearer pcft_…`, on routes that name the resource
 * its scopes are checked against), `Authorization: Bearer <jwt>` (the OAuth popup) or else the
 * `pc_access` cookie (the browser), then checks that the session has not been revoked (logout,
 * password reset, stolen refresh token), so revocation takes effect at once rather than when the
 * 15-minute token expires.
 */
export function requireAuth(
  authenticator: Authenticator,
  /**
   * The resource whose API-key scope opens this route (see scopeFor); without one, the route
   * takes the signed-in session only (the account's security, its keys, its billing).
   */
  { apiKey }: { apiKey?: ApiKeyResource } = {},
): RequestHandler {
  return async (req, res, next) => {
    const bearer = readBearerToken(req);
    if (bearer && isApiKey(bearer)) {
      if (!apiKey || !authenticator.apiKeys) {
        throw new AppError('forbidden', API_KEY_MESSAGES.sessionOnly);
      }
      await authenticator.apiKeys.authenticate(req, res, bearer, apiKey);
      return next();
    }
    const token = bearer ?? readAuthCookies(req).access;
    const authenticated = await authenticateAccessToken(authenticator, token);
    if (!authenticated) throw new AppError('unauthorized', NOT_LOGGED_IN);
    req.auth = authenticated.claims;
    req.ownerVersions = authenticated.versions;
    next();
  };
}

/**
 * The caller of a valid, unexpired access token whose session is still live (not revoked), with
 * the caller's versions when PostgreSQL answered, or undefined. HTTP routes (requireAuth) and the
 * real-time channel both authenticate through it. The session's liveness costs one PostgreSQL
 * read (the user's versions) while it is kept (see createLiveSessions), else a MongoDB lookup;
 * without PostgreSQL, the lookup every time.
 */
export async function authenticateAccessToken(
  { config, liveSessions }: Authenticator,
  token: string | undefined,
): Promise<{ claims: AuthContext; versions: OwnerVersions | undefined } | undefined> {
  const claims = token ? verifyAccessToken(config, token) : undefined;
  if (!claims) return undefined;
  const versions = await readOwnerVersions(claims.userId).catch(() => undefined);
  const live = await liveSessions.isLive(claims.userId, claims.sessionId, versions?.sessions);
  return live ? { claims, versions } : undefined;
}

/**
 * Whether a session authenticated earlier is still live (not revoked since), at the same cost as
 * authenticateAccessToken's check: the real-time channel asks it before each event, since a
 * socket outlives the access token it showed.
 */
export async function isSessionLive(
  { liveSessions }: Authenticator,
  { userId, sessionId }: AuthContext,
): Promise<boolean> {
  const versions = await readOwnerVersions(userId).catch(() => undefined);
  return liveSessions.isLive(userId, sessionId, versions?.sessions);
}

/** The authenticated caller of a route behind requireAuth. */
export function authOf(req: Request): AuthContext {
  if (!req.auth) throw new AppError('unauthorized', NOT_LOGGED_IN);
  return req.auth;
}
