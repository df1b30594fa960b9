import tty from 'node:tty';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import { Agenda, type Job } from 'agenda';
import type pg from 'pg';
import {
  createJobBackend,
  createJobPool,
  newJobId,
  openJobQueue,
  POST_PUBLISH_JOB,
  type JobQueue,
} from '../src/index.js';

const databaseUrl = () => process.env.DATABASE_URL!;

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the job queue on PostgreSQL', () => {
  const tableName = testJobTableName('queue');
  let queue: JobQueue;
  let pool: pg.Pool;
  let worker: Agenda | undefined;
  const runs: Array<{ id: string; data: unknown; at: number }> = [];
  let release: (() => void) | undefined;

  /** A worker as apps/worker builds it; it polls every 10 s, so only NOTIFY wakes it sooner. */
  async function startWorker(): Promise<Agenda> {
    const agenda = new Agenda({
      backend: createJobBackend(pool, tableName),
      name: 'test-worker',
      // Agenda re-checks a running job every half of the larger of these with a timer it never
      // clears: short enough for jest to exit soon after the tests.
      processEvery: 10_000,
      defaultLockLifetime: 4_000,
    });
    agenda.define(POST_PUBLISH_JOB, async (job: Job) => {
      runs.push({ id: String(job.attrs._id), data: job.attrs.data, at: Date.now() });
      if ((job.attrs.data as { hold?: boolean }).hold) {
        await new Promise<void>((resolve) => (release = resolve));
      }
    });
    await agenda.start();
    return agenda;
  }

  const row = async (id: string) =>
    (await pool.query(`SELECT * FROM "${tableName}" WHERE id = $1`, [id])).rows[0];

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: databaseUrl(), tableName });
    pool = createJobPool(databaseUrl());
  });
  afterEach(async () => {
    release?.();
    await worker?.stop(false);
    worker = undefined;
  });
  afterAll(async () => {
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });

  it('when a job is scheduled for now, then a worker runs it with its data at once, without waiting for its next poll', async () => {
    worker = await startWorker();
    // Once a first job ran, the worker's start-up scan is over and its next poll 10 s away.
    const first = await queue.schedule(POST_PUBLISH_JOB, new Date(), {});
    await waitFor(() => runs.some((run) => run.id === first));
    const scheduledAt = Date.now();
    const jobId = await queue.schedule(POST_PUBLISH_JOB, new Date(), { postId: 'p1' });

    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => runs.some((run) => run.id === jobId));
    const run = runs.find((r) => r.id === jobId)!;
    expect(run.data).toEqual({ postId: 'p1' });
    expect(run.at - scheduledAt).toBeLessThan(5_000);
    await waitFor(async () => Boolean((await row(jobId))?.last_finished_at));
  });

  it('when a job is scheduled under an id chosen ahead, then it runs under that id, and a bad or taken id is refused', async () => {
    worker = await startWorker();
    const chosen = newJobId();

    expect(await queue.schedule(POST_PUBLISH_JOB, new Date(), { postId: 'p3' }, chosen)).toBe(
      chosen,
    );
    await waitFor(() => runs.some((run) => run.id === chosen));
    expect(runs.find((run) => run.id === chosen)!.data).toEqual({ postId: 'p3' });
    await expect(queue.schedule(POST_PUBLISH_JOB, new Date(), {}, chosen)).rejects.toThrow();
    await expect(queue.schedule(POST_PUBLISH_JOB, new Date(), {}, 'not-a-uuid')).rejects.toThrow(
      'Invalid job id',
    );
  });

  it('when a job is scheduled once under a derived id, then it runs once, and queuing it again (queued or finished) adds nothing', async () => {
    const derived = newJobId();

    expect(await queue.scheduleOnce(POST_PUBLISH_JOB, new Date(), { postId: 'p4' }, derived)).toBe(
      true,
    );
    expect(await queue.scheduleOnce(POST_PUBLISH_JOB, new Date(), { postId: 'p5' }, derived)).toBe(
      false,
    );
    worker = await startWorker();
    await waitFor(async () => Boolean((await row(derived))?.last_finished_at));
    expect(await queue.scheduleOnce(POST_PUBLISH_JOB, new Date(), { postId: 'p6' }, derived)).toBe(
      false,
    );
    expect(runs.filter((run) => run.id === derived).map((run) => run.data)).toEqual([
      { postId: 'p4' },
    ]);
    await expect(queue.scheduleOnce(POST_PUBLISH_JOB, new Date(), {}, 'nope')).rejects.toThrow(
      'Invalid job id',
    );
  });

  it('when a pending job is rescheduled, then it moves; an unknown, malformed or finished job answers false', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    const jobId = await queue.schedule(POST_PUBLISH_JOB, later, { postId: 'p2' });
    const sooner = new Date(Date.now() + 30 * 60_000);

    expect(await queue.reschedule(jobId, sooner)).toBe(true);
    expect((await row(jobId)).next_run_at.getTime()).toBe(sooner.getTime());
    expect(await queue.reschedule('00000000-0000-4000-8000-000000000000', sooner)).toBe(false);
    expect(await queue.reschedule('not-a-job-id', sooner)).toBe(false);

    worker = await startWorker();
    expect(await queue.reschedule(jobId, new Date())).toBe(true);
    await waitFor(async () => Boolean((await row(jobId))?.last_finished_at));
    expect(await queue.reschedule(jobId, later)).toBe(false);
    expect(runs.filter((run) => run.id === jobId)).toHaveLength(1);
  });

  it('when a pending job is cancelled, then it is gone and never runs; a running or finished one answers false', async () => {
    // Already due when the worker starts: had it survived the cancel, the worker would lock it
    // (the earliest due first) before the job below, so no wait after that one is needed.
    const cancelled = await queue.schedule(POST_PUBLISH_JOB, new Date(Date.now() - 60_000), {});
    expect(await queue.cancel(cancelled)).toBe(true);
    expect(await row(cancelled)).toBeUndefined();
    expect(await queue.cancel(cancelled)).toBe(false);
    expect(await queue.cancel('nope')).toBe(false);

    worker = await startWorker();
    const running = await queue.schedule(POST_PUBLISH_JOB, new Date(), { hold: true });
    await waitFor(() => runs.some((run) => run.id === running));
    expect(await queue.cancel(running)).toBe(false);
    expect(await row(running)).toBeDefined();
    release!();
    await waitFor(async () => Boolean((await row(running))?.last_finished_at));
    expect(await queue.cancel(running)).toBe(false);
    expect(runs.some((run) => run.id === cancelled)).toBe(false);
  });

  it('when a worker died holding jobs, then a live worker takes the one whose lock ran out and the due ones, never one still held', async () => {
    const dead = await queue.schedule(POST_PUBLISH_JOB, new Date(), { postId: 'dead' });
    const held = await queue.schedule(POST_PUBLISH_JOB, new Date(), { postId: 'held' });
    const due = await queue.schedule(POST_PUBLISH_JOB, new Date(), { postId: 'due' });
    // As Agenda leaves a one-time job it started: no next run, locked by its worker.
    const lockAs = (id: string, lockedAt: string) =>
      pool.query(
        `UPDATE "${tableName}" SET next_run_at = NULL, locked_at = ${lockedAt},
           last_modified_by = 'gone' WHERE id = $1`,
        [id],
      );
    await lockAs(dead, `now() - interval '1 minute'`);
    // Its lease outlives the test however slow the machine (the test worker's lifetime is 4 s).
    await lockAs(held, `now() + interval '1 hour'`);

    worker = await startWorker();
    await waitFor(() => runs.some((run) => run.id === due));
    await waitFor(() => runs.some((run) => run.id === dead));

    expect(runs.some((run) => run.id === held)).toBe(false);
    await pool.query(`DELETE FROM "${tableName}" WHERE id = $1`, [held]);
  });

  it('when a worker runs a job, then it announces nothing on the job-state channel, which nobody listens to', async () => {
    const stateChannel = `${tableName}:state`;
    const listener = await pool.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    try {
      await listener.query(`LISTEN "${stateChannel}"`);
      worker = await startWorker();
      const jobId = await queue.schedule(POST_PUBLISH_JOB, new Date(), {});
      await waitFor(async () => Boolean((await row(jobId))?.last_finished_at));
      // Agenda announced start and success before that write: a marker sent now arrives after them.
      await pool.query(`SELECT pg_notify($1, 'marker')`, [stateChannel]);
      await waitFor(() => heard.includes('marker'));

      expect(heard).toEqual(['marker']);
    } finally {
      await listener.query(`UNLISTEN "${stateChannel}"`);
      listener.release();
    }
  });

  it('when jobs run, then Agenda builds its debug loggers once, not for every job (packages/jobs/patches)', async () => {
    worker = await startWorker();
    // The first run creates the loggers a run uses; building one asks whether stderr is a terminal.
    const first = await queue.schedule(POST_PUBLISH_JOB, new Date(), {});
    await waitFor(() => runs.some((run) => run.id === first));
    const isatty = tty.isatty;
    let terminalChecks = 0;
    tty.isatty = (fd) => {
      terminalChecks += 1;
      return isatty(fd);
    };
    try {
      const jobIds = await Promise.all(
        Array.from({ length: 20 }, () => queue.schedule(POST_PUBLISH_JOB, new Date(), {})),
      );
      await waitFor(async () => {
        const finished = await Promise.all(
          jobIds.map(async (id) => (await row(id))?.last_finished_at),
        );
        return finished.every(Boolean);
      });

      // Unpatched, Agenda builds a new logger several times per job.
      expect(terminalChecks).toBeLessThan(jobIds.length);
    } finally {
      tty.isatty = isatty;
    }
  });

  it('answers a ping; a database that does not answer fails to open; a bad table name is refused', async () => {
    await expect(queue.ping()).resolves.toBeUndefined();
    await expect(
      openJobQueue({ databaseUrl: 'postgres://postgres:x@127.0.0.1:1/postcraft' }),
    ).rejects.toThrow();
    await expect(
      openJobQueue({ databaseUrl: databaseUrl(), tableName: 'jobs"; DROP TABLE x' }),
    ).rejects.toThrow(/Invalid job table name/);
  });
});
