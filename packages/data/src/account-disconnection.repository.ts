import type { ConnectablePlatformId } from '@postcraft/contracts';
import { Types } from 'mongoose';
import {
  AccountDisconnectionModel,
  type AccountDisconnectionRecord,
} from './account-disconnection.model.js';

/** The connected-account repository's user id: these records live and go with the accounts. */
type UserId = string | Types.ObjectId;

const idOf = (userId: UserId, platform: ConnectablePlatformId) =>
  `${userId.toString()}:${platform}`;

/** Notes that the user disconnected their account on the platform (again: the date moves). */
export async function recordAccountDisconnection(
  userId: UserId,
  platform: ConnectablePlatformId,
  at: Date = new Date(),
): Promise<void> {
  await AccountDisconnectionModel.updateOne(
    { _id: idOf(userId, platform) },
    { $set: { userId: new Types.ObjectId(userId), platform, disconnectedAt: at } },
    { upsert: true },
  ).exec();
}

/** When the user disconnected the platform's account themselves, or null. */
export function findAccountDisconnection(
  userId: UserId,
  platform: ConnectablePlatformId,
): Promise<AccountDisconnectionRecord | null> {
  return AccountDisconnectionModel.findOne({ _id: idOf(userId, platform) })
    .lean()
    .exec();
}

/** The account is connected again: the disconnection is over. */
export async function clearAccountDisconnection(
  userId: UserId,
  platform: ConnectablePlatformId,
): Promise<void> {
  await AccountDisconnectionModel.deleteOne({ _id: idOf(userId, platform) }).exec();
}

/** Removes every disconnection of the user (their account is being deleted). */
export async function deleteAccountDisconnectionsOf(userId: UserId): Promise<number> {
  const result = await AccountDisconnectionModel.deleteMany({
    userId: new Types.ObjectId(userId),
  }).exec();
  return result.deletedCount;
}
