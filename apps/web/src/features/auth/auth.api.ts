import {
  ENDPOINTS as E,
  type DeleteAccountBody,
  type LoginBody,
  type MessageResponse,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
  type VerifyUserBody,
} from '@postcraft/contracts';
import { ApiError } from '../../lib/api-client';
import { callEndpoint } from '../../lib/call-endpoint';
import { hasSessionFlag } from './session-flag';

/**
 * The account calls of the web app (spec section 7, contracts in @postcraft/contracts). The API
 * answers tokens in some bodies for API clients; the browser ignores them and relies on the
 * httpOnly cookies the same answers set (with the session hint the app reads, see session-flag).
 */

/**
 * GET /api/user/me: the signed-in user, or null when there is no session (a 401 is an answer,
 * not a failure). A browser without the session flag has no session: the API is not asked.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  if (!hasSessionFlag()) return null;
  try {
    return (await callEndpoint(E.getMe, { signal })).data.user;
  } catch (error) {
    // The failed renewal behind this 401 also cleared the hint cookie.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** POST /api/user/login */
export async function loginUser(body: LoginBody): Promise<User> {
  return (await callEndpoint(E.login, { body })).user;
}

/** POST /api/user/logout: the session comes from the refresh cookie. */
export async function logoutUser(): Promise<void> {
  await callEndpoint(E.logout, { body: {} });
}

/** POST /api/user/register */
export async function registerUser(body: RegisterBody): Promise<User> {
  return (await callEndpoint(E.register, { body })).user;
}

/** POST /api/user/verify-user */
export async function verifyUser(body: VerifyUserBody): Promise<User> {
  return (await callEndpoint(E.verifyUser, { body })).data.user;
}

/** POST /api/user/forgot-password; also the 'Click to resend' call of the verification screen. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return callEndpoint(E.forgotPassword, { body: { email } });
}

/** POST /api/user/reset-password: ends every session of the account (the API clears the cookies). */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return callEndpoint(E.resetPassword, { body });
}

/** DELETE /api/user/account: deletes the signed-in user for good; the API clears the cookies. */
export function deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
  return callEndpoint(E.deleteAccount, { body });
}
