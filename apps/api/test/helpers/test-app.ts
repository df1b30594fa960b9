import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { createApp } from '../../src/app.js';
import { loadApiConfig, type ApiConfig } from '../../src/config/env.js';
import { createAuthenticator, type Authenticator } from '../../src/lib/auth.js';
import { isDatabaseUp } from '../../src/lib/database.js';
import type { LiveSessions } from '../../src/lib/live-sessions.js';
import type { KeptUsers } from '../../src/modules/user/kept-users.js';
import type { Renderer } from '@postcraft/generation';
import type { JobQueue } from '@postcraft/jobs';
import { createLogger, type Logger } from '@postcraft/logger';
import type { LogoRenderer } from '@postcraft/media';

export interface TestAppOptions {
  /** Replaces parts of the loaded configuration (lower rate limits, for instance). */
  config?: Partial<ApiConfig>;
  logger?: Logger;
  /** The job queue (openJobQueue on DATABASE_URL); the test closes it. */
  jobQueue?: JobQueue;
  /** The live sessions the app keeps (to look into them); one of its own by default. */
  liveSessions?: LiveSessions;
  /** The users the app keeps as /me answers them (to look into them); its own by default. */
  keptUsers?: KeptUsers;
  /** The logo renderer (to watch its renders); one on the config's limits by default. */
  logoRenderer?: LogoRenderer;
  /** Where generations render (a pool of worker threads); on the test's thread by default. */
  renderer?: Renderer;
}

/** The real application on test configuration (a throwaway DATA_DIR, silent logs). */
export function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
): {
  app: Express;
  config: Readonly<ApiConfig>;
  /** The app's: a socket server given it is the same API process (revocations reach it). */
  authenticator: Authenticator;
} {
  const loaded = loadApiConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'postcraft-api-test-')),
    ...env,
  });
  const config = Object.freeze({ ...loaded, ...options.config });
  const logger = options.logger ?? createLogger('silent', 'api-test');
  const authenticator = createAuthenticator(config, options.liveSessions);
  const app = createApp({
    config,
    logger,
    isDatabaseUp,
    jobQueue: options.jobQueue,
    logoRenderer: options.logoRenderer,
    renderer: options.renderer,
    keptUsers: options.keptUsers,
    authenticator,
  });
  return { app, config, authenticator };
}
