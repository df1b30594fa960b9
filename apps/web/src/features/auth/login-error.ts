import { ApiError } from '../../lib/api-client';

/**
 * What a failed login means for the screen. The server's `code` decides; the message is read
 * (without case) for servers that only send the spec's texts.
 */
export type LoginFailure = 'userNotFound' | 'invalidCredentials' | 'emailNotVerified' | 'other';

export function classifyLoginError(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return 'other';
  const message = error.serverMessage?.toLowerCase() ?? '';
  if (error.code === 'user_not_found' || message.includes('user not found')) return 'userNotFound';
  if (error.code === 'invalid_credentials' || message.includes('invalid credentials')) {
    return 'invalidCredentials';
  }
  if (error.code === 'email_not_verified') return 'emailNotVerified';
  return 'other';
}
