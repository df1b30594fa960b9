import type { ApiConfig } from '../../config/env.js';
import type { Mailer } from '../../lib/mailer.js';

/** What the account use cases need from the app. */
export interface AuthDeps {
  config: Readonly<ApiConfig>;
  mailer: Mailer;
}

/** Where a request comes from, kept on its session so a user can tell their sessions apart. */
export interface ClientInfo {
  userAgent: string;
  ip: string;
}
