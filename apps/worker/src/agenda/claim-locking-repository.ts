import { MongoJobRepository } from '@agendajs/mongo-backend';
import type { JobId, JobParameters } from 'agenda';
import { ObjectId, type Db, type Document, type WithId } from 'mongodb';

/** One row per job state that a worker has locked; see ClaimLockingJobRepository. */
export const JOB_CLAIMS_COLLECTION = 'agendaJobClaims';

interface JobClaim {
  _id: string;
  jobId: string;
  claimedAt: Date;
}

type LockOptions = Parameters<MongoJobRepository['lockJob']>[1];

/** How many due jobs one lock attempt reads before giving up until the next poll. */
const CANDIDATES_PER_ATTEMPT = 5;
const DUE_ORDER = { nextRunAt: 1, priority: -1 } as const;

const stamp = (value: unknown) => (value instanceof Date ? value.toISOString() : 'none');

/**
 * Agenda's MongoDB repository with a lock that holds on FerretDB too.
 *
 * Agenda locks a job with one findOneAndUpdate. MongoDB runs that atomically; FerretDB 1.x does
 * not (it reads, then updates by _id), so two workers could both lock one job and run it twice.
 * Here a worker first claims the job *in the state it read* by inserting a row whose _id names
 * that state (job id, due time, previous lock, last finish). A unique _id is enforced by every
 * MongoDB-compatible store, so exactly one worker wins each state; the winner then sets lockedAt.
 * A finished, rescheduled, failed or expired run changes the state, so it can be claimed afresh.
 */
export class ClaimLockingJobRepository extends MongoJobRepository {
  constructor(
    private readonly claimsDb: Db,
    collection: string,
  ) {
    super({ mongo: claimsDb, db: { collection } });
  }

  override async lockJob(
    job: JobParameters,
    options: LockOptions,
  ): Promise<JobParameters | undefined> {
    if (!job._id) return undefined;
    const document = await this.collection.findOne({
      _id: new ObjectId(String(job._id)),
      name: job.name,
      lockedAt: null,
      nextRunAt: job.nextRunAt,
      disabled: { $ne: true },
    });
    return document ? this.lockIfClaimed(document, new Date(), options) : undefined;
  }

  override async getNextJobToRun(
    jobName: string,
    nextScanAt: Date,
    lockDeadline: Date,
    now: Date | undefined,
    options: LockOptions,
  ): Promise<JobParameters | undefined> {
    const candidates = await this.collection
      .find({
        name: jobName,
        disabled: { $ne: true },
        $or: [
          { lockedAt: null, nextRunAt: { $lte: nextScanAt } },
          { lockedAt: { $lte: lockDeadline } },
        ],
      })
      .sort(DUE_ORDER)
      .limit(CANDIDATES_PER_ATTEMPT)
      .toArray();
    for (const candidate of candidates) {
      const locked = await this.lockIfClaimed(candidate, now ?? new Date(), options);
      if (locked) return locked;
    }
    return undefined;
  }

  /** An unlocked job (worker shutdown) returns to a state claimed before: forget its claims. */
  override async unlockJob(job: JobParameters): Promise<void> {
    await super.unlockJob(job);
    if (job._id) await this.claims().deleteMany({ jobId: String(job._id) });
  }

  override async unlockJobs(jobIds: (JobId | string)[]): Promise<void> {
    await super.unlockJobs(jobIds);
    if (jobIds.length > 0) {
      await this.claims().deleteMany({ jobId: { $in: jobIds.map(String) } });
    }
  }

  private async lockIfClaimed(
    document: WithId<Document>,
    lockedAt: Date,
    options: LockOptions,
  ): Promise<JobParameters | undefined> {
    if (!(await this.claim(document))) return undefined;
    await this.collection.updateOne(
      { _id: document._id },
      { $set: { lockedAt, lastModifiedBy: options?.lastModifiedBy ?? null } },
    );
    return (await this.getJobById(document._id.toHexString())) ?? undefined;
  }

  private async claim(document: WithId<Document>): Promise<boolean> {
    const jobId = document._id.toHexString();
    const state = [
      jobId,
      stamp(document.nextRunAt),
      stamp(document.lockedAt),
      stamp(document.lastFinishedAt),
    ];
    try {
      await this.claims().insertOne({ _id: state.join('|'), jobId, claimedAt: new Date() });
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) return false;
      throw error;
    }
  }

  private claims() {
    return this.claimsDb.collection<JobClaim>(JOB_CLAIMS_COLLECTION);
  }
}

/**
 * Makes the jobs a stopping worker still holds due again now and unlocked, so another worker runs
 * them at once instead of after the lock expires: those it was running (`jobIds`) and those it had
 * locked under its name but not started. Handlers must be idempotent (a publish checks whether it
 * already went out), since an interrupted run may have done part of its work.
 */
export async function requeueHeldJobs(
  db: Db,
  collection: string,
  workerName: string,
  jobIds: string[],
): Promise<void> {
  const filter = {
    lockedAt: { $ne: null },
    $or: [{ _id: { $in: jobIds.map((id) => new ObjectId(id)) } }, { lastModifiedBy: workerName }],
  };
  const held = await db
    .collection(collection)
    .find(filter, { projection: { _id: 1 } })
    .toArray();
  if (held.length === 0) return;
  const ids = held.map((job) => job._id);
  await db
    .collection(collection)
    .updateMany(
      { _id: { $in: ids }, lockedAt: { $ne: null } },
      { $set: { nextRunAt: new Date() }, $unset: { lockedAt: true } },
    );
  await db
    .collection<JobClaim>(JOB_CLAIMS_COLLECTION)
    .deleteMany({ jobId: { $in: ids.map((id) => id.toHexString()) } });
}
