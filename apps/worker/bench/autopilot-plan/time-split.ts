// Where one plan's time goes, at the database's size after the run: a few more users planned in
// this process one by one (nothing else running), with the generator timed and each MongoDB query
// timed by collection and operation. The rest is inserts, media files and the job table.
import { performance } from 'node:perf_hooks';
import { asOwnerId } from '@postcraft/data';
import { inProcessRenderer, type ContentGenerator } from '@postcraft/generation';
import { LocalDiskStorage } from '@postcraft/media';
import { createContentGenerator, planAutopilotHorizon } from '@postcraft/studio';
import mongoose from 'mongoose';

export interface TimeSplit {
  posts: number;
  totalMs: number;
  generatorMs: number;
  /** Query time by "collection.operation", largest first, with its number of calls. */
  queries: Array<{ query: string; ms: number; calls: number }>;
}

/** Plans `owners` (seeded, not yet planned) one after the other and splits the time spent. */
export async function timePlans(
  owners: readonly string[],
  mediaDir: string,
  schedule: (postId: string, runAt: Date, jobId: string) => Promise<unknown>,
): Promise<TimeSplit> {
  const local = createContentGenerator({ ai: null }, inProcessRenderer);
  let generatorMs = 0;
  const generator: ContentGenerator = {
    ...local,
    async generate(input) {
      const started = performance.now();
      try {
        return await local.generate(input);
      } finally {
        generatorMs += performance.now() - started;
      }
    },
  };
  const queries = new Map<string, { ms: number; calls: number }>();
  const exec = mongoose.Query.prototype.exec;
  mongoose.Query.prototype.exec = async function timedExec(this: mongoose.Query<unknown, unknown>) {
    const started = performance.now();
    try {
      return await exec.call(this);
    } finally {
      const { op } = this as unknown as { op?: string };
      const name = `${this.model.collection.collectionName}.${op ?? 'query'}`;
      const entry = queries.get(name) ?? { ms: 0, calls: 0 };
      entry.ms += performance.now() - started;
      entry.calls += 1;
      queries.set(name, entry);
    }
  };
  let posts = 0;
  // The bench's users plan no videos (see autopilot-users.ts).
  const noVideos = {
    schedule: () => Promise.reject(new Error('The bench plans no videos')),
    cancel: async () => false,
    positionOf: async () => null,
  };
  const started = performance.now();
  try {
    for (const owner of owners) {
      const outcome = await planAutopilotHorizon(
        {
          storage: new LocalDiskStorage({ rootDir: mediaDir, publicPath: '/media' }),
          generator,
          billingEnabled: false,
          holder: 'bench-time-split',
          leaseSeconds: 120,
          scheduleJob: (jobId, runAt, postId) => schedule(postId, runAt, jobId).then(() => {}),
          renderQueue: noVideos,
        },
        asOwnerId(owner),
      );
      if (outcome.state === 'planned') posts += outcome.created.length;
    }
  } finally {
    mongoose.Query.prototype.exec = exec;
  }
  return {
    posts,
    totalMs: performance.now() - started,
    generatorMs,
    queries: [...queries]
      .map(([query, { ms, calls }]) => ({ query, ms, calls }))
      .sort((a, b) => b.ms - a.ms),
  };
}
