import {
  connectionCallbackPath,
  SANDBOX_CONSENT_MESSAGES,
  translateApiMessage,
} from '@postcraft/contracts';
import {
  claimOnce,
  SandboxAccountModel,
  SandboxAuthRequestModel,
  SandboxGrantModel,
  type SandboxGrantRecord,
} from '@postcraft/data';
import { pkceChallenge } from '@postcraft/platforms';
import { Router, type Request, type Response } from 'express';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SandboxDeps } from './sandbox.deps.js';
import {
  browserHashOf,
  browserKeyOf,
  isSameBrowser,
  newRandomValue,
  setConsentCookie,
} from './sandbox-consent-cookie.js';
import {
  AuthorizeQuerySchema,
  cleanTextRefusalOf,
  ConsentBodySchema,
  formBody,
  RevokeBodySchema,
  TokenBodySchema,
} from './sandbox-oauth.schemas.js';
import { readSandboxVisitor } from './sandbox-visitor.js';
import {
  pageContextOf,
  renderConsentPage,
  renderProviderError,
  type PageContext,
} from './sandbox.pages.js';

const CODE_TTL_MS = 60_000;
const AUTH_REQUEST_TTL_MS = 10 * 60_000;
export const SANDBOX_ACCESS_TTL_SEC = 60 * 60;
export const SANDBOX_REFRESH_TTL_SEC = 30 * 24 * 60 * 60;
const SUPPORTED_SCOPES = new Set(['profile', 'publish']);
const USERNAME = /^[a-z0-9_.]{3,30}$/;

export const hashToken = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = (prefix: string) => `${prefix}_${randomBytes(32).toString('base64url')}`;

/**
 * The sandbox's OAuth 2.0 authorisation server (RFC 6749 with PKCE, RFC 7636): a consent page,
 * single-use codes bound to the redirect URI and challenge, rotating refresh tokens, revocation.
 */
