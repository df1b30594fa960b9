import {
  asOwnerId,
  saveConnectedAccount,
  ScheduledPostModel,
  type OwnerId,
  type TokenCipher,
} from '@postcraft/data';
import { Types } from 'mongoose';
import { newJobId } from '@postcraft/jobs';

/** The secret the tests and the worker processes they start share to seal account tokens. */
export const TEST_ENCRYPTION_KEY = 'publish-tests-encryption-key-0123456789abcdef';

/** A new user with a connected Sandbox account (tokens valid for an hour unless said). */
export async function ownerWithSandboxAccount(
  cipher: TokenCipher,
  tokens: { accessToken?: string; refreshToken?: string; expiresInMs?: number } = {},
): Promise<OwnerId> {
  const owner = asOwnerId(new Types.ObjectId().toString());
  await saveConnectedAccount(
    {
      userId: owner,
      platform: 'sandbox',
      profile: {
        id: `acct-${owner}`,
        username: `user_${owner.slice(-6)}`,
        displayName: 'Stand-in',
        avatarUrl: null,
        followers: 0,
        profileUrl: null,
        metadata: {},
      },
      tokens: {
        accessToken: tokens.accessToken ?? 'sba_valid',
        refreshToken: tokens.refreshToken ?? 'sbr_valid',
        expiresAt: new Date(Date.now() + (tokens.expiresInMs ?? 3600_000)),
        refreshExpiresAt: null,
        scopes: ['profile', 'publish'],
      },
    },
    cipher,
  );
  return owner;
}

/** Queues a post's publish job at `runAt` under `jobId`, the id the post was saved with. */
export type SchedulePublish = (postId: string, runAt: Date, jobId: string) => Promise<unknown>;

/**
 * `count` pending text posts of `owner` to the Sandbox, post `i` due at `dueAt(i)` with the text
 * `<prefix> <i>`, each with its publish job, as the API creates them. Answers their ids in order.
 */
export async function seedScheduledPosts(options: {
  owner: OwnerId;
  count: number;
  dueAt: (index: number) => Date;
  schedule: SchedulePublish;
  prefix?: string;
}): Promise<string[]> {
  const prefix = options.prefix ?? 'post';
  const docs = Array.from({ length: options.count }, (_, index) => {
    const when = options.dueAt(index);
    return {
      _id: new Types.ObjectId(),
      ownerId: new Types.ObjectId(options.owner),
      scheduledTime: when,
      originalScheduledTime: when,
      caption: `${prefix} ${index}`,
      mediaUrl: null,
      mediaKey: null,
      mediaMimeType: null,
      mediaSizeBytes: null,
      platforms: ['sandbox'],
      status: 'pending',
      type: 'image',
      origin: 'schedule',
      jobId: newJobId(),
      platformResults: [],
      rescheduledFrom: null,
      completedAt: null,
    };
  });
  for (let start = 0; start < docs.length; start += 500) {
    await ScheduledPostModel.insertMany(docs.slice(start, start + 500), { ordered: false });
  }
  for (let start = 0; start < docs.length; start += 20) {
    await Promise.all(
      docs
        .slice(start, start + 20)
        .map((doc) => options.schedule(doc._id.toString(), doc.scheduledTime, doc.jobId)),
    );
  }
  return docs.map((doc) => doc._id.toString());
}

/** How many of the posts are in each status. */
export async function countByStatus(postIds: string[]): Promise<Record<string, number>> {
  const posts = await ScheduledPostModel.find(
    { _id: { $in: postIds.map((id) => new Types.ObjectId(id)) } },
    { status: 1 },
  ).lean();
  const counts: Record<string, number> = {};
  for (const post of posts) counts[post.status] = (counts[post.status] ?? 0) + 1;
  return counts;
}
