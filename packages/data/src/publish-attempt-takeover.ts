import { OneTimeClaimModel } from './one-time-claim.model.js';

/**
 * Takes over a publish attempt whose claimer died (its lease ended without an outcome) so that
 * one process, and only one, settles it: inserting `publish-takeover:<attemptId>` into the
 * one-time claims is the compare-and-set (a conditional update is not one on FerretDB). The taker
 * has `leaseMs` to write the attempt's outcome; every other caller learns when that lease ends,
 * since until then the taker may still be at work. An attempt is taken over once: if its taker
 * dies too, nobody takes it over again.
 */
export async function takeOverPublishAttempt(
  attemptId: string,
  now: Date,
  leaseMs: number,
): Promise<{ takenOver: true } | { takenOver: false; takerLeaseUntil: Date }> {
  const _id = `publish-takeover:${attemptId}`;
  try {
    await OneTimeClaimModel.create({ _id, expiresAt: new Date(now.getTime() + leaseMs) });
    return { takenOver: true };
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 11000) throw error;
  }
  const takeover = await OneTimeClaimModel.findById(_id).lean().exec();
  // Gone only when purged, a day after its lease ended.
  return { takenOver: false, takerLeaseUntil: takeover?.expiresAt ?? new Date(0) };
}
