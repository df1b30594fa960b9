import type { AutopilotPauseReason } from '@postcraft/contracts';
import { Types } from 'mongoose';
import { AutopilotStateModel, type AutopilotStateRecord } from './autopilot-state.model.js';
import type { OwnerId } from './owner-id.js';

const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/**
 * Takes the owner's planning lease for `seconds` when nobody holds it (or its holder's time ran
 * out, or `holder` already has it); false when another holder has it.
 */
export async function claimAutopilotLease(
  ownerId: OwnerId,
  holder: string,
  now: Date,
  seconds: number,
): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + seconds * 1000);
  try {
    const claimed = await AutopilotStateModel.findOneAndUpdate(
      {
        _id: new Types.ObjectId(ownerId),
        $or: [{ leaseUntil: null }, { leaseUntil: { $lt: now } }, { leaseHolder: holder }],
      },
      { $set: { leaseHolder: holder, leaseUntil } },
      { upsert: true, returnDocument: 'after' },
    )
      .lean()
      .exec();
    return claimed?.leaseHolder === holder;
  } catch (error) {
    // The upsert met the owner's existing state, held by another: not ours.
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Gives the lease back with what the run found; a holder that lost it changes nothing. */
export async function releaseAutopilotLease(
  ownerId: OwnerId,
  holder: string,
  outcome: { plannedAt: Date | null; pausedReason: AutopilotPauseReason | null },
): Promise<void> {
  await AutopilotStateModel.updateOne(
    { _id: new Types.ObjectId(ownerId), leaseHolder: holder },
    {
      $set: {
        leaseHolder: null,
        leaseUntil: null,
        pausedReason: outcome.pausedReason,
        ...(outcome.plannedAt ? { lastPlannedAt: outcome.plannedAt } : {}),
      },
    },
  ).exec();
}

export function findAutopilotState(ownerId: OwnerId): Promise<AutopilotStateRecord | null> {
  return AutopilotStateModel.findById(new Types.ObjectId(ownerId)).lean().exec();
}

/** The planner states of these owners (the top-up reads them in one query). */
export function listAutopilotStates(ownerIds: readonly string[]): Promise<AutopilotStateRecord[]> {
  return AutopilotStateModel.find({ _id: { $in: ownerIds.map((id) => new Types.ObjectId(id)) } })
    .lean()
    .exec();
}

/** Forgets the owner's planner state (turned off, or the account deleted). */
export async function deleteAutopilotState(ownerId: OwnerId): Promise<void> {
  await AutopilotStateModel.deleteOne({ _id: new Types.ObjectId(ownerId) }).exec();
}
