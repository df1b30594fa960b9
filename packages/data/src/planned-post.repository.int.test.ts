import { Types } from 'mongoose';
import type { PlannedPostRecord } from './scheduled-post.model.js';
import { useTestDatabase } from './test-support/use-test-database.js';
import { asOwnerId, type OwnerId } from './owner-id.js';
import { cancelAwaitingPost, findSlotPosts, insertPlannedPost } from './planned-post.repository.js';

const plan = (slotKey: string): PlannedPostRecord => ({
  slotKey,
  topicKey: 'tip:espresso:1',
  topic: 'Espresso tips',
  angle: 'grind',
  contentKind: 'image',
  platform: 'sandbox',
  slotReason: {
    kind: 'defaults',
    platform: 'sandbox',
    postCount: 0,
    minimumPosts: 5,
    days: [1],
    hour: 9,
    isBestTaken: false,
  },
  batchId: 'batch-1',
  moved: false,
  expired: false,
  approvedAt: null,
  generationId: new Types.ObjectId().toString(),
});

const plannedPost = (ownerId: OwnerId, slotKey: string, scheduledTime: Date) =>
  insertPlannedPost(ownerId, {
    scheduledTime,
    caption: 'Grind finer',
    mediaUrl: null,
    mediaKey: null,
    mediaMimeType: null,
    mediaSizeBytes: null,
    platforms: ['sandbox'],
    type: 'image',
    origin: 'autopilot',
    status: 'awaiting_approval',
    autopilot: plan(slotKey),
  });

describe("a run's planned slots on the database", () => {
  useTestDatabase();

  it('when a run asks for its slots, then it gets the posts planned for them in any status, and never another owner’s', async () => {
    const alice = asOwnerId(new Types.ObjectId().toString());
    const bob = asOwnerId(new Types.ObjectId().toString());
    const at = new Date(Date.now() + 86_400_000);
    const kept = (await plannedPost(alice, '2031-01-01:sandbox', at))!;
    const rejected = (await plannedPost(alice, '2031-01-02:sandbox', at))!;
    await cancelAwaitingPost(alice, rejected._id);
    await plannedPost(bob, '2031-01-03:sandbox', at);

    const found = await findSlotPosts(alice, [
      '2031-01-01:sandbox',
      '2031-01-02:sandbox',
      '2031-01-03:sandbox',
      '2031-01-04:sandbox',
    ]);

    expect([...found.keys()]).toEqual(['2031-01-01:sandbox', '2031-01-02:sandbox']);
    expect(found.get('2031-01-01:sandbox')).toMatchObject({
      _id: kept._id,
      jobId: kept.jobId,
      status: 'awaiting_approval',
    });
    expect(found.get('2031-01-02:sandbox')?.status).toBe('cancelled');
    expect(await findSlotPosts(alice, [])).toEqual(new Map());
  });
});
