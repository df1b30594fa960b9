import type { AutopilotPauseReason } from '@postcraft/contracts';
import { model, Schema, Types } from 'mongoose';

/**
 * One user's planner state: who plans for them now (a lease, so two workers never plan the same
 * user at once, and a dead worker's lease runs out), when their plan was last made, and why it
 * is paused.
 */
export interface AutopilotStateRecord {
  /** The user's id. */
  _id: Types.ObjectId;
  leaseHolder: string | null;
  leaseUntil: Date | null;
  lastPlannedAt: Date | null;
  pausedReason: AutopilotPauseReason | null;
  updatedAt: Date;
}

const autopilotStateSchema = new Schema<AutopilotStateRecord>(
  {
    leaseHolder: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    lastPlannedAt: { type: Date, default: null },
    pausedReason: { type: String, default: null },
  },
  { timestamps: { createdAt: false, updatedAt: true }, collection: 'autopilotStates' },
);

export const AutopilotStateModel = model<AutopilotStateRecord>(
  'AutopilotState',
  autopilotStateSchema,
);
