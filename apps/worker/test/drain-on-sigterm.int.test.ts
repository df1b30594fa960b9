import { hostname } from 'node:os';
import { PROBE_JOB, PROBE_RUNS, PROBE_STARTS } from './fixtures/probe-job.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { useJobTable } from './helpers/job-table.js';
import { waitFor } from './helpers/wait-for.js';
import { startWorkerProcess, type WorkerProcess } from './helpers/worker-process.js';

describe('a worker stopped with SIGTERM', () => {
  const database = useIsolatedDatabase('drain');
  const jobs = useJobTable('drain');
  const { uri } = database;
  const workers: WorkerProcess[] = [];

  afterAll(async () => {
    await Promise.all(
      workers.map((worker) => {
        worker.child.kill('SIGCONT');
        return worker.stop();
      }),
    );
  });

  const job = async (jobId: string) => (await jobs.rows('id = $1', [jobId]))[0]!;
  const starts = (jobId: string) =>
    database.db().collection(PROBE_STARTS).find({ jobId }).toArray();

  it('when a job outlives the drain timeout, then the worker unlocks it and another worker runs it', async () => {
    const first = await startWorkerProcess('worker-first', uri, jobs.tableName, {
      WORKER_DRAIN_TIMEOUT_MS: '300',
    });
    workers.push(first);
    // Long enough to outlive the first worker's drain, short enough for the test.
    const jobId = await jobs.queue().schedule(PROBE_JOB, new Date(), { index: 1, holdMs: 4_000 });
    await waitFor(async () => (await starts(jobId)).length === 1, 30_000);
    expect((await job(jobId)).locked_at).not.toBeNull();

    expect(await first.stop()).toBe(0);
    expect((await job(jobId)).locked_at).toBeNull();

    const second = await startWorkerProcess('worker-second', uri, jobs.tableName);
    workers.push(second);
    const runs = database.db().collection(PROBE_RUNS);
    await waitFor(
      async () => (await runs.countDocuments({ jobId, worker: 'worker-second' })) === 1,
      60_000,
    );
    expect(await second.stop()).toBe(0);
  }, 120_000);

  it('when two workers’ names share a pid-like prefix, then each hands back only the jobs it holds itself', async () => {
    // As two replicas that both run as PID 1 on hosts of the same name.
    const prefix = `${hostname()}-1-`;
    const keeper = await startWorkerProcess(`${prefix}a3f9`, uri, jobs.tableName);
    const leaver = await startWorkerProcess(`${prefix}a3f`, uri, jobs.tableName, {
      WORKER_DRAIN_TIMEOUT_MS: '300',
    });
    workers.push(keeper, leaver);

    // Each worker in turn is paused, so that the other one takes the job scheduled meanwhile.
    const holdWhile = async (paused: WorkerProcess, runner: WorkerProcess, index: number) => {
      paused.child.kill('SIGSTOP');
      const jobId = await jobs.queue().schedule(PROBE_JOB, new Date(), { index, holdMs: 15_000 });
      await waitFor(async () => (await starts(jobId)).length === 1, 30_000);
      paused.child.kill('SIGCONT');
      expect((await starts(jobId))[0]!.worker).toBe(runner.name);
      return jobId;
    };
    const keptJob = await holdWhile(leaver, keeper, 10);
    const leftJob = await holdWhile(keeper, leaver, 11);

    expect(await leaver.stop()).toBe(0);

    expect(await job(keptJob)).toMatchObject({ last_modified_by: keeper.name });
    expect((await job(keptJob)).locked_at).not.toBeNull();
    // The job handed back runs again on the worker left; the other one runs once, to its end.
    await waitFor(async () => (await starts(leftJob)).length === 2, 30_000);
    expect((await starts(leftJob))[1]!.worker).toBe(keeper.name);
    await waitFor(async () => Boolean((await job(keptJob)).last_finished_at), 30_000);
    expect(await starts(keptJob)).toHaveLength(1);
  }, 120_000);

  it('when no job is running, then it exits at once with code 0', async () => {
    const idle = await startWorkerProcess('worker-idle', uri, jobs.tableName);
    const startedAt = Date.now();
    const exitCode = await idle.stop();
    // Rarely the process is reported as ended by the signal itself (exit code null) rather than
    // by its handler; either way it must be gone promptly and never fail.
    expect({ exitCode, output: idle.output() }).toEqual({
      exitCode: exitCode === null ? null : 0,
      output: expect.any(String),
    });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  });
});
