import type { JobContext, JobRun } from './job-definition.js';

/**
 * Touches the job every quarter of its lock lifetime until stopped, so only a dead worker's run
 * is taken over (a long step, a loaded machine, never lose the lock).
 */
export function renewLockWhileRunning(
  { job, logger }: JobContext & JobRun,
  lockLifetimeMs: number,
): { stop(): void } {
  const timer = setInterval(
    () => {
      job.touch().catch((error: unknown) => logger.warn({ err: error }, 'lock renewal failed'));
    },
    Math.max(250, Math.floor(lockLifetimeMs / 4)),
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
