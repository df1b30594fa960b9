import {
  balancesOf,
  findCreditMovement,
  listCreditMovements,
  recordCreditMovement,
  type CreditBalances,
  type CreditMovementRecord,
  type CreditPot,
  type OwnerId,
} from '@postcraft/data';

/**
 * A video's credits, in the ledger (insert-only, every row under a unique key):
 * - held when its render is accepted: `hold:<generation>:monthly` from the allowance's period
 *   (spent first), `hold:<generation>:purchased` for the rest;
 * - ended once, under `end:<generation>:<pot>`: settled when the render finished (what was held
 *   and not used comes back), released when it failed or was cancelled (everything comes back).
 *   A settle and a release racing record one of them, and a retried job ends nothing twice.
 */
const holdKey = (generationId: string, pot: CreditPot) => `hold:${generationId}:${pot}`;
const endKey = (generationId: string, pot: CreditPot) => `end:${generationId}:${pot}`;

/** Credits a video of this length spends: one per second, a started second counted. */
export const creditsForSeconds = (seconds: number) => Math.max(0, Math.ceil(seconds - 1e-9));

/** Credits that can be spent now: what is left of the allowance, then the bought ones. */
export const spendableCredits = (balances: CreditBalances) =>
  Math.max(0, balances.monthly) + Math.max(0, balances.purchased);

export async function spendableCreditsOf(owner: OwnerId, now: Date = new Date()): Promise<number> {
  return spendableCredits(balancesOf(await listCreditMovements(owner), now));
}

export type HoldOutcome = { held: true } | { held: false; available: number };

/**
 * Holds a video's credits for its render, the allowance first. Two requests at once may both
 * count the same credits: after holding, the balances are read again, and a hold that took a
 * pot below zero gives itself back (refused: the caller answers 402).
 */
export async function holdVideoCredits(
  owner: OwnerId,
  generationId: string,
  credits: number,
  now: Date = new Date(),
): Promise<HoldOutcome> {
  const before = balancesOf(await listCreditMovements(owner), now);
  const available = spendableCredits(before);
  if (available < credits) return { held: false, available };
  const fromMonthly = Math.min(credits, Math.max(0, before.monthly));
  const parts: Array<{ pot: CreditPot; amount: number; period?: string }> = [
    { pot: 'monthly', amount: fromMonthly, period: before.allowance?.period },
    { pot: 'purchased', amount: credits - fromMonthly },
  ];
  for (const { pot, amount, period } of parts) {
    if (amount <= 0) continue;
    await recordCreditMovement(owner, {
      key: holdKey(generationId, pot),
      kind: 'hold',
      pot,
      amount: -amount,
      reference: generationId,
      contentType: 'video',
      ...(period ? { period } : {}),
    });
  }
  const after = balancesOf(await listCreditMovements(owner), now);
  const overdrawn = parts.some(({ pot, amount }) => amount > 0 && after[pot] < 0);
  if (!overdrawn) return { held: true };
  await endVideoHolds(owner, generationId, { kind: 'release' });
  return { held: false, available: Math.max(0, spendableCredits(after)) };
}

export type HoldEnd = { kind: 'settle'; usedSeconds: number } | { kind: 'release' };

/**
 * Ends a video's holds: a settle keeps what the video used (its real length, a started second
 * counted, never more than was held; the allowance's part first) and gives back the rest; a
 * release gives everything back. Each pot's end is recorded once, whoever calls first.
 */
export async function endVideoHolds(
  owner: OwnerId,
  generationId: string,
  end: HoldEnd,
): Promise<void> {
  const holds = await Promise.all(
    (['monthly', 'purchased'] as const).map((pot) =>
      findCreditMovement(owner, holdKey(generationId, pot)),
    ),
  );
  const found = holds.filter((hold): hold is CreditMovementRecord => hold !== null);
  const heldTotal = found.reduce((sum, hold) => sum + -hold.amount, 0);
  let toCharge =
    end.kind === 'settle' ? Math.min(creditsForSeconds(end.usedSeconds), heldTotal) : 0;
  // The allowance's part is spent first, as it was held first (monthly is listed first).
  for (const hold of found) {
    const held = -hold.amount;
    const used = Math.min(toCharge, held);
    toCharge -= used;
    await recordCreditMovement(owner, {
      key: endKey(generationId, hold.pot),
      kind: end.kind,
      pot: hold.pot,
      amount: held - used,
      reference: generationId,
      contentType: 'video',
      ...(hold.period ? { period: hold.period } : {}),
    });
  }
}
