import { createServer } from 'node:http';
import { resolveMongoUri } from '@postcraft/runtime-config';
import mongoose from 'mongoose';
import { createApp } from './app.js';
import { loadApiConfig } from './config/env.js';
import { connectDatabase, isDatabaseUp } from './lib/database.js';
import { createLogger } from '@postcraft/logger';
import { attachSocketServer } from './realtime/attach-socket-server.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadApiConfig();
  const logger = createLogger(config.logLevel, 'api');
  const mongoUri = resolveMongoUri(config.mongodbUri, config.dataDir);
  await connectDatabase(mongoUri);

  const app = createApp({ config, logger, isDatabaseUp });
  const httpServer = createServer(app);
  const sockets = attachSocketServer(httpServer, config, logger);

  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  logger.info({ url: config.publicUrl }, `API listening on port ${config.port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await sockets.close();
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeAllConnections();
    await mongoose.disconnect();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
