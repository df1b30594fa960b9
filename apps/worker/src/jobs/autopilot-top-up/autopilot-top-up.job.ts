import { createHash } from 'node:crypto';
import { AUTOPILOT_PLAN_JOB, AUTOPILOT_SETTINGS, autopilotPlanPayload } from '@postcraft/contracts';
import { listAutopilotStates, UserModel } from '@postcraft/data';
import { insertJobOnce, jobTableName } from '@postcraft/jobs';
import { Types } from 'mongoose';
import { z } from 'zod';
import { defineJob } from '../job-definition.js';

export const AUTOPILOT_TOP_UP = 'autopilot.top-up';

const HOUR_MS = 60 * 60_000;
/**
 * A paused user is looked at again this often: their pause may be over (credits bought, Premium
 * back, an account connected) without anything else telling the planner.
 */
const PAUSED_RECHECK_MS = 10 * 60_000;
/** Users looked at per batch. */
const BATCH_SIZE = 500;

/** The plan job of this user for this top-up period: queued once, whichever worker sweeps. */
function planJobIdOf(ownerId: string, period: number): string {
  const hex = createHash('sha256').update(`autopilot-top-up:${ownerId}:${period}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Every 10 minutes: each user with autopilot on whose plan is older than
 * AUTOPILOT_SETTINGS.topUpAfterHours (or who has none yet) gets a plan run, which keeps their
 * rolling week full; so does each paused user whose pause was last looked at
 * PAUSED_RECHECK_MS ago (their run finds whether the pause is over).
 */
export const autopilotTopUpJob = defineJob({
  name: AUTOPILOT_TOP_UP,
  payloadSchema: z.object({}),
  every: '10 minutes',
  async handle(_payload, { jobStore, logger }) {
    const now = Date.now();
    const staleBefore = now - AUTOPILOT_SETTINGS.topUpAfterHours * HOUR_MS;
    const period = Math.floor(now / (AUTOPILOT_SETTINGS.topUpAfterHours * HOUR_MS));
    const pausedPeriod = Math.floor(now / PAUSED_RECHECK_MS);
    const table = jobTableName(jobStore.tableName);
    let queued = 0;
    let lastId: Types.ObjectId | null = null;
    for (;;) {
      const users = await UserModel.find(
        { 'autopilotSettings.enabled': true, ...(lastId ? { _id: { $gt: lastId } } : {}) },
        { _id: 1 },
      )
        .sort({ _id: 1 })
        .limit(BATCH_SIZE)
        .lean()
        .exec();
      if (users.length === 0) break;
      lastId = users[users.length - 1]!._id;
      const states = new Map(
        (await listAutopilotStates(users.map((user) => user._id.toString()))).map((state) => [
          state._id.toString(),
          state,
        ]),
      );
      for (const user of users) {
        const ownerId = user._id.toString();
        const state = states.get(ownerId);
        const lastPlannedAt = state?.lastPlannedAt?.getTime() ?? 0;
        const recheckPause =
          Boolean(state?.pausedReason) && state!.updatedAt.getTime() <= now - PAUSED_RECHECK_MS;
        if (lastPlannedAt > staleBefore && !recheckPause) continue;
        const inserted = await insertJobOnce(jobStore.pool, table, {
          id: recheckPause
            ? planJobIdOf(`paused:${ownerId}`, pausedPeriod)
            : planJobIdOf(ownerId, period),
          name: AUTOPILOT_PLAN_JOB,
          runAt: new Date(),
          data: autopilotPlanPayload(ownerId),
        });
        if (inserted) queued += 1;
      }
      if (users.length < BATCH_SIZE) break;
    }
    if (queued > 0) logger.info({ queued }, 'autopilot top-up queued plans');
  },
});
