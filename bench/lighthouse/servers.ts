// The product as a visitor reaches it: the real API serving the built web app (apps/web/dist,
// precompressed) on a throwaway database, in a process of its own so Lighthouse's browser and
// this bench do not share its event loop. Prints its address as one JSON line once it listens.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../../apps/api/src/app.js';
import { loadApiConfig } from '../../apps/api/src/config/env.js';
import { isDatabaseUp } from '../../apps/api/src/lib/database.js';
import { createLogger } from '../../packages/logger/src/index.js';

// The data package as the API loads it (its build), so its models are registered once.
const requireFromApi = createRequire(resolve(import.meta.dirname, '../../apps/api/package.json'));
const data = (await import(
  pathToFileURL(requireFromApi.resolve('@postcraft/data')).href
)) as typeof import('../../packages/data/src/index.js');
const mongoose = createRequire(resolve(import.meta.dirname, '../../packages/data/package.json'))(
  'mongoose',
) as typeof import('mongoose');

await mongoose.connect(process.env.MONGODB_URI!);
await data.openOwnerVersions(process.env.DATABASE_URL!);
await data.initDataModels();

const config = loadApiConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'postcraft-bench-')),
  SANDBOX_PLATFORM: 'false',
  WEB_DIST_DIR:
    process.env.BENCH_WEB_DIST_DIR ?? resolve(import.meta.dirname, '../../apps/web/dist'),
});

const api = createApp({ config, logger: createLogger(config.logLevel, 'bench'), isDatabaseUp });
const server = createServer(api);
await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
process.stdout.write(
  `${JSON.stringify({ webUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`,
);
