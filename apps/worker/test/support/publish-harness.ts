import {
  closeOwnerVersions,
  createTokenCipher,
  initDataModels,
  openOwnerVersions,
  type TokenCipher,
} from '@postcraft/data';
import { openJobQueue, POST_PUBLISH_JOB, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import { withDatabaseName } from '@postcraft/runtime-config';
import mongoose from 'mongoose';
import { randomBytes } from 'node:crypto';
import { startSandboxPlatform, type SandboxPlatform } from './sandbox-platform.js';
import { TEST_ENCRYPTION_KEY, type SchedulePublish } from './publish-fixtures.js';
import { startPublishWorker, type PublishWorker } from './publish-workers.js';

export interface PublishHarness {
  platform: () => SandboxPlatform;
  cipher: TokenCipher;
  queue: () => JobQueue;
  schedule: SchedulePublish;
  /** Starts a real worker process on this file's databases, job table and stand-in. */
  startWorker(name: string, env?: Record<string, string>): Promise<PublishWorker>;
  workers: PublishWorker[];
}

/**
 * A test file's own MongoDB database, job table and Sandbox stand-in, with real worker processes
 * on them (stopped, and everything dropped, after the file).
 */
export function usePublishHarness(
  prefix: string,
  workerEnv: Record<string, string> = {},
): PublishHarness {
  const mongodbUri = withDatabaseName(
    process.env.MONGODB_URI!,
    `${prefix}_${randomBytes(6).toString('hex')}`,
  );
  const tableName = testJobTableName(prefix);
  let platform: SandboxPlatform | undefined;
  let queue: JobQueue | undefined;
  const harness: PublishHarness = {
    platform: () => platform!,
    cipher: createTokenCipher(TEST_ENCRYPTION_KEY),
    queue: () => queue!,
    schedule: (postId, runAt, jobId) => queue!.schedule(POST_PUBLISH_JOB, runAt, { postId }, jobId),
    workers: [],
    async startWorker(name, env = {}) {
      const worker = await startPublishWorker(name, mongodbUri, tableName, {
        ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
        SANDBOX_PLATFORM: 'true',
        SANDBOX_URL_BASE: platform!.url,
        WORKER_POLL_INTERVAL_MS: '500',
        ...workerEnv,
        ...env,
      });
      harness.workers.push(worker);
      return worker;
    },
  };

  beforeAll(async () => {
    await mongoose.connect(mongodbUri);
    // The test writes posts as the API would (seeding): announced like any write.
    await openOwnerVersions(process.env.DATABASE_URL!);
    await initDataModels();
    platform = await startSandboxPlatform();
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
  });
  afterAll(async () => {
    await Promise.all(harness.workers.map((worker) => worker.kill()));
    await queue?.close();
    await platform?.close();
    await mongoose.connection.db?.dropDatabase();
    await mongoose.disconnect();
    await closeOwnerVersions();
    await dropJobTable(tableName);
  });
  return harness;
}
