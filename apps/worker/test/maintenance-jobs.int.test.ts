import mongoose from 'mongoose';
import { JOB_CLAIMS_COLLECTION } from '../src/agenda/claim-locking-repository.js';
import { AGENDA_COLLECTION } from '../src/agenda/create-agenda.js';
import { purgeExpiredRecordsJob } from '../src/jobs/purge-expired-records/purge-expired-records.job.js';
import { purgeFinishedJobsJob } from '../src/jobs/purge-finished-jobs/purge-finished-jobs.job.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { jobContext, testWorkerSetup } from './helpers/job-context.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('maintenance jobs', () => {
  const database = useIsolatedDatabase('maintenance');
  const context = () => jobContext(database.db(), testWorkerSetup().dependencies);

  beforeAll(() => mongoose.connect(database.uri));
  afterAll(() => mongoose.disconnect());

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
    await db.collection(JOB_CLAIMS_COLLECTION).insertMany([
      { _id: 'old-claim' as never, jobId: 'j', claimedAt: daysAgo(8) },
      { _id: 'new-claim' as never, jobId: 'j', claimedAt: daysAgo(1) },
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
    expect(await db.collection(JOB_CLAIMS_COLLECTION).distinct('_id')).toEqual(['new-claim']);
  });

  it('when one-off jobs finished over a week ago, then they are deleted and recurring or running ones kept', async () => {
    const jobs = database.db().collection(AGENDA_COLLECTION);
    await jobs.insertMany([
      { name: 'old', nextRunAt: null, lockedAt: null, lastFinishedAt: daysAgo(8) },
      { name: 'recent', nextRunAt: null, lockedAt: null, lastFinishedAt: daysAgo(1) },
      { name: 'recurring', nextRunAt: daysAgo(-1), lockedAt: null, lastFinishedAt: daysAgo(30) },
      { name: 'running', nextRunAt: null, lockedAt: new Date(), lastFinishedAt: daysAgo(30) },
    ]);

    await purgeFinishedJobsJob.handle({ olderThanDays: 7 }, context());

    expect((await jobs.distinct('name')).sort()).toEqual(['recent', 'recurring', 'running']);
  });
});
