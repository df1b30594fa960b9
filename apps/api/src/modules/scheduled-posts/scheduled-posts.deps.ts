import type { JobQueue } from '@postcraft/jobs';
import type { TokenCipher } from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import type { PlatformRegistry } from '@postcraft/platforms';
import type { ApiConfig } from '../../config/env.js';
import type { PostEventRecorder } from '../webhooks/post-events.js';
import type { ListingCache } from './listing-cache.js';

/** What the scheduling calls need from the job store. */
export type PostJobQueue = Pick<JobQueue, 'schedule' | 'reschedule' | 'cancel' | 'isHeld'>;

export interface ScheduledPostsDeps {
  config: Readonly<ApiConfig>;
  storage: MediaStorage;
  registry: PlatformRegistry;
  cipher: TokenCipher;
  /** Null when the API runs without a job store: scheduling then answers 503. */
  jobQueue: PostJobQueue | null;
  /** The process's kept listings (GET /api/user/scheduled-posts). */
  listings: ListingCache;
  /** Tells the owner's webhooks about posts scheduled, cancelled and published here. */
  postEvents: PostEventRecorder;
}
