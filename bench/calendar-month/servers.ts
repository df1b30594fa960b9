// The servers under load, in a process of their own so the load generator does not share their
// event loop: the real API app on the seeded database, and a bare Express endpoint beside it.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from '../../apps/api/src/app.js';
import { loadApiConfig } from '../../apps/api/src/config/env.js';
import { isDatabaseUp } from '../../apps/api/src/lib/database.js';
import { signAccessToken } from '../../apps/api/src/lib/auth.js';
import { createLogger } from '../../packages/logger/src/index.js';
import { seed } from './seed.js';

// Express is the API's dependency, not the workspace root's.
const express = createRequire(resolve(import.meta.dirname, '../../apps/api/package.json'))(
  'express',
) as typeof import('express');

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const user = await seed(process.env.MONGODB_URI!, process.env.DATABASE_URL!, log);
const config = loadApiConfig({
  // Request logs off (as in the tests): the bench measures the query, not log writing.
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'postcraft-bench-')),
  SANDBOX_PLATFORM: 'false',
});
const api = createApp({ config, logger: createLogger(config.logLevel, 'bench'), isDatabaseUp });
const bare = express();
bare.get('/ping', (_req, res) => {
  res.json({ success: true, data: { ok: true } });
});

const [apiUrl, bareUrl] = await Promise.all([
  listen(createServer(api)),
  listen(createServer(bare)),
]);
const token = signAccessToken(config, user);
process.stdout.write(`${JSON.stringify({ apiUrl, bareUrl, token })}\n`);
