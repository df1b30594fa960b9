import {
  PLAN_LIMIT_MESSAGES as M,
  type ActiveAccounts,
  type ConnectablePlatformId,
} from '@postcraft/contracts';
import { listConnectedAccounts, type ConnectedAccountRecord, type OwnerId } from '@postcraft/data';
import { ownerPlanOf, type EntitlementSettings, type OwnerPlan } from './plan-allowance.js';
import { planLimit, type PlanRefusal } from './plan-refusal.js';

type AccountOrder = Pick<ConnectedAccountRecord, 'platform' | 'activeChosenAt' | 'createdAt'>;

const time = (date: Date | null | undefined) => (date ? date.getTime() : null);

/** The chosen accounts first (the latest choice first), then the oldest connections. */
function byActivePriority(a: AccountOrder, b: AccountOrder): number {
  const [chosenA, chosenB] = [time(a.activeChosenAt), time(b.activeChosenAt)];
  if (chosenA !== null || chosenB !== null) {
    if (chosenA === null) return 1;
    if (chosenB === null) return -1;
    if (chosenA !== chosenB) return chosenB - chosenA;
  }
  return a.createdAt.getTime() - b.createdAt.getTime();
}

/**
 * Which of the accounts publish. A plan allowing fewer accounts than are connected (after a
 * downgrade, or two connections that raced) keeps them all connected; those past the allowance
 * are idle until the user makes one of them active.
 */
export function activeAccountsAmong(
  plan: OwnerPlan,
  accounts: readonly AccountOrder[],
): ActiveAccounts {
  const max = plan.allowance.maxConnectedAccounts;
  const ordered = [...accounts].sort(byActivePriority).map((account) => account.platform);
  const active = max === null ? ordered : ordered.slice(0, max);
  return { maxActive: max, active, idle: ordered.filter((platform) => !active.includes(platform)) };
}

export async function activeAccountsOf(owner: OwnerId, plan: OwnerPlan): Promise<ActiveAccounts> {
  return activeAccountsAmong(plan, await listConnectedAccounts(owner));
}

/**
 * Publishing to (or scheduling for) an idle account. `nameOf` gives a platform's display name
 * for the message.
 */
export function idleAccountRefusal(
  accounts: ActiveAccounts,
  platforms: readonly ConnectablePlatformId[],
  nameOf: (platform: ConnectablePlatformId) => string = (platform) => platform,
): PlanRefusal | null {
  const idle = platforms.find((platform) => accounts.idle.includes(platform));
  return idle ? planLimit(M.idleAccount(nameOf(idle))) : null;
}

/**
 * Why a post may not be published to `platform` now: its account is idle (the publish path asks
 * before calling the platform); null when it may.
 */
export async function idleAccountMessage(
  owner: OwnerId,
  platform: ConnectablePlatformId,
  settings: EntitlementSettings,
  nameOf?: (platform: ConnectablePlatformId) => string,
): Promise<string | null> {
  const plan = await ownerPlanOf(owner, settings);
  if (plan.allowance.maxConnectedAccounts === null) return null;
  return (
    idleAccountRefusal(await activeAccountsOf(owner, plan), [platform], nameOf)?.message ?? null
  );
}
