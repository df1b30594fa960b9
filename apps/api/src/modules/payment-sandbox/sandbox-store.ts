import {
  findPaymentSandboxObject,
  insertPaymentSandboxObject,
  insertPaymentSandboxRevision,
  type PaymentSandboxObject,
  type PaymentSandboxObjectType,
} from '@postcraft/data';
import { resourceMissing } from './stripe-error.js';

/** A Stripe object as stored and answered: an id, its kind, and its fields. */
export type StripeJson = Record<string, unknown> & { id: string; object: string };
export type Internal = Record<string, unknown>;
export type StoredObject<
  D extends StripeJson = StripeJson,
  I extends Internal = Internal,
> = PaymentSandboxObject<D, I>;

/** Stores a new object; lists by customer find it by `customer`. */
export function createObject<D extends StripeJson, I extends Internal = Internal>(
  type: PaymentSandboxObjectType,
  data: D,
  options: { customer?: string | null; internal?: I } = {},
): Promise<StoredObject<D, I>> {
  return insertPaymentSandboxObject<D, I>({
    id: data.id,
    type,
    customer: options.customer ?? null,
    createdAtMs: Date.now(),
    data,
    internal: options.internal ?? ({} as I),
  });
}

/** The object of this kind with this id, else Stripe's `resource_missing`. */
export async function loadObject<D extends StripeJson, I extends Internal = Internal>(
  type: PaymentSandboxObjectType,
  id: string,
  param = 'id',
): Promise<StoredObject<D, I>> {
  const found = await findPaymentSandboxObject<D, I>(id);
  if (!found || found.type !== type) throw resourceMissing(type, id, param);
  return found;
}

export type Change<D extends StripeJson, I extends Internal> = { data: D; internal?: I } | null;

export interface Revision<D extends StripeJson, I extends Internal> {
  before: StoredObject<D, I>;
  after: StoredObject<D, I>;
  /** False when `decide` chose to leave the object as it was. */
  isChanged: boolean;
}

const MAX_TRIES = 8;

/**
 * Changes an object as `decide` says from its latest version, writing the next version. When
 * another writer wrote it first, decides again from theirs, so each change is decided on the
 * state it replaces (a payment succeeds once). `decide` returns null to leave it as it is, or
 * throws to refuse.
 */
export async function reviseObject<D extends StripeJson, I extends Internal = Internal>(
  type: PaymentSandboxObjectType,
  id: string,
  decide: (current: StoredObject<D, I>) => Change<D, I> | Promise<Change<D, I>>,
): Promise<Revision<D, I>> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const current = await loadObject<D, I>(type, id);
    const change = await decide(current);
    if (!change) return { before: current, after: current, isChanged: false };
    const after = await insertPaymentSandboxRevision(current, {
      data: change.data,
      internal: change.internal ?? current.internal,
    });
    if (after) return { before: current, after, isChanged: true };
  }
  throw new Error(`${id} changed by too many writers at once`);
}

/** The top-level fields whose values changed, with their former values (`previous_attributes`). */
export function previousAttributesOf(
  before: StripeJson,
  after: StripeJson,
): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      previous[key] = before[key] ?? null;
    }
  }
  return previous;
}
