// The real API in a bench's server process: the data package and mongoose as the API loads them,
// connected to the throwaway databases the bench started (MONGODB_URI, DATABASE_URL), its
// configuration with request logs off, and the app listening on a free local port.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../../apps/api/src/app.js';
import { loadApiConfig, type ApiConfig } from '../../apps/api/src/config/env.js';
import { isDatabaseUp } from '../../apps/api/src/lib/database.js';
import { createLogger } from '../../packages/logger/src/index.js';

// The data package as the API loads it (its build), so its models are registered once.
const requireFromApi = createRequire(resolve(import.meta.dirname, '../../apps/api/package.json'));
export const data = (await import(
  pathToFileURL(requireFromApi.resolve('@postcraft/data')).href
)) as typeof import('../../packages/data/src/index.js');
// mongoose as the data package loads it (one instance, so its models are the ones connected).
export const mongoose = createRequire(
  resolve(import.meta.dirname, '../../packages/data/package.json'),
)('mongoose') as typeof import('mongoose');

/** Connects the data layer and reads the API's configuration (request logs off, as in tests). */
export async function openBenchApi(env: Record<string, string> = {}): Promise<Readonly<ApiConfig>> {
  await mongoose.connect(process.env.MONGODB_URI!);
  await data.openOwnerVersions(process.env.DATABASE_URL!);
  await data.initDataModels();
  return loadApiConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'postcraft-bench-')),
    SANDBOX_PLATFORM: 'false',
    ...env,
  });
}

/** Starts the app on 127.0.0.1 and a free port; answers its address. */
export async function listenBenchApi(config: Readonly<ApiConfig>): Promise<string> {
  const api = createApp({ config, logger: createLogger(config.logLevel, 'bench'), isDatabaseUp });
  const server = createServer(api);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
