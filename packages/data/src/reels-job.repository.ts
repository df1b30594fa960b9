import { isValidObjectId, Types } from 'mongoose';
import { GenerationModel, type GenerationRecord } from './generation.model.js';
import type { OwnerId } from './owner-id.js';
import { ReelsJobModel, type ReelsJobRecord } from './reels-job.model.js';

/** Uploaded long videos wait for their job under `reel-sources/<userId>/`. */
export const REEL_SOURCE_KEY_PREFIX = 'reel-sources/';
export const reelSourceKeyPrefixOf = (ownerId: OwnerId) => `${REEL_SOURCE_KEY_PREFIX}${ownerId}/`;

export type NewReelsJob = Pick<
  ReelsJobRecord,
  '_id' | 'source' | 'options' | 'status' | 'stage' | 'progress' | 'jobId'
>;

/** The fields a run writes as it goes. */
export type ReelsJobState = Pick<
  ReelsJobRecord,
  'status' | 'stage' | 'progress' | 'attempts' | 'failure' | 'clipIds'
> & { source: ReelsJobRecord['source'] };

const ownerFilter = (ownerId: OwnerId) => ({ ownerId: new Types.ObjectId(ownerId) });
const byId = (ownerId: OwnerId, reelsId: string) => ({
  _id: new Types.ObjectId(reelsId),
  ...ownerFilter(ownerId),
});

export const newReelsJobId = () => new Types.ObjectId();

export async function insertReelsJob(ownerId: OwnerId, job: NewReelsJob): Promise<ReelsJobRecord> {
  const created = await ReelsJobModel.create({
    ...job,
    ...ownerFilter(ownerId),
    attempts: 0,
    failure: null,
    clipIds: [],
  });
  return created.toObject();
}

/** One of the owner's reels jobs; null when the owner has none by this id. */
export async function findReelsJob(
  ownerId: OwnerId,
  reelsId: string,
): Promise<ReelsJobRecord | null> {
  if (!isValidObjectId(reelsId)) return null;
  return ReelsJobModel.findOne(byId(ownerId, reelsId)).lean().exec();
}

/** The owner's newest reels jobs, newest first. */
export async function listReelsJobs(ownerId: OwnerId, limit: number): Promise<ReelsJobRecord[]> {
  return ReelsJobModel.find(ownerFilter(ownerId))
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean()
    .exec();
}

/** How many of the owner's reels jobs wait or run. */
export async function countUnfinishedReelsJobs(ownerId: OwnerId): Promise<number> {
  return ReelsJobModel.countDocuments({
    ...ownerFilter(ownerId),
    status: { $in: ['queued', 'running'] },
  }).exec();
}

/** Writes a run's state (the job is its only writer); false when the record is gone (cancelled). */
export async function updateReelsJobState(
  ownerId: OwnerId,
  reelsId: string,
  state: Partial<ReelsJobState>,
): Promise<boolean> {
  const result = await ReelsJobModel.updateOne(byId(ownerId, reelsId), { $set: state }).exec();
  return result.matchedCount === 1;
}

/** Deletes one of the owner's reels jobs and answers it; null when there is none by this id. */
export async function deleteReelsJob(
  ownerId: OwnerId,
  reelsId: string,
): Promise<ReelsJobRecord | null> {
  if (!isValidObjectId(reelsId)) return null;
  return ReelsJobModel.findOneAndDelete(byId(ownerId, reelsId)).lean().exec();
}

/** Deletes every reels job of the owner (their account is being deleted) and answers them. */
export async function deleteAllReelsJobsOf(ownerId: OwnerId): Promise<ReelsJobRecord[]> {
  const jobs = await ReelsJobModel.find(ownerFilter(ownerId)).lean().exec();
  await ReelsJobModel.deleteMany(ownerFilter(ownerId)).exec();
  return jobs;
}

/** Reels jobs of any owner recorded before `before` that still wait: the sweeps read them. */
export async function listQueuedReelsJobsBefore(
  before: Date,
  limit: number,
): Promise<ReelsJobRecord[]> {
  return ReelsJobModel.find({ status: 'queued', createdAt: { $lt: before } })
    .sort({ createdAt: 1, _id: 1 })
    .limit(limit)
    .lean()
    .exec();
}

/** Of the given source keys, those a reels job still waiting or running needs. */
export async function findReelSourceKeysInUse(keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const jobs = await ReelsJobModel.find({ 'source.key': { $in: keys } }, { source: 1, status: 1 })
    .lean()
    .exec();
  return new Set(
    jobs
      .filter((job) => job.status === 'queued' || job.status === 'running')
      .map((job) => job.source.key)
      .filter((key): key is string => key !== null),
  );
}

/** The clips a reels job has cut (their generations), in no set order. */
export async function findReelClips(
  ownerId: OwnerId,
  reelsId: string,
): Promise<GenerationRecord[]> {
  return GenerationModel.find({ ...ownerFilter(ownerId), 'reel.reelsId': reelsId })
    .lean()
    .exec();
}

/** A clip's generation as a reels job writes it. */
export type NewReelClip = Omit<GenerationRecord, 'ownerId' | 'createdAt' | 'updatedAt'>;

/** Inserts a job's clips (generations) at once. */
export async function insertReelClips(
  ownerId: OwnerId,
  clips: ReadonlyArray<NewReelClip>,
): Promise<void> {
  if (clips.length === 0) return;
  await GenerationModel.insertMany(clips.map((clip) => ({ ...clip, ...ownerFilter(ownerId) })));
}
