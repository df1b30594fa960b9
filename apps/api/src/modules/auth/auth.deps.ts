import type { ApiConfig } from '../../config/env.js';
import type { Mailer } from '../../lib/mailer.js';
import type { SessionRevocations } from '../../lib/session-revocations.js';

/** What the account use cases need from the app. */
export interface AuthDeps {
  config: Readonly<ApiConfig>;
  mailer: Mailer;
  /** Where revoked sessions are announced, so that their sockets are disconnected. */
  revocations: SessionRevocations;
}

/** Where a request comes from, kept on its session so a user can tell their sessions apart. */
export interface ClientInfo {
  userAgent: string;
  ip: string;
}
