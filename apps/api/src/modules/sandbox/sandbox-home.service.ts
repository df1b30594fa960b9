import {
  findConnectedAccount,
  SandboxAccountModel,
  SandboxPostModel,
  type OwnerId,
} from '@postcraft/data';
import { isValidObjectId } from 'mongoose';
import type { HomeAccount } from './sandbox-home.page.js';

/**
 * The Sandbox account the user connected to Postcraft (one per platform and user), as the
 * Sandbox knows it now: its name and the posts on its feed. Null when none is connected.
 */
export async function findHomeAccount(userId: OwnerId): Promise<HomeAccount | null> {
  const connected = await findConnectedAccount(userId, 'sandbox').lean();
  if (!connected) return null;
  const account = isValidObjectId(connected.accountId)
    ? await SandboxAccountModel.findById(connected.accountId).lean()
    : null;
  const postCount = account
    ? await SandboxPostModel.countDocuments({ accountId: account._id, deletedAt: null })
    : 0;
  return {
    username: account?.username ?? connected.username,
    displayName: account?.displayName ?? connected.displayName,
    postCount,
    needsReconnect: connected.status === 'reconnect_needed',
  };
}
