import { CONNECTION_MESSAGES, type ConnectablePlatformId } from '@postcraft/contracts';
import type { OAuthSessionResult } from '@postcraft/data';

export interface PopupOutcome {
  platform: ConnectablePlatformId;
  sessionId?: string;
  result: OAuthSessionResult;
}

/**
 * /popup/close on the app window's origin with the outcome in its query (spec 000 §4: platform,
 * accountData, error), and the session id the opener matches it with. No token (sessions live
 * in httpOnly cookies) and no user id: the address can end up in the browser's history and in
 * logs, and the opener knows its user already.
 */
export function popupCloseUrl(origin: string, outcome: PopupOutcome): string {
  const query = new URLSearchParams({ platform: outcome.platform });
  if (outcome.sessionId) query.set('sessionId', outcome.sessionId);
  const { connectedAccount, error, needsProfessional } = outcome.result;
  if (connectedAccount) {
    query.set('accountData', JSON.stringify(connectedAccount));
  } else {
    query.set('error', error ?? CONNECTION_MESSAGES.failed);
    if (needsProfessional) query.set('needsProfessional', 'true');
  }
  return `${origin.replace(/\/$/, '')}/popup/close?${query.toString()}`;
}

export function failure(error: string, needsProfessional = false): OAuthSessionResult {
  return { connectedAccount: null, error, needsProfessional };
}
