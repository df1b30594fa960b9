import { ApiError } from '../../lib/api-client';

/**
 * What a failed login means for the screen. Only the server's `code` decides: the message is
 * written in the interface's language and is for people to read.
 */
export type LoginFailure = 'userNotFound' | 'invalidCredentials' | 'emailNotVerified' | 'other';

export function classifyLoginError(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return 'other';
  if (error.code === 'user_not_found') return 'userNotFound';
  if (error.code === 'invalid_credentials') return 'invalidCredentials';
  if (error.code === 'email_not_verified') return 'emailNotVerified';
  return 'other';
}
