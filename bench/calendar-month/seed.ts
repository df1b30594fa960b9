import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// The data package as the API loads it (its build), so its models are registered once.
const requireFromApi = createRequire(resolve(import.meta.dirname, '../../apps/api/package.json'));
const { initDataModels, openOwnerVersions, ScheduledPostModel, SessionModel, UserModel } =
  (await import(
    pathToFileURL(requireFromApi.resolve('@postcraft/data')).href
  )) as typeof import('../../packages/data/src/index.js');

// mongoose as the data package loads it (one instance, so its models are the ones connected).
const mongoose = createRequire(resolve(import.meta.dirname, '../../packages/data/package.json'))(
  'mongoose',
) as typeof import('mongoose');

export const TOTAL_POSTS = 100_000;
export const USER_POSTS = 1_000;
/** Posts spread over this many months, starting with SEED_START's month. */
export const MONTHS = 12;
export const SEED_START = Date.UTC(2031, 0, 1);
const OTHER_USERS = 999;
const INSERT_BATCH = 5_000;

export interface SeededUser {
  userId: string;
  sessionId: string;
}

const STATUSES = ['pending', 'pending', 'pending', 'completed', 'failed', 'cancelled'] as const;

/** The `index`-th of `count` posts of one owner, as a raw document (no calendarBucket). */
export function benchPost(
  ownerId: import('mongoose').Types.ObjectId,
  index: number,
  count: number,
) {
  // Spread evenly over the months, at varied hours and minutes.
  const at = new Date(
    SEED_START + Math.floor((index / count) * MONTHS * 30.4 * 86_400_000) + (index % 13) * 60_000,
  );
  return {
    ownerId,
    jobId: null,
    scheduledTime: at,
    originalScheduledTime: at,
    caption: `Post ${index}: a caption of ordinary length about the week's news and offers.`,
    mediaUrl: `/media/posts/${ownerId.toString()}/${index}.png`,
    mediaKey: `posts/${ownerId.toString()}/${index}.png`,
    mediaMimeType: 'image/png',
    mediaSizeBytes: 120_000,
    platforms: index % 2 ? ['sandbox'] : ['sandbox', 'linkedin'],
    status: STATUSES[index % STATUSES.length],
    type: 'image',
    platformResults: [],
    rescheduledFrom: null,
    origin: 'schedule',
    completedAt: null,
    // insertMany with `lean` skips Mongoose's timestamps.
    createdAt: new Date(SEED_START),
    updatedAt: new Date(SEED_START),
  };
}

/**
 * Connects to `uri` and to the scheduled post versions on `databaseUrl` (left open, as the API
 * keeps them) and, on an empty database, writes one user with USER_POSTS posts among TOTAL_POSTS
 * scheduled posts of 1,000 users, and a session for them. Answers that user.
 */
export async function seed(
  uri: string,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<SeededUser> {
  await mongoose.connect(uri);
  await openOwnerVersions(databaseUrl);
  await initDataModels();
  const existing = await UserModel.findOne({ email: 'bench@example.com' }).lean();
  if (!existing) {
    const started = Date.now();
    const user = await UserModel.create({
      email: 'bench@example.com',
      passwordHash: 'not-a-real-hash',
      firstName: 'Bench',
      lastName: 'User',
      companyName: 'Bench Co',
      emailVerified: true,
    });
    const owners = [
      { id: user._id, count: USER_POSTS },
      ...Array.from({ length: OTHER_USERS }, () => ({
        id: new mongoose.Types.ObjectId(),
        count: (TOTAL_POSTS - USER_POSTS) / OTHER_USERS,
      })),
    ];
    let batch: ReturnType<typeof post>[] = [];
    let written = 0;
    for (const owner of owners) {
      for (let index = 0; index < owner.count; index += 1) {
        batch.push(benchPost(owner.id, index, owner.count));
        if (batch.length === INSERT_BATCH) {
          await ScheduledPostModel.insertMany(batch, { lean: true });
          written += batch.length;
          batch = [];
          if (written % 20_000 === 0) log(`seeded ${written} posts`);
        }
      }
    }
    if (batch.length) await ScheduledPostModel.insertMany(batch, { lean: true });
    log(`seeded ${TOTAL_POSTS} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const user = await UserModel.findOne({ email: 'bench@example.com' }).orFail().lean();
  const familyId = new mongoose.Types.ObjectId();
  const session = await SessionModel.create({
    familyId,
    userId: user._id,
    tokenHash: `bench-${familyId.toString()}`,
    rotationOf: `login:${familyId.toString()}`,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { userId: user._id.toString(), sessionId: session._id.toString() };
}

export const disconnect = () => mongoose.disconnect();
