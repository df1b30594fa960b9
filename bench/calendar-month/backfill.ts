/**
 * How long the calendar-bucket backfill takes on the month view's database: 100,000 scheduled
 * posts written without calendarBucket (as code before it stored them), then
 * backfillCalendarBuckets() once to fill them and once more with nothing left to do (what every
 * later start would pay, were the finished backfill not recorded).
 *
 *   pnpm bench:calendar-backfill
 *
 * Runs on a throwaway PostgreSQL with FerretDB on it (or DATABASE_URL and MONGODB_URI when set).
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withDatabaseName } from '../../packages/runtime-config/src/index.js';
import { startBenchDatabases } from './databases.js';
import { benchPost } from './seed.js';

const requireFromApi = createRequire(resolve(import.meta.dirname, '../../apps/api/package.json'));
const { backfillCalendarBuckets, closeOwnerVersions, openOwnerVersions, ScheduledPostModel } =
  (await import(
    pathToFileURL(requireFromApi.resolve('@postcraft/data')).href
  )) as typeof import('../../packages/data/src/index.js');
const mongoose = createRequire(resolve(import.meta.dirname, '../../packages/data/package.json'))(
  'mongoose',
) as typeof import('mongoose');

const postsArgument = process.argv.indexOf('--posts');
const TOTAL_POSTS = postsArgument > 0 ? Number(process.argv[postsArgument + 1]) : 100_000;
const OWNERS = 1_000;
const INSERT_BATCH = 5_000;

const log = (line: string) => console.log(`[bench] ${line}`);
const { postgres, database } = await startBenchDatabases(log);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

try {
  await mongoose.connect(withDatabaseName(database.uri, 'bench_calendar_backfill'));
  // The backfill's writes are announced like any other (one version change per post).
  await openOwnerVersions(postgres.url);
  await ScheduledPostModel.init();
  const owners = Array.from({ length: OWNERS }, () => new mongoose.Types.ObjectId());
  const raw = mongoose.connection.db!.collection('scheduledPosts');
  let started = performance.now();
  for (let start = 0; start < TOTAL_POSTS; start += INSERT_BATCH) {
    await raw.insertMany(
      Array.from({ length: Math.min(INSERT_BATCH, TOTAL_POSTS - start) }, (_, offset) =>
        benchPost(owners[(start + offset) % OWNERS]!, start + offset, TOTAL_POSTS),
      ),
    );
  }
  log(`wrote ${TOTAL_POSTS} posts without calendarBucket in ${seconds(started)}`);

  started = performance.now();
  const written = await backfillCalendarBuckets();
  log(`backfill: ${written} posts given their bucket in ${seconds(started)}`);
  started = performance.now();
  const again = await backfillCalendarBuckets();
  log(`backfill again (nothing missing): ${again} posts in ${seconds(started)}`);
} finally {
  await closeOwnerVersions();
  await mongoose.disconnect();
  await database.stop();
  await postgres.stop();
}
