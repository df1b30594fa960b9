import { model, Schema } from 'mongoose';

/**
 * Claims that something happens once, made by inserting a unique `_id` (the one compare-and-set
 * that holds on FerretDB 1.x): a connection ticket used, an OAuth state consumed, a token set
 * refreshed. A duplicate-key error means another request got there first.
 */
export interface OneTimeClaimRecord {
  _id: string;
  expiresAt: Date;
  createdAt: Date;
}

const oneTimeClaimSchema = new Schema<OneTimeClaimRecord>(
  {
    _id: { type: String, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'oneTimeClaims' },
);

export const OneTimeClaimModel = model<OneTimeClaimRecord>('OneTimeClaim', oneTimeClaimSchema);

/** True when this call made the claim, false when it already existed. */
export async function claimOnce(id: string, expiresAt: Date): Promise<boolean> {
  try {
    await OneTimeClaimModel.create({ _id: id, expiresAt });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) return false;
    throw error;
  }
}

/** When the claim's lease ends; null when there is no such claim (never made, or purged). */
export async function claimLeaseEnd(id: string): Promise<Date | null> {
  const claim = await OneTimeClaimModel.findById(id).lean().exec();
  return claim ? claim.expiresAt : null;
}
