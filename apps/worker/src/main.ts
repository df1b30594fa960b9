import { createLogger } from '@postcraft/logger';
import { resolveMongoUri } from '@postcraft/runtime-config';
import mongoose from 'mongoose';
import { loadWorkerConfig } from './config/env.js';
import { JOB_DEFINITIONS } from './jobs/registry.js';
import { startWorker } from './worker.js';

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const logger = createLogger(config.logLevel, 'worker');
  const uri = resolveMongoUri(config.mongodbUri, config.dataDir);
  await mongoose.connect(uri);
  const db = mongoose.connection.db;
  if (!db) throw new Error('The database connection has no database');

  const worker = await startWorker(db, JOB_DEFINITIONS, config, logger);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining jobs before exit');
    await worker.stop(config.drainTimeoutMs);
    await mongoose.disconnect();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
