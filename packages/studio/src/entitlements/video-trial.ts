import { claimLeaseEnd, claimOnce, type OwnerId } from '@postcraft/data';

/**
 * The Free trial's videos, as slots taken with unique keys (the one compare-and-set FerretDB
 * keeps), so two requests at once cannot both take the last one. Each slot is used in turns;
 * turn `n` of slot `s` is three one-time claims:
 * - taken: `video-trial:<owner>:<s>:<n>`, a lease of minutes (a request that dies before its
 *   video is recorded leaves a claim without an outcome, which lapses);
 * - kept: `video-trial-kept:<owner>:<s>:<n>`, written once the video is recorded (its outcome);
 * - returned: `video-trial-return:<owner>:<s>:<n>`, when that video failed or was cancelled:
 *   the slot's next turn is free.
 */
const TAKEN_LEASE_MS = 10 * 60_000;
/** Kept and returned claims are never purged. */
const FOREVER = new Date('9999-12-31T00:00:00.000Z');

const takenKey = (owner: OwnerId, turn: string) => `video-trial:${owner}:${turn}`;
const keptKey = (owner: OwnerId, turn: string) => `video-trial-kept:${owner}:${turn}`;
const returnedKey = (owner: OwnerId, turn: string) => `video-trial-return:${owner}:${turn}`;

type SlotState = { busy: true } | { busy: false; turn: string };

/** Whether a slot holds a video (or one being recorded), else its first free turn. */
async function slotState(owner: OwnerId, slot: number, now: Date): Promise<SlotState> {
  for (let use = 1; ; use += 1) {
    const turn = `${slot}:${use}`;
    if (await claimLeaseEnd(keptKey(owner, turn))) {
      if (await claimLeaseEnd(returnedKey(owner, turn))) continue;
      return { busy: true };
    }
    const taken = await claimLeaseEnd(takenKey(owner, turn));
    if (!taken) return { busy: false, turn };
    // Taken by a request still within its lease; or taken by one that died: its turn lapsed.
    if (taken.getTime() > now.getTime()) return { busy: true };
  }
}

/** How many of the trial's videos are used (made, or being made). */
export async function countTrialVideosUsed(
  owner: OwnerId,
  freeVideos: number,
  now: Date = new Date(),
): Promise<number> {
  const states = await Promise.all(
    Array.from({ length: freeVideos }, (_, index) => slotState(owner, index + 1, now)),
  );
  return states.filter((state) => state.busy).length;
}

/**
 * Takes a free slot of the trial for a video about to be recorded, or null when all are used.
 * The slot is the caller's for minutes: keepTrialSlot makes it the video's.
 */
export async function takeTrialSlot(
  owner: OwnerId,
  freeVideos: number,
  now: Date = new Date(),
): Promise<string | null> {
  for (let slot = 1; slot <= freeVideos; slot += 1) {
    for (;;) {
      const state = await slotState(owner, slot, now);
      if (state.busy) break;
      const leaseEnd = new Date(now.getTime() + TAKEN_LEASE_MS);
      if (await claimOnce(takenKey(owner, state.turn), leaseEnd)) return state.turn;
      // Another request took this turn first: look at the slot again.
    }
  }
  return null;
}

/** The video taking the slot is recorded: the slot is its own until it is returned. */
export async function keepTrialSlot(owner: OwnerId, turn: string): Promise<void> {
  await claimOnce(keptKey(owner, turn), FOREVER);
}

/** The video failed or was cancelled: its slot is free again (once, however often called). */
export async function returnTrialSlot(owner: OwnerId, turn: string): Promise<void> {
  await claimOnce(returnedKey(owner, turn), FOREVER);
}
