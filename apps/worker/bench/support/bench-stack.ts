// What both benchmarks run on: a throwaway PostgreSQL with FerretDB on it (as the tests use), a
// job table, the Sandbox stand-in, and real worker processes running the production job registry.
import { readdirSync, readFileSync } from 'node:fs';
import { startDatabase } from '@postcraft/embedded-mongo';
import { startPostgres } from '@postcraft/embedded-postgres';
import {
  closeOwnerVersions,
  createTokenCipher,
  initDataModels,
  openOwnerVersions,
  type TokenCipher,
} from '@postcraft/data';
import { openJobQueue, POST_PUBLISH_JOB, type JobQueue } from '@postcraft/jobs';
import { withDatabaseName } from '@postcraft/runtime-config';
import { dropJobTable } from '@postcraft/test-database/job-table';
import mongoose from 'mongoose';
import { startSandboxPlatform, type SandboxPlatform } from '../../test/support/sandbox-platform.js';
import { TEST_ENCRYPTION_KEY } from '../../test/support/publish-fixtures.js';
import { startPublishWorker, type PublishWorker } from '../../test/support/publish-workers.js';

export interface BenchStack {
  platform: SandboxPlatform;
  queue: JobQueue;
  cipher: TokenCipher;
  /** The run's MongoDB database and job table, for workers started by hand. */
  mongodbUri: string;
  jobTable: string;
  schedule: (postId: string, runAt: Date, jobId: string) => Promise<string>;
  startWorker(name: string, env?: Record<string, string>): Promise<PublishWorker>;
  close(): Promise<void>;
}

const JOB_TABLE = `bench_jobs_${process.pid}`;

export async function startBenchStack(options: {
  platformLatencyMs: number;
  workerEnv: Record<string, string>;
}): Promise<BenchStack> {
  const log = (message: string) => print(`[bench] ${message}`);
  const postgres = await startPostgres({ url: process.env.DATABASE_URL || undefined, log });
  process.env.DATABASE_URL = postgres.url;
  const database = await startDatabase({
    uri: process.env.MONGODB_URI || undefined,
    ferretdbPostgresUrl: postgres.url,
    log,
  });
  const mongodbUri = withDatabaseName(database.uri, `bench_${Date.now()}`);
  await mongoose.connect(mongodbUri);
  // Seeding writes posts, announced to the API processes like any write.
  await openOwnerVersions(postgres.url);
  await initDataModels();
  const platform = await startSandboxPlatform({ latencyMs: options.platformLatencyMs });
  const queue = await openJobQueue({
    databaseUrl: process.env.DATABASE_URL!,
    tableName: JOB_TABLE,
  });
  const workers: PublishWorker[] = [];
  return {
    platform,
    queue,
    cipher: createTokenCipher(TEST_ENCRYPTION_KEY),
    mongodbUri,
    jobTable: JOB_TABLE,
    schedule: (postId, runAt, jobId) => queue.schedule(POST_PUBLISH_JOB, runAt, { postId }, jobId),
    async startWorker(name, env = {}) {
      const worker = await startPublishWorker(name, mongodbUri, JOB_TABLE, {
        ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
        SANDBOX_PLATFORM: 'true',
        SANDBOX_URL_BASE: platform.url,
        LOG_LEVEL: 'warn',
        ...options.workerEnv,
        ...env,
      });
      workers.push(worker);
      return worker;
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.kill()));
      await queue.close();
      await platform.close();
      await mongoose.connection.db?.dropDatabase();
      await mongoose.disconnect();
      await closeOwnerVersions();
      await dropJobTable(JOB_TABLE);
      await database.stop();
      await postgres.stop();
    },
  };
}

/** The p-th percentile (0..100) of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** A line of the benchmark's report on stdout. */
export const print = (line: string) => process.stdout.write(`${line}\n`);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds spent so far, by part of the stack. */
export type CpuByPart = Map<string, number>;

function partOf(pid: number, command: string): string {
  if (pid === process.pid) return 'this run (stand-in platform)';
  if (command.startsWith('postgres')) return 'PostgreSQL';
  if (command.startsWith('embedded-ferret')) return 'FerretDB';
  if (command === 'node') return 'workers';
  return command;
}

/**
 * CPU seconds spent so far by this process and every process it started, however deep (the
 * workers, FerretDB, PostgreSQL and its backends), reaped children included, by part; Linux only
 * (/proc), empty elsewhere. Its difference over a run, divided by the work done, is the run's CPU
 * cost whatever else the machine is doing.
 */
export function stackCpuSeconds(): CpuByPart {
  const parts: CpuByPart = new Map();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return parts;
  }
  const stats = entries.flatMap((pid) => {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      // After the command: state, ppid, ..., then utime, stime, cutime, cstime (fields 14-17).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
      return [{ pid: Number(pid), ppid: Number(fields[1]), command, ticks }];
    } catch {
      return []; // ended meanwhile
    }
  });
  const tree = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats) {
      if (!tree.has(stat.pid) && tree.has(stat.ppid)) {
        tree.add(stat.pid);
        grew = true;
      }
    }
  }
  for (const stat of stats) {
    if (!tree.has(stat.pid)) continue;
    const part = partOf(stat.pid, stat.command);
    parts.set(part, (parts.get(part) ?? 0) + stat.ticks / 100);
  }
  return parts;
}

/** `after - before` per part, in ms per unit of work, largest first: "workers 6.1, ...". */
export function cpuMsPer(before: CpuByPart, after: CpuByPart, units: number): string {
  const spent = [...after].map(([part, seconds]) => ({
    part,
    ms: ((seconds - (before.get(part) ?? 0)) * 1000) / units,
  }));
  const total = spent.reduce((sum, { ms }) => sum + ms, 0);
  return (
    `${total.toFixed(1)} ms (` +
    spent
      .filter(({ ms }) => ms >= 0.05)
      .sort((a, b) => b.ms - a.ms)
      .map(({ part, ms }) => `${part} ${ms.toFixed(1)}`)
      .join(', ') +
    ')'
  );
}
