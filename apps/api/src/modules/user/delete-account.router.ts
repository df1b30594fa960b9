import {
  ACCOUNT_DELETION_MESSAGES,
  ENDPOINTS as E,
  type MessageResponse,
} from '@postcraft/contracts';
import type { MediaStorage } from '@postcraft/media';
import type { Router } from 'express';
import type Stripe from 'stripe';
import type { ApiConfig } from '../../config/env.js';
import { authOf, type Authenticator } from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import { localize } from '../../lib/request-language.js';
import type { RateLimiters } from '../../lib/rate-limit.js';
import { validate } from '../../lib/validate.js';
import { clearSessionCookies } from '../auth/auth.cookies.js';
import type { AccountRemovalDeps } from '../connections/disconnect.service.js';
import { deleteAccount } from './delete-account.service.js';

/** DELETE /api/user/account, under the /api/user mount. */
const ACCOUNT_PATH = E.deleteAccount.path.slice('/api/user'.length);

export interface DeleteAccountRouterDeps {
  config: Readonly<ApiConfig>;
  storage: MediaStorage;
  connections: AccountRemovalDeps;
  stripe: Stripe | null;
}

/**
 * DELETE /api/user/account: the signed-in user deletes their account, confirming with their
 * password. Limited like login, per client and per user; the answer clears the session cookies.
 */
export function createDeleteAccountRouter(
  { config, storage, connections, stripe }: DeleteAccountRouterDeps,
  limiters: Pick<RateLimiters, 'deleteAccountPerIp' | 'deleteAccountPerUser'>,
  authenticator: Authenticator,
): Router {
  const { router, mount } = createEndpointRouter('/api/user', authenticator);

  // Before authentication, as before the table: every attempt counts per client address, a
  // signed-out one too (the route's own middleware runs after the authentication mount adds).
  router.use(ACCOUNT_PATH, (req, res, next) => {
    if (req.method === 'DELETE' && req.path === '/')
      return limiters.deleteAccountPerIp(req, res, next);
    next();
  });

  mount(E.deleteAccount, limiters.deleteAccountPerUser, async (req, res) => {
    const { body } = validate(req, E.deleteAccount);
    await deleteAccount(
      { storage, connections, logger: req.log, revocations: authenticator.revocations, stripe },
      authOf(req),
      body,
    );
    clearSessionCookies(res, config);
    const answer: MessageResponse = {
      message: localize(req, ACCOUNT_DELETION_MESSAGES.deleted),
    };
    res.json(answer);
  });

  return router;
}
