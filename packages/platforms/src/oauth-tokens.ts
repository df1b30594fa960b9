import type { TokenSet } from './platform-adapter.js';

/** The standard OAuth 2.0 token answer (RFC 6749 §5.1) with the extras platforms add. */
export interface OAuthTokenBody {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number | string;
  refresh_expires_in?: number | string;
  refresh_token_expires_in?: number | string;
  scope?: string;
}

/**
 * Reads a token answer. `previous` keeps a refresh token the platform did not send again, so a
 * refresh or reconnect never wipes one that still works.
 */
export function tokenSetFromBody(
  body: OAuthTokenBody,
  now: Date = new Date(),
  previous?: Pick<TokenSet, 'refreshToken' | 'refreshExpiresAt'>,
): TokenSet | null {
  if (!body.access_token) return null;
  const refreshIn = body.refresh_expires_in ?? body.refresh_token_expires_in;
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? previous?.refreshToken ?? null,
    expiresAt: secondsFrom(now, body.expires_in),
    refreshExpiresAt: body.refresh_token
      ? secondsFrom(now, refreshIn)
      : (previous?.refreshExpiresAt ?? null),
    scopes: (body.scope ?? '').split(/[\s,]+/).filter(Boolean),
  };
}

function secondsFrom(now: Date, seconds: number | string | undefined): Date | null {
  const value = Number(seconds);
  if (seconds === undefined || !Number.isFinite(value) || value <= 0) return null;
  return new Date(now.getTime() + value * 1000);
}

/** `Basic base64(id:secret)` as RFC 6749 §2.3.1 says (form-encoding both parts first). */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`;
}
