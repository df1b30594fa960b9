import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { createApp } from '../../src/app.js';
import { loadApiConfig, type ApiConfig } from '../../src/config/env.js';
import { isDatabaseUp } from '../../src/lib/database.js';
import { createLogger } from '@postcraft/logger';

/** The real application on test configuration (a throwaway DATA_DIR, silent logs). */
export function createTestApp(env: NodeJS.ProcessEnv = {}): {
  app: Express;
  config: Readonly<ApiConfig>;
} {
  const config = loadApiConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'postcraft-api-test-')),
    ...env,
  });
  const app = createApp({ config, logger: createLogger('silent', 'api-test'), isDatabaseUp });
  return { app, config };
}
