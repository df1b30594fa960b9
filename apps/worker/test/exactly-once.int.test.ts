import { randomBytes } from 'node:crypto';
import { createLogger } from '@postcraft/logger';
import { withDatabaseName } from '@postcraft/runtime-config';
import { MongoClient, type Db } from 'mongodb';
import { AGENDA_COLLECTION, createAgenda } from '../src/agenda/create-agenda.js';
import { PROBE_JOB, PROBE_RUNS, probeJob } from './fixtures/probe-job.js';
import { waitFor } from './helpers/wait-for.js';
import { startWorkerProcess, type WorkerProcess } from './helpers/worker-process.js';

const JOB_COUNT = 300;

describe('two worker processes on one database', () => {
  const uri = withDatabaseName(
    process.env.MONGODB_URI!,
    `worker_${randomBytes(6).toString('hex')}`,
  );
  let client: MongoClient;
  let db: Db;
  let workers: WorkerProcess[] = [];

  beforeAll(async () => {
    client = await MongoClient.connect(uri);
    db = client.db();
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await db.dropDatabase();
    await client.close();
  });

  it(`when ${JOB_COUNT} jobs fall due at once, then each runs exactly once: none twice, none lost`, async () => {
    workers = await Promise.all([
      startWorkerProcess('worker-a', uri),
      startWorkerProcess('worker-b', uri),
    ]);

    const scheduler = createAgenda(
      db,
      [probeJob],
      { name: 'test-scheduler', pollIntervalMs: 60_000, concurrency: 1 },
      createLogger('silent', 'test'),
    );
    for (let index = 0; index < JOB_COUNT; index++)
      await scheduler.now(PROBE_JOB, { index, holdMs: 5 });

    const runs = db.collection(PROBE_RUNS);
    await waitFor(async () => (await runs.countDocuments()) >= JOB_COUNT, 120_000);
    // Give a duplicate run, if any, time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const all = await runs.find().toArray();
    expect(all).toHaveLength(JOB_COUNT);
    expect(new Set(all.map((run) => run.jobId)).size).toBe(JOB_COUNT);
    expect(new Set(all.map((run) => run.index)).size).toBe(JOB_COUNT);
    const byWorker = new Set(all.map((run) => run.worker));
    expect(byWorker).toEqual(new Set(['worker-a', 'worker-b']));

    const jobs = await db.collection(AGENDA_COLLECTION).find({ name: PROBE_JOB }).toArray();
    expect(jobs).toHaveLength(JOB_COUNT);
    expect(jobs.every((job) => job.lastFinishedAt && !job.failedAt && !job.lockedAt)).toBe(true);

    const exitCodes = await Promise.all(workers.map((worker) => worker.stop()));
    expect(exitCodes).toEqual([0, 0]);
  }, 180_000);
});
