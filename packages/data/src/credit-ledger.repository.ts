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
  /** Monthly pot: the allowance's period the credits come from or go to. */
  period?: string;
  /** Allowances: the end of their period. */
  expiresAt?: Date;
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
      period: movement.period,
      expiresAt: movement.expiresAt,
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
  /** The allowance of the period running now, if any. */
  allowance: CreditMovementRecord | null;
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

/** The newest allowance whose period has not ended. */
export function currentAllowanceOf(
  movements: readonly CreditMovementRecord[],
  now: Date,
): CreditMovementRecord | null {
  let current: CreditMovementRecord | null = null;
  for (const movement of movements) {
    if (movement.kind !== 'allowance' || !movement.expiresAt) continue;
    if (movement.expiresAt.getTime() <= now.getTime()) continue;
    if (!current || movement.createdAt.getTime() >= current.createdAt.getTime()) current = movement;
  }
  return current;
}

/**
 * Balances summed from the ledger's rows (in the process, not with `$group`: the sums are small
 * and this reads the same on every MongoDB-compatible server). The monthly pot counts only the
 * current period's rows: an ended period's leftover lapses without a row of its own.
 */
export function balancesOf(
  movements: readonly CreditMovementRecord[],
  now: Date = new Date(),
): CreditBalances {
  const allowance = currentAllowanceOf(movements, now);
  const balances: CreditBalances = { purchased: 0, monthly: 0, allowance, held: 0 };
  const heldByKey = new Map<string, number>();
  const ended = new Set<string>();
  for (const movement of movements) {
    if (movement.pot === 'purchased') balances.purchased += movement.amount;
    else if (allowance && movement.period === allowance.period) balances.monthly += movement.amount;
    const holdKey = `${movement.reference}:${movement.pot}`;
    if (movement.kind === 'hold') heldByKey.set(holdKey, -movement.amount);
    else if (END_KINDS.has(movement.kind)) ended.add(holdKey);
  }
  // Rows written in the same millisecond may come back in any order: an ended hold is never held.
  for (const [holdKey, held] of heldByKey) if (!ended.has(holdKey)) balances.held += held;
  return balances;
}

export async function creditBalancesOf(owner: OwnerId): Promise<CreditBalances> {
  return balancesOf(await listCreditMovements(owner));
}

/** Account deletion: the owner's credit movements. */
export async function deleteCreditMovementsOf(owner: OwnerId): Promise<number> {
  const result = await CreditMovementModel.deleteMany({
    ownerId: new Types.ObjectId(owner),
  }).exec();
  return result.deletedCount;
}
