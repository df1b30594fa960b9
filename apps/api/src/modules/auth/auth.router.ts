import {
  API_ERROR_MESSAGES,
  AUTH_MESSAGES,
  ENDPOINTS as E,
  type LoginResponse,
  type MessageResponse,
  type RefreshResponseSchema,
  type RegisterResponseSchema,
  type VerifyUserResponse,
} from '@postcraft/contracts';
import type { Request, Router } from 'express';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import {
  authOf,
  readAuthCookies,
  readBearerToken,
  type Authenticator,
  verifyAccessToken,
} from '../../lib/auth.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import type { RateLimiters } from '../../lib/rate-limit.js';
import { validate } from '../../lib/validate.js';
import type { AuthDeps, ClientInfo } from './auth.deps.js';
import { clearSessionCookies, setSessionCookies } from './auth.cookies.js';
import { changePassword } from './change-password.service.js';
import { loginUser } from './login.service.js';
import { requestPasswordReset, resetPassword } from './password-recovery.service.js';
import { registerUser } from './register.service.js';
import { localize, requestLanguage } from '../../lib/request-language.js';
import { findSessionByRefreshToken, revokeSession, rotateSession } from './session.service.js';
import { verifyUser } from './verify-user.service.js';

const clientOf = (req: Request): ClientInfo => ({
  userAgent: req.get('user-agent') ?? '',
  ip: req.ip ?? '',
});

/**
 * Account routes under /api/user (spec 000 §7, plus refresh, logout and password change).
 * Each route: rate limits → contract → use case → answer.
 */
export function createAuthRouter(
  deps: AuthDeps,
  limiters: RateLimiters,
  authenticator: Authenticator,
): Router {
  const { config } = deps;
  const { router, mount } = createEndpointRouter('/api/user', authenticator);

  mount(E.register, limiters.registerPerIp, async (req, res) => {
    const { body } = validate(req, E.register);
    const user = await registerUser(deps, body, requestLanguage(req));
    const answer: z.infer<typeof RegisterResponseSchema> = {
      message: localize(req, AUTH_MESSAGES.accountCreated),
      user,
    };
    res.status(201).json(answer);
  });

  mount(E.verifyUser, limiters.codeCheckPerIp, limiters.codeCheckPerEmail, async (req, res) => {
    const { body } = validate(req, E.verifyUser);
    const { user, tokens } = await verifyUser(deps, body, clientOf(req));
    const answer: VerifyUserResponse = {
      message: localize(req, AUTH_MESSAGES.verified),
      data: { user },
    };
    if (tokens) {
      setSessionCookies(res, config, tokens);
      answer.data.accessToken = tokens.accessToken;
      answer.data.refreshToken = tokens.refreshToken;
    }
    res.json(answer);
  });

  mount(
    E.forgotPassword,
    limiters.forgotPasswordPerIp,
    limiters.forgotPasswordPerEmail,
    async (req, res) => {
      const { body } = validate(req, E.forgotPassword);
      await requestPasswordReset(deps, body.email, requestLanguage(req));
      const answer: MessageResponse = {
        message: localize(req, AUTH_MESSAGES.codeSentIfAccount),
      };
      res.json(answer);
    },
  );

  mount(E.resetPassword, limiters.codeCheckPerIp, limiters.codeCheckPerEmail, async (req, res) => {
    const { body } = validate(req, E.resetPassword);
    await resetPassword(deps, body);
    clearSessionCookies(res, config);
    const answer: MessageResponse = { message: localize(req, AUTH_MESSAGES.passwordReset) };
    res.json(answer);
  });

  mount(
    E.login,
    limiters.loginFailuresPerIp,
    limiters.loginFailuresPerAccountAndIp,
    async (req, res) => {
      const { body } = validate(req, E.login);
      const { user, tokens } = await loginUser(deps, body, clientOf(req), requestLanguage(req));
      setSessionCookies(res, config, tokens);
      const answer: LoginResponse = {
        message: localize(req, AUTH_MESSAGES.loggedIn),
        token: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        user,
      };
      res.json(answer);
    },
  );

  mount(E.refreshSession, async (req, res) => {
    const { body } = validate(req, E.refreshSession);
    const refreshToken = readAuthCookies(req).refresh ?? body.refreshToken;
    try {
      if (!refreshToken) {
        throw new AppError('unauthorized', API_ERROR_MESSAGES.sessionEnded);
      }
      const tokens = await rotateSession(deps, refreshToken, clientOf(req));
      setSessionCookies(res, config, tokens);
      const answer: z.infer<typeof RefreshResponseSchema> = {
        token: tokens.accessToken,
        refreshToken: tokens.refreshToken,
      };
      res.json(answer);
    } catch (error) {
      clearSessionCookies(res, config);
      throw error;
    }
  });

  mount(E.logout, async (req, res) => {
    const { body } = validate(req, E.logout);
    const cookies = readAuthCookies(req);
    const refreshToken = cookies.refresh ?? body.refreshToken;
    const fromRefresh = refreshToken ? await findSessionByRefreshToken(refreshToken) : null;
    const accessToken = readBearerToken(req) ?? cookies.access;
    const claims = accessToken ? verifyAccessToken(config, accessToken) : undefined;
    const session =
      fromRefresh ?? (claims ? { userId: claims.userId, familyId: claims.sessionId } : undefined);
    if (session) await revokeSession(session, deps.revocations);
    clearSessionCookies(res, config);
    const answer: MessageResponse = { message: localize(req, AUTH_MESSAGES.loggedOut) };
    res.json(answer);
  });

  mount(E.changePassword, async (req, res) => {
    const { body } = validate(req, E.changePassword);
    await changePassword(deps, authOf(req), body);
    const answer: MessageResponse = { message: localize(req, AUTH_MESSAGES.passwordUpdated) };
    res.json(answer);
  });

  return router;
}
