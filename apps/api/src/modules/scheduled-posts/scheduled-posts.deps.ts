import type { TokenCipher } from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import type { PlatformRegistry } from '@postcraft/platforms';
import type { ApiConfig } from '../../config/env.js';

/**
 * What the scheduling calls need from the job store: the jobs package's JobQueue, narrowed to
 * the calls used here.
 */
export interface PostJobQueue {
  schedule(name: string, runAt: Date, data: Record<string, unknown>): Promise<string>;
  reschedule(jobId: string, runAt: Date): Promise<boolean>;
  cancel(jobId: string): Promise<boolean>;
}

export interface ScheduledPostsDeps {
  config: Readonly<ApiConfig>;
  storage: MediaStorage;
  registry: PlatformRegistry;
  cipher: TokenCipher;
  /** Null when the API runs without a job store: scheduling then answers 503. */
  jobQueue: PostJobQueue | null;
}
