import { Types } from 'mongoose';
import { derivedObjectId, derivedUuid } from './derived-id.js';
import { ownerCheck } from './owner-check.js';
import type { OwnerId } from './owner-id.js';
import { upcomingCheck } from './scheduled-post.repository.js';
import { ScheduledPostModel, type ScheduledPostRecord } from './scheduled-post.model.js';

/**
 * The video generation and render job of the owner's planned slot: a plan re-run after a crash
 * finds the same ones, so a slot's video is made and paid for once.
 */
export const plannedVideoIdsOf = (ownerId: OwnerId, slotKey: string) => ({
  generationId: derivedObjectId(`autopilot-video:${ownerId}:${slotKey}`),
  jobId: derivedUuid(`autopilot-render:${ownerId}:${slotKey}`),
});

/** The owner's planned post, still to come, that waits for this video generation. */
export function findPostAwaitingVideo(
  ownerId: OwnerId,
  generationId: string,
): Promise<ScheduledPostRecord | null> {
  return ScheduledPostModel.findOne({
    ownerId: ownerCheck(ownerId),
    'autopilot.generationId': generationId,
    status: upcomingCheck(),
  })
    .lean<ScheduledPostRecord>()
    .exec();
}

/** What a planned post publishes once its video has ended: the rendered file, or an image. */
export interface PlannedMediaChange {
  type: 'video' | 'image';
  caption: string;
  mediaUrl: string;
  mediaKey: string;
  mediaMimeType: string;
  mediaSizeBytes: number;
  /** The generation that made the image taking a failed video's place. */
  generationId?: string;
}

/**
 * Puts what a planned video's render ended with on its post, still to come and still without
 * media (a second call changes nothing). The caption comes with it unless the user wrote one
 * meanwhile.
 */
export async function attachPlannedMedia(
  ownerId: OwnerId,
  postId: Types.ObjectId | string,
  videoGenerationId: string,
  { caption, type, generationId, ...media }: PlannedMediaChange,
): Promise<boolean> {
  const waiting = {
    _id: new Types.ObjectId(postId),
    ownerId: ownerCheck(ownerId),
    status: upcomingCheck(),
    'autopilot.generationId': videoGenerationId,
    mediaKey: null,
  };
  const change = {
    ...media,
    type,
    'autopilot.contentKind': type,
    ...(generationId ? { 'autopilot.generationId': generationId } : {}),
  };
  const withCaption = await ScheduledPostModel.updateOne(
    { ...waiting, caption: '' },
    { $set: { ...change, caption } },
  ).exec();
  if (withCaption.modifiedCount === 1) return true;
  const mediaOnly = await ScheduledPostModel.updateOne(waiting, { $set: change }).exec();
  return mediaOnly.modifiedCount === 1;
}

/**
 * Regenerate on a planned video: the post waits for the new video (no file or caption until it
 * is rendered), with its new angle.
 */
export async function awaitNewPlannedVideo(
  ownerId: OwnerId,
  postId: Types.ObjectId | string,
  change: { angle: string; generationId: string },
): Promise<boolean> {
  const result = await ScheduledPostModel.updateOne(
    {
      _id: new Types.ObjectId(postId),
      ownerId: ownerCheck(ownerId),
      status: upcomingCheck(),
      origin: 'autopilot',
    },
    {
      $set: {
        type: 'video',
        caption: '',
        captions: {},
        mediaUrl: null,
        mediaKey: null,
        mediaMimeType: null,
        mediaSizeBytes: null,
        'autopilot.angle': change.angle,
        'autopilot.generationId': change.generationId,
      },
    },
  ).exec();
  return result.modifiedCount === 1;
}
