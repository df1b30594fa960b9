import { ConnectedAccountResultSchema, type ConnectionSessionStatus } from '@postcraft/contracts';

/**
 * What the /popup/close page posts to the window that opened it. No token ever travels in these
 * messages (the session lives in httpOnly cookies), nor the user's id (the opener knows it).
 */

export type ConnectedAccountResult = NonNullable<ConnectionSessionStatus['connectedAccount']>;

export interface AuthSuccessMessage {
  type: 'auth:success';
  platform: string;
  connectedAccount: ConnectedAccountResult;
  sessionId: string | null;
}

export interface AuthErrorMessage {
  type: 'auth:error';
  platform: string;
  error: string;
  needsProfessional: boolean;
  sessionId: string | null;
}

export type AuthMessage = AuthSuccessMessage | AuthErrorMessage;

function readString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The popup's message in `data`, or null when it is anything else. */
export function readAuthMessage(data: unknown): AuthMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  const platform = readString(fields.platform);
  if (!platform) return null;
  const sessionId = readString(fields.sessionId);

  if (fields.type === 'auth:success') {
    const account = ConnectedAccountResultSchema.safeParse(fields.connectedAccount);
    if (!account.success) return null;
    return {
      type: 'auth:success',
      platform,
      connectedAccount: account.data,
      sessionId,
    };
  }
  if (fields.type === 'auth:error') {
    return {
      type: 'auth:error',
      platform,
      error: readString(fields.error) ?? '',
      needsProfessional: fields.needsProfessional === true,
      sessionId,
    };
  }
  return null;
}
