import { Types } from 'mongoose';
import {
  CreditMovementModel,
  type CreditMovementKind,
  type CreditMovementRecord,
  type CreditPot,
} from './credit-ledger.model.js';
import type { OwnerId } from './owner-id.js';

export interface CreditMovement {
  /** The movement's unique key: recording the same key again changes nothing. */
  key: string;
  kind: CreditMovementKind;
  pot: CreditPot;
  amount: number;
  reference: string;
  contentType?: 'video';
}

/** True when this call recorded the movement, false when its key was already in the ledger. */
export async function recordCreditMovement(
  owner: OwnerId,
  movement: CreditMovement,
): Promise<boolean> {
  try {
    await CreditMovementModel.create({
      _id: movement.key,
      ownerId: new Types.ObjectId(owner),
      kind: movement.kind,
      pot: movement.pot,
      amount: movement.amount,
      reference: movement.reference,
      contentType: movement.contentType,
    });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) return false;
    throw error;
  }
}

/** The movement recorded under this key, if it belongs to this owner. */
export async function findCreditMovement(
  owner: OwnerId,
  key: string,
): Promise<CreditMovementRecord | null> {
  return CreditMovementModel.findOne({ _id: key, ownerId: new Types.ObjectId(owner) })
    .lean<CreditMovementRecord>()
    .exec();
}

export interface CreditBalances {
  /** Credits bought or granted, less what was spent from them. */
  purchased: number;
  /** What is left of the current period's allowance. */
  monthly: number;
  /** Credits held by renders not yet settled or released. */
  held: number;
}

const END_KINDS: ReadonlySet<CreditMovementKind> = new Set(['settle', 'release']);

/** The owner's movements, oldest first, optionally since a date. */
export async function listCreditMovements(
  owner: OwnerId,
  since?: Date,
): Promise<CreditMovementRecord[]> {
  return CreditMovementModel.find({
    ownerId: new Types.ObjectId(owner),
    ...(since ? { createdAt: { $gte: since } } : {}),
  })
    .sort({ createdAt: 1 })
    .lean<CreditMovementRecord[]>()
    .exec();
}

/**
 * Balances summed from the ledger's rows (in the process, not with `$group`: the sums are small
 * and this reads the same on every MongoDB-compatible server).
 */
export function balancesOf(movements: readonly CreditMovementRecord[]): CreditBalances {
  const balances: CreditBalances = { purchased: 0, monthly: 0, held: 0 };
  const heldByKey = new Map<string, number>();
  for (const movement of movements) {
    balances[movement.pot] += movement.amount;
    const holdKey = `${movement.reference}:${movement.pot}`;
    if (movement.kind === 'hold') heldByKey.set(holdKey, -movement.amount);
    else if (END_KINDS.has(movement.kind)) heldByKey.delete(holdKey);
  }
  for (const held of heldByKey.values()) balances.held += held;
  return balances;
}

export async function creditBalancesOf(owner: OwnerId): Promise<CreditBalances> {
  return balancesOf(await listCreditMovements(owner));
}
