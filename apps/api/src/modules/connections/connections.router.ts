import {
  ACTIVE_ACCOUNTS_PATH,
  ChooseActiveAccountRequestSchema,
  CONNECTABLE_PLATFORM_IDS,
  CONNECTION_MESSAGES,
  ConnectablePlatformIdSchema,
  ConnectionSessionIdSchema,
  connectionCallbackPath,
  connectionStartPath,
  CreateConnectionSessionRequestSchema,
  DisconnectQuerySchema,
  type ConnectablePlatformId,
  type ActiveAccountsResponse,
  type CreateConnectionSessionResponse,
  type PendingPostsResponse,
  type PlatformListResponse,
  userText,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { authOf, requireAuth, type Authenticator } from '../../lib/auth.js';
import { localize } from '../../lib/request-language.js';
import { validate } from '../../lib/validate.js';
import { makeAccountActive, readActiveAccounts } from './active-accounts.service.js';
import { renderChannelForm } from './channel-form.page.js';
import { completeConnection, startConnection } from './connection-flow.service.js';
import type { ConnectionDeps } from './connection.deps.js';
import {
  openConnectionSession,
  readConnectionSessionStatus,
} from './connection-session.service.js';
import { disconnectAccount } from './disconnect.service.js';
import { countPendingPostsOn } from './pending-posts.service.js';

const text = userText().max(4096).optional();
const callbackQuerySchema = z.object({
  state: text,
  code: text,
  error: userText().max(200).optional(),
  error_description: userText({ multiline: true }).max(1000).optional(),
});
const channelFormSchema = z.object({ state: text, channel: userText().trim().max(100).optional() });
const startQuerySchema = z.object({
  sessionId: userText().max(128).optional(),
  token: userText().max(128).optional(),
});
const statusQuerySchema = z.object({ sessionId: ConnectionSessionIdSchema });

/** Routes relative to /api: the spec's start addresses are given from the site root. */
const underApi = (path: string) => path.replace(/^\/api/, '');

/**
 * Connecting social accounts (spec 000 §4, §7): the platforms offered, connection sessions, the
 * popup's start addresses and the platforms' callbacks, session status polling, and disconnect.
 */
export function createConnectionsRouter(
  deps: ConnectionDeps,
  authenticator: Authenticator,
): Router {
  const router = Router();
  const authenticated = requireAuth(authenticator);
  // What a script may do with an `accounts` key: read and choose accounts, disconnect. Connecting
  // takes the signed-in user through the platform's consent, in a browser.
  const accounts = requireAuth(authenticator, { apiKey: 'accounts' });

  router.get('/connections/platforms', accounts, (_req, res) => {
    const answer: PlatformListResponse = { data: { platforms: deps.registry.list() } };
    res.json(answer);
  });

  router.post('/connections/sessions', authenticated, async (req, res) => {
    const { body } = validate(req, { body: CreateConnectionSessionRequestSchema });
    const data = await openConnectionSession(
      deps,
      authOf(req).userId,
      body,
      returnOriginOf(req, deps),
    );
    const answer: CreateConnectionSessionResponse = { data };
    res.status(201).json(answer);
  });

  for (const platform of CONNECTABLE_PLATFORM_IDS) {
    router.get(underApi(connectionStartPath(platform)), async (req, res) => {
      const { query } = validate(req, { query: startQuerySchema });
      const outcome = await startConnection(deps, platform, query);
      noStore(res);
      if (outcome.kind === 'redirect') return res.redirect(303, outcome.location);
      res.type('html').send(renderChannelForm(outcome.adapter, outcome.state));
    });

    router.get(underApi(connectionCallbackPath(platform)), async (req, res) => {
      const { query } = validate(req, { query: callbackQuerySchema });
      const location = await completeConnection(
        deps,
        platform,
        {
          state: query.state,
          code: query.code,
          error: query.error,
          errorDescription: query.error_description,
        },
        req.log,
      );
      noStore(res);
      res.redirect(303, location);
    });

    router.get(`/${platform}/session-status`, authenticated, async (req, res) => {
      const { query } = validate(req, { query: statusQuerySchema });
      const status = await readConnectionSessionStatus(
        authOf(req).userId,
        platform,
        query.sessionId,
      );
      res.json({ ...status, error: status.error && localize(req, status.error) });
    });
  }

  // Telegram's channel form posts here; like an OAuth callback it is identified by its state.
  router.post(underApi(connectionCallbackPath('telegram')), async (req, res) => {
    const { body } = validate(req, { body: channelFormSchema });
    const location = await completeConnection(deps, 'telegram', body, req.log);
    noStore(res);
    res.redirect(303, location);
  });

  router.delete(['/user/disconnect', '/user/disconnect/'], authenticated, () => {
    throw new AppError('validation_failed', CONNECTION_MESSAGES.platformRequired);
  });
  router.delete('/user/disconnect/:platform', accounts, async (req, res) => {
    const platform = parsePlatform(req.params.platform);
    const { query } = validate(req, { query: DisconnectQuerySchema });
    const answer = await disconnectAccount(
      deps,
      authOf(req).userId,
      platform,
      query.pendingPosts,
      req.log,
    );
    res.json({ ...answer, message: localize(req, answer.message) });
  });

  // Which accounts publish: a plan allowing fewer than are connected leaves the others idle.
  router.get(underApi(ACTIVE_ACCOUNTS_PATH), accounts, async (req, res) => {
    const data = await readActiveAccounts(deps.config.payments, asOwnerId(authOf(req).userId));
    const answer: ActiveAccountsResponse = { data };
    res.json(answer);
  });

  router.put(underApi(ACTIVE_ACCOUNTS_PATH), accounts, async (req, res) => {
    const { body } = validate(req, { body: ChooseActiveAccountRequestSchema });
    const data = await makeAccountActive(
      deps.config.payments,
      asOwnerId(authOf(req).userId),
      body.platform,
    );
    const answer: ActiveAccountsResponse = { data };
    res.json(answer);
  });

  // What the disconnect dialog says about the pending posts before the user chooses.
  router.get('/connections/:platform/pending-posts', accounts, async (req, res) => {
    const platform = parsePlatform(req.params.platform);
    const pendingPosts = await countPendingPostsOn(asOwnerId(authOf(req).userId), platform);
    const answer: PendingPostsResponse = { data: { platform, pendingPosts } };
    res.json(answer);
  });

  return router;
}

function parsePlatform(value: unknown): ConnectablePlatformId {
  const raw = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!raw) throw new AppError('validation_failed', CONNECTION_MESSAGES.platformRequired);
  const parsed = ConnectablePlatformIdSchema.safeParse(raw === 'x' ? 'twitter' : raw);
  if (!parsed.success) throw new AppError('validation_failed', CONNECTION_MESSAGES.unknownPlatform);
  return parsed.data;
}

/** The app window's origin (checked by the CSRF guard when present), else the public one. */
function returnOriginOf(req: Request, deps: ConnectionDeps): string {
  const origin = req.get('origin');
  return origin && deps.config.corsOrigins.includes(origin)
    ? origin
    : new URL(deps.config.publicUrl).origin;
}

function noStore(res: { set(name: string, value: string): unknown }) {
  res.set('Cache-Control', 'no-store');
}

export const TELEGRAM_CHANNEL_FORM_PATH = connectionCallbackPath('telegram');
