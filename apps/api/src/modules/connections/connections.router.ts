import {
  CONNECTABLE_PLATFORM_IDS,
  CONNECTION_MESSAGES,
  ConnectablePlatformIdSchema,
  connectionCallbackPath,
  ENDPOINTS as E,
  type ConnectablePlatformId,
  type ActiveAccountsResponse,
  type CreateConnectionSessionResponse,
  type PendingPostsResponse,
  type PlatformListResponse,
} from '@postcraft/contracts';
import { asOwnerId } from '@postcraft/data';
import type { Request, Router } from 'express';
import { AppError } from '../../lib/app-error.js';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
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

/**
 * Connecting social accounts (spec 000 §4, §7), under /api: the platforms offered, connection
 * sessions, the popup's start addresses and the platforms' callbacks, session status polling, and
 * disconnect. Routes that take an `accounts` API key say so in the endpoint table (read and choose
 * accounts, disconnect); connecting takes the signed-in user through the platform's consent, in a
 * browser.
 */
export function createConnectionsRouter(
  deps: ConnectionDeps,
  authenticator: Authenticator,
): Router {
  const { router, mount } = createEndpointRouter('/api', authenticator);

  mount(E.listConnectablePlatforms, (_req, res) => {
    const answer: PlatformListResponse = { data: { platforms: deps.registry.list() } };
    res.json(answer);
  });

  mount(E.createConnectionSession, async (req, res) => {
    const { body } = validate(req, E.createConnectionSession);
    const data = await openConnectionSession(
      deps,
      authOf(req).userId,
      body,
      returnOriginOf(req, deps),
    );
    const answer: CreateConnectionSessionResponse = { data };
    res.status(201).json(answer);
  });

  // Each platform's start address, callback and status, as the table builds them (same paths).
  for (const platform of CONNECTABLE_PLATFORM_IDS) {
    const login = E[`${platform}Login`];
    mount(login, async (req, res) => {
      const { query } = validate(req, login);
      const outcome = await startConnection(deps, platform, query);
      noStore(res);
      if (outcome.kind === 'redirect') return res.redirect(303, outcome.location);
      res.type('html').send(renderChannelForm(outcome.adapter, outcome.state));
    });

    const callback = E[`${platform}Callback`];
    mount(callback, async (req, res) => {
      const { query } = validate(req, callback);
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

    const sessionStatus = E[`${platform}SessionStatus`];
    mount(sessionStatus, async (req, res) => {
      const { query } = validate(req, sessionStatus);
      const status = await readConnectionSessionStatus(
        authOf(req).userId,
        platform,
        query.sessionId,
      );
      res.json({ ...status, error: status.error && localize(req, status.error) });
    });
  }

  // Telegram's channel form posts here; like an OAuth callback it is identified by its state.
  mount(E.submitTelegramChannelForm, async (req, res) => {
    const { body } = validate(req, E.submitTelegramChannelForm);
    const location = await completeConnection(deps, 'telegram', body, req.log);
    noStore(res);
    res.redirect(303, location);
  });

  // Without a platform: 400, not 404. Express matches `/user/disconnect/` here too (routing is
  // not strict), so one route covers both addresses.
  mount(E.disconnectWithoutPlatform, () => {
    throw new AppError('validation_failed', CONNECTION_MESSAGES.platformRequired);
  });
  mount(E.disconnectAccount, async (req, res) => {
    const platform = parsePlatform(req.params.platform);
    const { query } = validate(req, { query: E.disconnectAccount.query });
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
  mount(E.getActiveAccounts, async (req, res) => {
    const data = await readActiveAccounts(deps.config.payments, asOwnerId(authOf(req).userId));
    const answer: ActiveAccountsResponse = { data };
    res.json(answer);
  });

  mount(E.chooseActiveAccount, async (req, res) => {
    const { body } = validate(req, E.chooseActiveAccount);
    const data = await makeAccountActive(
      deps.config.payments,
      asOwnerId(authOf(req).userId),
      body.platform,
    );
    const answer: ActiveAccountsResponse = { data };
    res.json(answer);
  });

  // What the disconnect dialog says about the pending posts before the user chooses.
  mount(E.countPendingPosts, async (req, res) => {
    const platform = parsePlatform(req.params.platform);
    const pendingPosts = await countPendingPostsOn(asOwnerId(authOf(req).userId), platform);
    const answer: PendingPostsResponse = { data: { platform, pendingPosts } };
    res.json(answer);
  });

  return router;
}

/**
 * The platform of a path, read leniently (any case, around spaces, `x` for twitter) with
 * messages of its own, rather than through the table's params schema.
 */
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
