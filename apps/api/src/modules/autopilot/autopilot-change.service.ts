import {
  AUTOPILOT_PLAN_JOB,
  autopilotPlanPayload,
  type AutopilotStop,
  type UpdateProfileBody,
  type User,
} from '@postcraft/contracts';
import { UserModel, type OwnerId } from '@postcraft/data';
import type { JobQueue } from '@postcraft/jobs';
import { stopAutopilot } from '@postcraft/studio';
import { postEvent } from '@postcraft/webhooks';
import type { PostEventRecorder } from '../webhooks/post-events.js';

type AutopilotSettings = User['autopilotSettings'];

/** The owner's autopilot settings before a profile update changes them. */
export async function autopilotSettingsOf(ownerId: OwnerId): Promise<AutopilotSettings | null> {
  const user = await UserModel.findById(ownerId, { autopilotSettings: 1 }).lean().exec();
  return user?.autopilotSettings ?? null;
}

/**
 * What a saved profile change means for the autopilot: turned off, its planned posts awaiting
 * approval are cancelled (the answer says how many, and how many approved ones stay; the owner's
 * webhooks hear a post.cancelled for each); turned on,
 * or its frequency or approval changed while on, the worker plans the week again at once.
 */
export async function applyAutopilotChange(
  {
    jobQueue,
    postEvents,
  }: { jobQueue: Pick<JobQueue, 'schedule' | 'cancel'> | null; postEvents: PostEventRecorder },
  ownerId: OwnerId,
  body: UpdateProfileBody,
  before: AutopilotSettings | null,
  after: AutopilotSettings,
): Promise<AutopilotStop | undefined> {
  if (!body.autopilotSettings || !before) return undefined;
  if (before.enabled && !after.enabled) {
    return stopAutopilot(
      ownerId,
      (jobId) => jobQueue?.cancel(jobId) ?? Promise.resolve(false),
      (post) => postEvents(ownerId, postEvent('post.cancelled', post, new Date())),
    );
  }
  const changed =
    (!before.enabled && after.enabled) ||
    before.postingFrequency !== after.postingFrequency ||
    before.approvePostsFirst !== after.approvePostsFirst;
  // Without a job store (an API run alone) the worker's top-up plans it later.
  if (after.enabled && changed && jobQueue) {
    await jobQueue.schedule(AUTOPILOT_PLAN_JOB, new Date(), autopilotPlanPayload(ownerId));
  }
  return undefined;
}
