import { closeOwnerVersions, openOwnerVersions } from '@postcraft/data';
import mongoose from 'mongoose';
import { purgeExpiredRecordsJob } from '../src/jobs/purge-expired-records/purge-expired-records.job.js';
import { purgeFinishedJobsJob } from '../src/jobs/purge-finished-jobs/purge-finished-jobs.job.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { jobContext, testWorkerSetup } from './helpers/job-context.js';
import { useJobTable } from './helpers/job-table.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('maintenance jobs', () => {
  const database = useIsolatedDatabase('maintenance');
  const jobs = useJobTable('maintenance');
  const context = () => jobContext(database.db(), testWorkerSetup().dependencies, jobs.jobStore());

  beforeAll(async () => {
    await mongoose.connect(database.uri);
    // The purge deletes sessions, which every API process must hear of (as the worker's start).
    await openOwnerVersions(process.env.DATABASE_URL!);
  });
  afterAll(async () => {
    await closeOwnerVersions();
    await mongoose.disconnect();
  });

  it('when codes, claims, sessions, connection attempts and sandbox grants expired more than a day ago, then only those are deleted', async () => {
    const db = database.db();
    await db.collection('verificationCodes').insertMany([
      { email: 'old@example.com', expiresAt: daysAgo(2) },
      { email: 'fresh@example.com', expiresAt: daysAgo(-1) },
    ]);
    await db.collection('verificationCodeClaims').insertMany([
      { _id: 'old' as never, expiresAt: daysAgo(3) },
      { _id: 'recent' as never, expiresAt: daysAgo(0.5) },
    ]);
    await db.collection('sessions').insertMany([
      { userId: 'u', expiresAt: daysAgo(10) },
      { userId: 'u', expiresAt: daysAgo(-7) },
    ]);
    await db.collection('oauthSessions').insertMany([
      { sessionId: 'abandoned', expiresAt: daysAgo(2) },
      { sessionId: 'open', expiresAt: daysAgo(-0.01) },
    ]);
    await db.collection('oneTimeClaims').insertMany([
      { _id: 'refresh:old' as never, expiresAt: daysAgo(1.5) },
      { _id: 'state:current' as never, expiresAt: daysAgo(-0.01) },
    ]);
    await db.collection('sandboxAuthRequests').insertMany([
      { state: 'abandoned', expiresAt: daysAgo(2) },
      { state: 'pending', expiresAt: daysAgo(-0.01) },
    ]);
    await db.collection('sandboxGrants').insertMany([
      { _id: 'expired-code' as never, kind: 'code', expiresAt: daysAgo(2) },
      { _id: 'live-refresh' as never, kind: 'refresh', expiresAt: daysAgo(-30) },
    ]);

    await purgeExpiredRecordsJob.handle({ graceDays: 1 }, context());

    expect(await db.collection('verificationCodes').distinct('email')).toEqual([
      'fresh@example.com',
    ]);
    expect(await db.collection('verificationCodeClaims').distinct('_id')).toEqual(['recent']);
    expect(await db.collection('sessions').countDocuments()).toBe(1);
    expect(await db.collection('oauthSessions').distinct('sessionId')).toEqual(['open']);
    expect(await db.collection('oneTimeClaims').distinct('_id')).toEqual(['state:current']);
    expect(await db.collection('sandboxAuthRequests').distinct('state')).toEqual(['pending']);
    expect(await db.collection('sandboxGrants').distinct('_id')).toEqual(['live-refresh']);
  });

  it('when one-off jobs finished over a week ago, then they are deleted and recurring, pending or running ones kept', async () => {
    const insert = (name: string, nextRunAt: Date | null, lockedAt: Date | null, finished: Date) =>
      jobs.pool().query(
        `INSERT INTO "${jobs.tableName}" (name, next_run_at, locked_at, last_finished_at)
           VALUES ($1, $2, $3, $4)`,
        [name, nextRunAt, lockedAt, finished],
      );
    await insert('old', null, null, daysAgo(8));
    await insert('recent', null, null, daysAgo(1));
    await insert('recurring', daysAgo(-1), null, daysAgo(30));
    await insert('running', null, new Date(), daysAgo(30));

    await purgeFinishedJobsJob.handle({ olderThanDays: 7 }, context());

    const names = (await jobs.rows()).map((row) => row.name);
    expect(names.sort()).toEqual(['recent', 'recurring', 'running']);
  });
});
