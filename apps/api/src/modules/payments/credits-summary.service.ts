import type { CreditsSummary } from '@postcraft/contracts';
import { balancesOf, listCreditMovements, type OwnerId } from '@postcraft/data';

/**
 * The credits panel's numbers, all derived from the ledger. Until subscriptions exist there is
 * no allowance and no period: use counts since the account began.
 */
export async function readCreditsSummary(owner: OwnerId): Promise<CreditsSummary> {
  const movements = await listCreditMovements(owner);
  const balances = balancesOf(movements);
  const spentOnVideo = movements
    .filter((movement) => movement.contentType === 'video')
    .reduce((sum, movement) => sum - movement.amount, 0);
  return {
    balance: balances.purchased + balances.monthly,
    purchased: balances.purchased,
    monthlyAllowance: 0,
    monthlyLeft: Math.max(0, balances.monthly),
    resetsAt: null,
    usedByType: { video: Math.max(0, spentOnVideo - balances.held) },
    held: balances.held,
  };
}
