import { startWorkerProcess, type WorkerProcess } from '../helpers/worker-process.js';

export interface PublishWorker extends WorkerProcess {
  /** SIGKILL: the process dies at once, whatever it was doing. */
  kill(): Promise<void>;
}

/**
 * A real worker process (the production job registry) on `mongodbUri` and the job table
 * `jobTable`, with `env` on top of the test settings; it can also be killed outright.
 */
export async function startPublishWorker(
  name: string,
  mongodbUri: string,
  jobTable: string,
  env: Record<string, string>,
): Promise<PublishWorker> {
  const worker = await startWorkerProcess(name, mongodbUri, jobTable, env);
  const exited = new Promise<void>((resolve) => {
    if (worker.child.exitCode !== null || worker.child.signalCode !== null) resolve();
    else worker.child.once('exit', () => resolve());
  });
  return {
    ...worker,
    async kill() {
      if (worker.child.exitCode === null && worker.child.signalCode === null) {
        worker.child.kill('SIGKILL');
      }
      await exited;
    },
  };
}
