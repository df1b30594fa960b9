import type { MediaStorage } from '@postcraft/media';
import type { ApiConfig } from '../../config/env.js';

export interface SandboxDeps {
  config: Readonly<ApiConfig>;
  storage: MediaStorage;
}

/** The sandbox's public root: PUBLIC_URL/sandbox unless configured otherwise. */
export const sandboxBaseUrl = (deps: SandboxDeps) => deps.config.platforms.sandbox.baseUrl;
