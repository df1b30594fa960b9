import type { CreditsSummary } from '@postcraft/contracts';
import { balancesOf, listCreditMovements, type OwnerId } from '@postcraft/data';

/**
 * The credits panel's numbers, all derived from the ledger: the current period's allowance (a
 * Premium invoice's, until that period ends) and what is left of it, the purchased credits, and
 * what videos spent since the period began (since the account began, without one).
 */
export async function readCreditsSummary(
  owner: OwnerId,
  now: Date = new Date(),
): Promise<CreditsSummary> {
  const movements = await listCreditMovements(owner);
  const balances = balancesOf(movements, now);
  const { allowance } = balances;
  const periodBegan = allowance?.createdAt.getTime() ?? 0;
  const spentOnVideo = movements
    .filter(
      (movement) => movement.contentType === 'video' && movement.createdAt.getTime() >= periodBegan,
    )
    .reduce((sum, movement) => sum - movement.amount, 0);
  return {
    balance: balances.purchased + Math.max(0, balances.monthly),
    purchased: balances.purchased,
    monthlyAllowance: allowance ? Math.max(0, allowance.amount) : 0,
    monthlyLeft: Math.max(0, balances.monthly),
    resetsAt: allowance?.expiresAt?.toISOString() ?? null,
    usedByType: { video: Math.max(0, spentOnVideo - balances.held) },
    held: balances.held,
  };
}
