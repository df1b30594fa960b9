import type { MediaStorage } from '@postcraft/media';
import type { ApiConfig } from '../../config/env.js';
import type { Authenticator } from '../../lib/auth.js';

export interface SandboxDeps {
  config: Readonly<ApiConfig>;
  storage: MediaStorage;
  /** Recognises the Postcraft user reading a Sandbox page: their language, their account. */
  authenticator: Authenticator;
}

/** The sandbox's public root: PUBLIC_URL/sandbox unless configured otherwise. */
export const sandboxBaseUrl = (deps: SandboxDeps) => deps.config.platforms.sandbox.baseUrl;
