import {
  CONNECTION_MESSAGES,
  type ActiveAccounts,
  type ConnectablePlatformId,
} from '@postcraft/contracts';
import { chooseActiveAccount, listConnectedAccounts, type OwnerId } from '@postcraft/data';
import {
  activeAccountsOf,
  connectRefusal,
  ownerPlanOf,
  type EntitlementSettings,
  type PlanRefusal,
} from '@postcraft/studio';
import { AppError } from '../../lib/app-error.js';

/**
 * Connecting `platform` beyond the plan's accounts (Free: one). Connecting a platform already
 * connected replaces its account and is always allowed.
 */
export async function connectRefusalOf(
  settings: EntitlementSettings,
  ownerId: OwnerId,
  platform: ConnectablePlatformId,
): Promise<PlanRefusal | null> {
  const plan = await ownerPlanOf(ownerId, settings);
  if (plan.allowance.maxConnectedAccounts === null) return null;
  const connected = (await listConnectedAccounts(ownerId)).map((account) => account.platform);
  return connectRefusal(plan, connected, platform);
}

/** Which connected accounts publish and which are idle (beyond the plan's accounts). */
export async function readActiveAccounts(
  settings: EntitlementSettings,
  ownerId: OwnerId,
): Promise<ActiveAccounts> {
  return activeAccountsOf(ownerId, await ownerPlanOf(ownerId, settings));
}

/** The user makes a connected account the active one; 404 when it is not connected. */
export async function makeAccountActive(
  settings: EntitlementSettings,
  ownerId: OwnerId,
  platform: ConnectablePlatformId,
): Promise<ActiveAccounts> {
  if (!(await chooseActiveAccount(ownerId, platform))) {
    throw new AppError('platform_not_connected', CONNECTION_MESSAGES.notConnected);
  }
  return readActiveAccounts(settings, ownerId);
}
