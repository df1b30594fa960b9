import { createLogger } from '@postcraft/logger';
import {
  resolveDatabaseUrl,
  resolveMongoUri,
  runMain,
  stopOnSignals,
} from '@postcraft/runtime-config';
import mongoose from 'mongoose';
import { loadWorkerConfig } from './config/env.js';
import { JOB_DEFINITIONS } from './jobs/registry.js';
import { createWorkerServices } from './services/worker-services.js';
import { startWorker } from './worker.js';

/** Time beyond the drain for handing jobs back and closing the connections. */
const SHUTDOWN_MARGIN_MS = 10_000;

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const logger = createLogger(config.logLevel, 'worker');
  const uri = resolveMongoUri(config.mongodbUri, config.dataDir);
  const databaseUrl = resolveDatabaseUrl(config.databaseUrl, config.dataDir);
  await mongoose.connect(uri);
  const db = mongoose.connection.db;
  if (!db) throw new Error('The database connection has no database');

  const services = createWorkerServices(config, logger, databaseUrl);
  const worker = await startWorker(db, JOB_DEFINITIONS, { ...config, databaseUrl }, logger, {
    services,
    config,
  });

  stopOnSignals(async (signal) => {
    logger.info({ signal }, 'draining jobs before exit');
    await worker.stop(config.drainTimeoutMs);
    await services.unreadCounts.stop();
    await services.realtime.close();
    await mongoose.disconnect();
  }, config.drainTimeoutMs + SHUTDOWN_MARGIN_MS);
}

runMain(main);
