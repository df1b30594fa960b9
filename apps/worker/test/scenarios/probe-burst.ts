// A burst of probe jobs due at once, raced for by worker processes sharing one job table: each
// job must run exactly once. The CI test runs it with a few dozen jobs, `pnpm bench:exactly-once`
// with hundreds; both fail on the same problems.
import type { JobQueue } from '@postcraft/jobs';
import type { Db } from 'mongodb';
import { PROBE_JOB, PROBE_RUNS } from '../fixtures/probe-job.js';
import type { WorkerProcess } from '../helpers/worker-process.js';

export interface ProbeBurstResult {
  jobs: number;
  /** Distinct job ids the queue answered (one per scheduled job). */
  scheduledIds: number;
  runs: number;
  /** Runs past the first of a job. */
  duplicates: number;
  /** Scheduled jobs that never ran. */
  lost: number;
  runsByWorker: Record<string, number>;
  /** Job rows not finished, failed, or still locked once the workers stopped. */
  unsettledRows: number;
  exitCodes: Array<number | null>;
  /** From the first job scheduled to the last run recorded. */
  elapsedMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Schedules `jobs` probe jobs due now while `workers` run, waits until as many runs are recorded
 * (or `timeoutMs` passes), then stops the workers (SIGTERM lets a run in flight finish, so a
 * duplicate on its way is counted) and counts the runs and the job rows.
 */
export async function runProbeBurst(options: {
  jobs: number;
  holdMs: number;
  queue: JobQueue;
  db: Db;
  jobRows: () => Promise<Array<Record<string, unknown>>>;
  workers: WorkerProcess[];
  timeoutMs: number;
}): Promise<ProbeBurstResult> {
  const runs = options.db.collection(PROBE_RUNS);
  const startedAt = Date.now();
  const now = new Date();
  const jobIds = await Promise.all(
    Array.from({ length: options.jobs }, (_, index) =>
      options.queue.schedule(PROBE_JOB, now, { index, holdMs: options.holdMs }),
    ),
  );
  const deadline = startedAt + options.timeoutMs;
  while ((await runs.countDocuments()) < options.jobs && Date.now() < deadline) await pause(100);
  const elapsedMs = Date.now() - startedAt;
  const exitCodes = await Promise.all(options.workers.map((worker) => worker.stop()));

  const all = await runs.find().toArray();
  const ranIds = new Set(all.map((run) => String(run.jobId)));
  const runsByWorker: Record<string, number> = {};
  for (const run of all) runsByWorker[run.worker] = (runsByWorker[run.worker] ?? 0) + 1;
  const rows = await options.jobRows();
  return {
    jobs: options.jobs,
    scheduledIds: new Set(jobIds).size,
    runs: all.length,
    duplicates: all.length - ranIds.size,
    lost: jobIds.filter((id) => !ranIds.has(String(id))).length,
    runsByWorker,
    unsettledRows:
      options.jobs -
      rows.filter((row) => row.last_finished_at && !row.failed_at && !row.locked_at).length,
    exitCodes,
    elapsedMs,
  };
}

/** What went wrong in a burst run by `workerNames`; empty when every job ran exactly once. */
export function probeBurstProblems(result: ProbeBurstResult, workerNames: string[]): string[] {
  const problems: string[] = [];
  if (result.scheduledIds !== result.jobs) {
    problems.push(`${result.scheduledIds} distinct job ids for ${result.jobs} jobs`);
  }
  if (result.duplicates > 0) problems.push(`${result.duplicates} duplicate runs`);
  if (result.lost > 0) problems.push(`${result.lost} jobs lost (never ran)`);
  if (result.unsettledRows > 0) problems.push(`${result.unsettledRows} job rows not settled`);
  for (const name of workerNames) {
    if (!result.runsByWorker[name]) problems.push(`${name} ran no job: the workers did not race`);
  }
  if (result.exitCodes.some((code) => code !== 0)) {
    problems.push(`worker exit codes ${JSON.stringify(result.exitCodes)}`);
  }
  return problems;
}
