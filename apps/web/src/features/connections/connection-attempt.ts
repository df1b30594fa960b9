import {
  ACCOUNT_CONNECTION_SETTINGS,
  type ConnectablePlatformId,
  type User,
} from '@postcraft/contracts';
import { clearAuthFlagCookies, hasAuthRefreshFlag } from './auth-flag-cookies';
import { readAuthMessage } from './connection-messages';
import { createConnectionSession, fetchSessionStatus } from './connections.api';
import { createSessionId } from './session-id';

export type ConnectionOutcome =
  /** `user` is the updated user when the answer carried it. */
  | { kind: 'connected'; user: User | null }
  /** `message` is the platform's or the server's text; `cause` a failed call without one. */
  | { kind: 'failed'; message: string | null; cause?: unknown; needsProfessional: boolean }
  | { kind: 'timeout' };

export interface ConnectionAttempt {
  readonly platform: ConnectablePlatformId;
  /** Stops listening and polling without an outcome; closes the popup when asked. */
  cancel(options?: { closePopup?: boolean }): void;
}

export interface ConnectionAttemptOptions {
  platform: ConnectablePlatformId;
  /** Opened by the click that started the attempt (see openConnectionPopup). */
  popup: Window;
  onEnd: (outcome: ConnectionOutcome) => void;
}

function closeQuietly(popup: Window): void {
  try {
    if (!popup.closed) popup.close();
  } catch {
    // A window the browser no longer lets us touch is already out of our hands.
  }
}

/**
 * One account connection (spec 000 §4): opens a connection session, sends the popup to the start
 * address, then waits for whichever comes first of the popup's message, a finished session
 * status (polled every second), the auth_refresh cookie (checked every second) or the 30 s
 * timeout. Every timer and listener stops when it ends.
 */
export function startConnectionAttempt({
  platform,
  popup,
  onEnd,
}: ConnectionAttemptOptions): ConnectionAttempt {
  const settings = ACCOUNT_CONNECTION_SETTINGS;
  const sessionId = createSessionId();
  const abort = new AbortController();
  const timers: ReturnType<typeof setTimeout>[] = [];
  const intervals: ReturnType<typeof setInterval>[] = [];
  let isOver = false;
  let isReadingStatus = false;

  function stop(): void {
    isOver = true;
    abort.abort();
    for (const timer of timers) clearTimeout(timer);
    for (const interval of intervals) clearInterval(interval);
    window.removeEventListener('message', onMessage);
  }

  function end(outcome: ConnectionOutcome): void {
    if (isOver) return;
    stop();
    if (outcome.kind === 'connected') clearAuthFlagCookies();
    closeQuietly(popup);
    onEnd(outcome);
  }

  function onMessage(event: MessageEvent): void {
    if (event.origin !== window.location.origin) return;
    const message = readAuthMessage(event.data);
    if (!message || message.platform.toLowerCase() !== platform) return;
    if (message.sessionId !== null && message.sessionId !== sessionId) return;
    if (message.type === 'auth:success') {
      end({ kind: 'connected', user: null });
    } else {
      end({
        kind: 'failed',
        message: message.error || null,
        needsProfessional: message.needsProfessional,
      });
    }
  }

  async function readStatus(): Promise<void> {
    if (isOver || isReadingStatus) return;
    isReadingStatus = true;
    try {
      const status = await fetchSessionStatus(platform, sessionId, abort.signal);
      if (status.status === 'succeeded') {
        end({ kind: 'connected', user: status.user });
      } else if (status.status === 'failed' || status.status === 'expired') {
        end({ kind: 'failed', message: status.error, needsProfessional: status.needsProfessional });
      }
    } catch {
      // A missed read is tried again on the next tick; the timeout bounds the wait.
    } finally {
      isReadingStatus = false;
    }
  }

  function checkRefreshFlag(): void {
    if (hasAuthRefreshFlag()) end({ kind: 'connected', user: null });
  }

  clearAuthFlagCookies();
  window.addEventListener('message', onMessage);
  timers.push(setTimeout(() => end({ kind: 'timeout' }), settings.sessionTimeoutMs));
  intervals.push(setInterval(checkRefreshFlag, settings.authRefreshCheckIntervalMs));

  createConnectionSession(platform, sessionId).then(
    ({ startUrl }) => {
      if (isOver) return;
      popup.location.href = new URL(startUrl, window.location.origin).toString();
      intervals.push(setInterval(() => void readStatus(), settings.sessionPollIntervalMs));
    },
    (error: unknown) =>
      end({ kind: 'failed', message: null, cause: error, needsProfessional: false }),
  );

  return {
    platform,
    cancel({ closePopup = false } = {}) {
      if (isOver) return;
      stop();
      if (closePopup) closeQuietly(popup);
    },
  };
}