export function createSandboxOAuthRouter(deps: SandboxDeps): Router {
  const router = Router();
  const { clientId, clientSecret } = deps.config.platforms.sandbox;

  router.get('/oauth/authorize', async (req, res) => {
    const page = pageContextOf((await readSandboxVisitor(req, deps.authenticator)).language);
    const parsed = AuthorizeQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      const message = cleanTextRefusalOf(parsed.error);
      if (message)
        return providerError(res, deps, page, translateApiMessage(message, page.language));
      return providerError(res, deps, page, page.texts.errors.badParameters);
    }
    const query = parsed.data;
    // Without a known client and redirect URI there is nowhere safe to send an error (§4.1.2.1).
    if (query.client_id !== clientId)
      return providerError(res, deps, page, page.texts.errors.unknownClient);
    if (!query.redirect_uri || !isAllowedRedirect(deps, query.redirect_uri)) {
      return providerError(res, deps, page, page.texts.errors.unregisteredRedirect);
    }
    const redirectError = (error: string, description: string) =>
      res.redirect(
        303,
        withParams(query.redirect_uri!, {
          error,
          error_description: description,
          state: query.state,
        }),
      );
    if (query.response_type !== 'code')
      return redirectError('unsupported_response_type', 'response_type must be code');
    if (!query.state) return redirectError('invalid_request', 'state is required');
    if (!query.code_challenge || query.code_challenge_method !== 'S256') {
      return redirectError('invalid_request', 'PKCE with code_challenge_method=S256 is required');
    }
    const scopes = (query.scope ?? '').split(' ').filter(Boolean);
    if (scopes.length === 0 || !scopes.every((scope) => SUPPORTED_SCOPES.has(scope))) {
      return redirectError('invalid_scope', 'Scopes must be among: profile publish');
    }

    // The id the form sends back is 32 random bytes; only its hash is stored, with the hash of
    // the cookie that binds the consent to this browser.
    const requestId = newRandomValue();
    const browserKey = browserKeyOf(req);
    await SandboxAuthRequestModel.create({
      _id: hashToken(requestId),
      browserHash: browserHashOf(browserKey),
      clientId,
      redirectUri: query.redirect_uri,
      state: query.state,
      scope: scopes.join(' '),
      codeChallenge: query.code_challenge,
      expiresAt: new Date(Date.now() + AUTH_REQUEST_TTL_MS),
    });
    setConsentCookie(req, res, browserKey, AUTH_REQUEST_TTL_MS);
    sendPage(
      res,
      deps,
      renderConsentPage(page, { requestId, scopes, suggestedUsername: suggestUsername() }),
    );
  });

  router.post('/oauth/consent', async (req, res) => {
    const page = pageContextOf((await readSandboxVisitor(req, deps.authenticator)).language);
    const parsed = ConsentBodySchema.safeParse(formBody(req.body));
    if (!parsed.success) {
      const message = cleanTextRefusalOf(parsed.error);
      if (message)
        return providerError(res, deps, page, translateApiMessage(message, page.language));
      return providerError(res, deps, page, page.texts.errors.badConsentForm);
    }
    const body = parsed.data;
    const request = await SandboxAuthRequestModel.findById(hashToken(body.requestId));
    if (!request || request.expiresAt <= new Date()) {
      return providerError(
        res,
        deps,
        page,
        translateApiMessage(SANDBOX_CONSENT_MESSAGES.requestExpired, page.language),
      );
    }
    // Only the browser that was shown this request's page may answer it (its cookie).
    if (!isSameBrowser(req, request.browserHash)) {
      return providerError(
        res,
        deps,
        page,
        translateApiMessage(SANDBOX_CONSENT_MESSAGES.otherBrowser, page.language),
        403,
      );
    }
    const isAllowed = body.decision === 'allow';
    const username = (body.username ?? '').trim().toLowerCase().replace(/^@/, '');
    // A username the form refuses leaves the request open, so the user can correct it.
    if (isAllowed && !USERNAME.test(username)) {
      return sendPage(
        res,
        deps,
        renderConsentPage(page, {
          requestId: body.requestId,
          scopes: request.scope.split(' '),
          suggestedUsername: username,
          error: page.texts.consent.badUsername,
        }),
        400,
      );
    }
    if (!(await claimOnce(`sandbox:request:${request._id}`, request.expiresAt))) {
      return providerError(res, deps, page, page.texts.errors.alreadyAnswered);
    }
    if (!isAllowed) {
      return res.redirect(
        303,
        withParams(request.redirectUri, {
          error: 'access_denied',
          error_description: 'The user denied access',
          state: request.state,
        }),
      );
    }
    const account = await findOrCreateAccount(username, (body.displayName ?? '').trim());
    const code = newToken('sbc');
    await SandboxGrantModel.create({
      _id: hashToken(code),
      kind: 'code',
      accountId: account._id,
      clientId: request.clientId,
      scope: request.scope,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      familyId: randomBytes(12).toString('hex'),
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    res.redirect(303, withParams(request.redirectUri, { code, state: request.state }));
  });

  router.post('/oauth/token', async (req, res) => {
    const parsed = TokenBodySchema.safeParse(formBody(req.body));
    if (!parsed.success) return invalidRequest(res);
    const body = parsed.data;
    if (!clientAuthenticated(req, body, clientId, clientSecret)) {
      res.set('WWW-Authenticate', 'Basic realm="sandbox"');
      return res
        .status(401)
        .json({ error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    const invalidGrant = (description: string) =>
      res.status(400).json({ error: 'invalid_grant', error_description: description });

    if (body.grant_type === 'authorization_code') {
      const grant = await liveGrant(body.code, 'code');
      if (!grant) return invalidGrant('The code is invalid or expired');
      if (!(await claimOnce(`sandbox:code:${grant._id}`, grant.expiresAt))) {
        await revokeFamily(grant.familyId);
        return invalidGrant('The code was already used');
      }
      if (grant.redirectUri !== body.redirect_uri)
        return invalidGrant('redirect_uri does not match');
      if (!body.code_verifier || pkceChallenge(body.code_verifier) !== grant.codeChallenge) {
        return invalidGrant('code_verifier does not match the challenge');
      }
      return res.json(await issueTokens(grant));
    }

    if (body.grant_type === 'refresh_token') {
      const grant = await liveGrant(body.refresh_token, 'refresh');
      if (!grant) return invalidGrant('The refresh token is invalid, expired or revoked');
      // Rotation: a refresh token works once; using it again revokes the whole family.
      if (!(await claimOnce(`sandbox:refresh:${grant._id}`, grant.expiresAt))) {
        await revokeFamily(grant.familyId);
        return invalidGrant('The refresh token was already used');
      }
      await SandboxGrantModel.updateOne({ _id: grant._id }, { $set: { revokedAt: new Date() } });
      return res.json(await issueTokens(grant));
    }

    res
      .status(400)
      .json({ error: 'unsupported_grant_type', error_description: 'grant_type not supported' });
  });

  // RFC 7009: answers 200 whether or not the token was known.
  router.post('/oauth/revoke', async (req, res) => {
    const parsed = RevokeBodySchema.safeParse(formBody(req.body));
    if (!parsed.success) return invalidRequest(res);
    if (!clientAuthenticated(req, parsed.data, clientId, clientSecret)) {
      return res
        .status(401)
        .json({ error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    const { token } = parsed.data;
    const grant = token ? await SandboxGrantModel.findById(hashToken(token)).lean() : null;
    if (grant) await revokeFamily(grant.familyId);
    res.status(200).end();
  });

  return router;
}

async function liveGrant(token: string | undefined, kind: SandboxGrantRecord['kind']) {
  if (!token) return null;
  const grant = await SandboxGrantModel.findById(hashToken(token)).lean();
  if (!grant || grant.kind !== kind || grant.revokedAt || grant.expiresAt <= new Date())
    return null;
  return grant;
}

async function issueTokens(from: SandboxGrantRecord) {
  const access = newToken('sba');
  const refresh = newToken('sbr');
  const now = Date.now();
  const common = {
    accountId: from.accountId,
    clientId: from.clientId,
    scope: from.scope,
    familyId: from.familyId,
  };
  await SandboxGrantModel.create([
    {
      _id: hashToken(access),
      kind: 'access',
      ...common,
      expiresAt: new Date(now + SANDBOX_ACCESS_TTL_SEC * 1000),
    },
    {
      _id: hashToken(refresh),
      kind: 'refresh',
      ...common,
      expiresAt: new Date(now + SANDBOX_REFRESH_TTL_SEC * 1000),
    },
  ]);
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: SANDBOX_ACCESS_TTL_SEC,
    refresh_token: refresh,
    refresh_token_expires_in: SANDBOX_REFRESH_TTL_SEC,
    scope: from.scope,
  };
}

async function revokeFamily(familyId: string) {
  await SandboxGrantModel.updateMany(
    { familyId, revokedAt: null },
    { $set: { revokedAt: new Date() } },
  );
}

async function findOrCreateAccount(username: string, displayName: string) {
  const existing = await SandboxAccountModel.findOne({ username });
  if (existing) return existing;
  try {
    return await SandboxAccountModel.create({
      username,
      displayName: displayName.slice(0, 60) || username,
      followers: followersFor(username),
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
    return (await SandboxAccountModel.findOne({ username }))!;
  }
}

/** A stable, plausible audience so the accounts card has a figure to show. */
function followersFor(username: string): number {
  return 100 + (createHash('sha256').update(username).digest().readUInt16BE(0) % 4900);
}

function suggestUsername(): string {
  return `creator_${randomBytes(2).toString('hex')}`;
}

/** HTTP Basic (RFC 6749 §2.3.1) or client_id/client_secret in the form. */
function clientAuthenticated(
  req: Request,
  form: { client_id?: string | undefined; client_secret?: string | undefined },
  clientId: string,
  clientSecret: string,
): boolean {
  let id = form.client_id;
  let secret = form.client_secret;
  const basic = /^Basic\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    try {
      const decode = (value: string) => decodeURIComponent(value.replace(/\+/g, ' '));
      id = decode(decoded.slice(0, colon));
      secret = decode(decoded.slice(colon + 1));
    } catch {
      return false; // a malformed %-escape: credentials that cannot be right
    }
  }
  return id === clientId && typeof secret === 'string' && safeEqual(secret, clientSecret);
}

/** RFC 6749 §5.2: a parameter repeated, of the wrong type, or a body of another type. */
function invalidRequest(res: Response) {
  res.status(400).json({
    error: 'invalid_request',
    error_description: 'Send a form (application/x-www-form-urlencoded) with each parameter once',
  });
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(hashToken(a));
  const right = Buffer.from(hashToken(b));
  return timingSafeEqual(left, right);
}

/** Only Postcraft's own callback, on one of its origins. */
function isAllowedRedirect(deps: SandboxDeps, redirectUri: string): boolean {
  try {
    const url = new URL(redirectUri);
    const allowedOrigins = new Set([
      new URL(deps.config.publicUrl).origin,
      ...deps.config.corsOrigins,
    ]);
    return (
      allowedOrigins.has(url.origin) &&
      url.pathname === connectionCallbackPath('sandbox') &&
      !url.search
    );
  } catch {
    return false;
  }
}

function withParams(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/** An error page; `message` is already in the reader's language (`page`). */
function providerError(
  res: Response,
  deps: SandboxDeps,
  page: PageContext,
  message: string,
  status = 400,
) {
  sendPage(res, deps, renderProviderError(page, message), status);
}

/** The sandbox's pages may post their forms to the app's origins (its callback follows). */
export function sendPage(res: Response, deps: SandboxDeps, html: string, status = 200) {
  const origins = [
    ...new Set([new URL(deps.config.publicUrl).origin, ...deps.config.corsOrigins]),
  ].join(' ');
  res.set(
    'Content-Security-Policy',
    `default-src 'self'; img-src 'self' data: blob: https:; media-src 'self' blob:; style-src 'unsafe-inline'; form-action 'self' ${origins}; frame-ancestors 'none'; base-uri 'none'`,
  );
  res.set('Cache-Control', 'no-store');
  res.status(status).type('html').send(html);
}
