import type {
  DeleteAccountBody,
  LoginBody,
  LoginResponse,
  MeResponse,
  MessageResponse,
  RegisterBody,
  ResetPasswordBody,
  User,
  VerifyUserBody,
  VerifyUserResponse,
} from '@postcraft/contracts';
import { ApiError, apiClient } from '../../lib/api-client';
import { hasSessionFlag } from './session-flag';

/**
 * The account calls of the web app (spec section 7, contracts in @postcraft/contracts). The API
 * answers tokens in some bodies for API clients; the browser ignores them and relies on the
 * httpOnly cookies the same answers set (with the session hint the app reads, see session-flag).
 */

const USER_API = '/api/user';

/**
 * The signed-in user, or null when there is no session (a 401 is an answer, not a failure). A
 * browser without the session flag has no session: the API is not asked.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  if (!hasSessionFlag()) return null;
  try {
    const body = await apiClient.get<MeResponse>(`${USER_API}/me`, signal ? { signal } : {});
    return body.data.user;
  } catch (error) {
    // The failed renewal behind this 401 also cleared the hint cookie.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function loginUser(body: LoginBody): Promise<User> {
  const answer = await apiClient.post<LoginResponse>(`${USER_API}/login`, body);
  return answer.user;
}

export async function logoutUser(): Promise<void> {
  await apiClient.post(`${USER_API}/logout`);
}

export async function registerUser(body: RegisterBody): Promise<User> {
  const answer = await apiClient.post<{ user: User }>(`${USER_API}/register`, body);
  return answer.user;
}

export async function verifyUser(body: VerifyUserBody): Promise<User> {
  const answer = await apiClient.post<VerifyUserResponse>(`${USER_API}/verify-user`, body);
  return answer.data.user;
}

/** Sends a recovery code; also the 'Click to resend' call of the verification screen. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>(`${USER_API}/forgot-password`, { email });
}

/** A new password ends every session of the account (the API clears the cookies too). */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>(`${USER_API}/reset-password`, body);
}

/** DELETE /api/user/account: deletes the signed-in user for good; the API clears the cookies. */
export function deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
  return apiClient.request<MessageResponse>(`${USER_API}/account`, { method: 'DELETE', body });
}
