import { createServer } from 'node:http';
import {
  closeOwnerVersions,
  initDataModels,
  openOwnerVersions,
  runDataMigrationOnce,
} from '@postcraft/data';
import { createRenderPool } from '@postcraft/generation';
import { openJobQueue } from '@postcraft/jobs';
import { LocalDiskStorage } from '@postcraft/media';
import {
  resolveDatabaseUrl,
  resolveMongoUri,
  runMain,
  stopOnSignals,
} from '@postcraft/runtime-config';
import mongoose from 'mongoose';
import { createApp } from './app.js';
import { loadApiConfig } from './config/env.js';
import { createAuthenticator } from './lib/auth.js';
import { connectDatabase, isDatabaseUp } from './lib/database.js';
import { createLogger } from '@postcraft/logger';
import {
  GENERATED_MEDIA_NAMES_MIGRATION,
  renameGuessableGeneratedMedia,
} from './modules/media/generated-media-names.migration.js';
import { attachSocketServer } from './realtime/attach-socket-server.js';

const SHUTDOWN_GRACE_MS = 10_000;
/** Render threads run at a lower CPU priority than the event loop (Unix nice). */
const RENDER_NICE_INCREMENT = 10;

async function main(): Promise<void> {
  const config = loadApiConfig();
  const logger = createLogger(config.logLevel, 'api');
  const mongoUri = resolveMongoUri(config.mongodbUri, config.dataDir);
  await connectDatabase(mongoUri);
  const databaseUrl = resolveDatabaseUrl(config.databaseUrl, config.dataDir);
  // Before any write of scheduled posts (the calendar bucket backfill is one): each is announced
  // to every API process through it. The shared rate limits (failed logins, generations and
  // uploads per user) count through its pool too.
  await openOwnerVersions(databaseUrl);
  await initDataModels();
  const mediaStorage = new LocalDiskStorage({ rootDir: config.mediaDir, publicPath: '/media' });
  // Before serving: once the API answers, no draft is at an address named after its id.
  await runDataMigrationOnce(GENERATED_MEDIA_NAMES_MIGRATION, () =>
    renameGuessableGeneratedMedia(mediaStorage, logger),
  );
  const jobQueue = await openJobQueue({ databaseUrl });
  // Generations render on worker threads, off the event loop (threads start with the first).
  const renderPool = createRenderPool({
    threads: config.render.threads,
    maxQueue: config.render.maxQueue,
    niceIncrement: RENDER_NICE_INCREMENT,
  });

  // One per process: HTTP requests and sockets share its live sessions.
  const authenticator = createAuthenticator(config);
  const app = createApp({
    config,
    logger,
    isDatabaseUp,
    jobQueue,
    mediaStorage,
    authenticator,
    renderer: renderPool,
  });
  const httpServer = createServer(app);
  const sockets = await attachSocketServer(httpServer, config, logger, {
    databaseUrl,
    authenticator,
  });

  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  logger.info({ url: config.publicUrl }, `API listening on port ${config.port}`);

  stopOnSignals(async (signal) => {
    logger.info({ signal }, 'shutting down');
    await sockets.close();
    await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeAllConnections();
    await renderPool.close();
    await jobQueue.close();
    await closeOwnerVersions();
    await mongoose.disconnect();
  }, SHUTDOWN_GRACE_MS);
}

runMain(main);
