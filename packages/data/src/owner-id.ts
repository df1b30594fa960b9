import { isValidObjectId } from 'mongoose';

declare const ownerIdBrand: unique symbol;

/**
 * The id of the user whose records a call may read or change. Repositories of scheduled posts,
 * publish attempts and notifications take this type, so a query without an owner does not
 * compile; only `asOwnerId` makes one, from an authenticated user's id.
 */
export type OwnerId = string & { readonly [ownerIdBrand]: true };

export function asOwnerId(userId: string): OwnerId {
  if (!isValidObjectId(userId)) throw new Error('An owner id is a user ObjectId');
  return userId as OwnerId;
}
