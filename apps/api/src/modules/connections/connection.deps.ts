import type { TokenCipher } from '@postcraft/data';
import type { PlatformRegistry } from '@postcraft/platforms';
import type { ApiConfig } from '../../config/env.js';
import type { PostJobQueue } from '../scheduled-posts/scheduled-posts.deps.js';
import type { PostEventRecorder } from '../webhooks/post-events.js';

export interface ConnectionDeps {
  config: Readonly<ApiConfig>;
  registry: PlatformRegistry;
  /** Seals platform tokens and PKCE verifiers at rest. */
  cipher: TokenCipher;
  /** Cancels the jobs of the posts a disconnect cancels; null without a job store (503 then). */
  jobQueue: PostJobQueue | null;
  /** Tells the owner's webhooks about the posts a disconnect cancels. */
  postEvents: PostEventRecorder;
}

/** A connection attempt lives this long, from the click to the platform's answer. */
export const CONNECTION_SESSION_TTL_MS = 10 * 60 * 1000;
