import {
  PaymentSandboxIdempotencyModel,
  PaymentSandboxRevisionModel,
  type PaymentSandboxIdempotencyRecord,
  type PaymentSandboxObjectType,
  type PaymentSandboxRevisionRecord,
} from './payment-sandbox.models.js';

type Json = Record<string, unknown>;

/** One object of the payment Sandbox at one version. */
export interface PaymentSandboxObject<Data extends Json = Json, Internal extends Json = Json> {
  id: string;
  type: PaymentSandboxObjectType;
  version: number;
  customer: string | null;
  createdAtMs: number;
  data: Data;
  internal: Internal;
}

export type NewPaymentSandboxObject<Data extends Json, Internal extends Json> = Omit<
  PaymentSandboxObject<Data, Internal>,
  'version'
>;

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;

function toObject<Data extends Json, Internal extends Json>(
  record: PaymentSandboxRevisionRecord,
): PaymentSandboxObject<Data, Internal> {
  return {
    id: record.objectId,
    type: record.type,
    version: record.version,
    customer: record.customer,
    createdAtMs: record.createdAtMs,
    data: JSON.parse(record.data) as Data,
    internal: JSON.parse(record.internal) as Internal,
  };
}

async function insertRevision(object: PaymentSandboxObject): Promise<boolean> {
  try {
    await PaymentSandboxRevisionModel.create({
      _id: `${object.id}#${object.version}`,
      objectId: object.id,
      type: object.type,
      version: object.version,
      customer: object.customer,
      createdAtMs: object.createdAtMs,
      data: JSON.stringify(object.data),
      internal: JSON.stringify(object.internal),
    });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Stores a new object (version 1); its id is new, so it never meets another writer. */
export async function insertPaymentSandboxObject<Data extends Json, Internal extends Json>(
  object: NewPaymentSandboxObject<Data, Internal>,
): Promise<PaymentSandboxObject<Data, Internal>> {
  const created = { ...object, version: 1 };
  if (!(await insertRevision(created))) throw new Error(`${object.id} already exists`);
  return created;
}

/** The object's latest version; null when there is no such object. */
export async function findPaymentSandboxObject<
  Data extends Json = Json,
  Internal extends Json = Json,
>(id: string): Promise<PaymentSandboxObject<Data, Internal> | null> {
  const record = await PaymentSandboxRevisionModel.findOne({ objectId: id })
    .sort({ version: -1 })
    .lean()
    .exec();
  return record ? toObject<Data, Internal>(record) : null;
}

/**
 * Writes the version after `current`. Null when another writer wrote that version first: the
 * caller reads the object again and decides anew.
 */
export async function insertPaymentSandboxRevision<Data extends Json, Internal extends Json>(
  current: PaymentSandboxObject<Data, Internal>,
  next: { data: Data; internal: Internal },
): Promise<PaymentSandboxObject<Data, Internal> | null> {
  const revised = { ...current, ...next, version: current.version + 1 };
  return (await insertRevision(revised)) ? revised : null;
}

/** The latest version of each object of a type, newest object first. */
export async function listPaymentSandboxObjects<Data extends Json = Json>(filter: {
  type: PaymentSandboxObjectType;
  customer?: string;
}): Promise<PaymentSandboxObject<Data>[]> {
  const records = await PaymentSandboxRevisionModel.find({
    type: filter.type,
    ...(filter.customer !== undefined ? { customer: filter.customer } : {}),
  })
    .lean()
    .exec();
  const latest = new Map<string, PaymentSandboxRevisionRecord>();
  for (const record of records) {
    const kept = latest.get(record.objectId);
    if (!kept || kept.version < record.version) latest.set(record.objectId, record);
  }
  return [...latest.values()]
    .sort((a, b) => b.createdAtMs - a.createdAtMs || b.objectId.localeCompare(a.objectId))
    .map((record) => toObject<Data, Json>(record));
}

const ABANDONED_CLAIM_MS = 60_000;
const KEY_LIFETIME_MS = 24 * 60 * 60_000;

export type IdempotencyClaim =
  { claimed: true } | { claimed: false; existing: PaymentSandboxIdempotencyRecord };

/**
 * Claims an idempotency key for one request. When it was claimed before, the earlier claim (its
 * answer, or none yet while that request runs). A claim abandoned without an answer, or a key
 * older than a day (Stripe's lifetime), is replaced.
 */
export async function claimPaymentSandboxIdempotencyKey(
  keyHash: string,
  fingerprint: string,
): Promise<IdempotencyClaim> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await PaymentSandboxIdempotencyModel.create({ _id: keyHash, fingerprint });
      return { claimed: true };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const existing = await PaymentSandboxIdempotencyModel.findById(keyHash).lean().exec();
    if (!existing) continue;
    const age = Date.now() - existing.createdAt.getTime();
    const isStale = age > KEY_LIFETIME_MS || (existing.status === null && age > ABANDONED_CLAIM_MS);
    if (!isStale) return { claimed: false, existing };
    await PaymentSandboxIdempotencyModel.deleteOne({
      _id: keyHash,
      createdAt: existing.createdAt,
    }).exec();
  }
  const existing = await PaymentSandboxIdempotencyModel.findById(keyHash).lean().exec();
  if (!existing) throw new Error('idempotency key neither claimed nor found');
  return { claimed: false, existing };
}

/** The claimer's answer, kept for the key's retries. */
export async function recordPaymentSandboxIdempotentAnswer(
  keyHash: string,
  status: number,
  body: unknown,
): Promise<void> {
  await PaymentSandboxIdempotencyModel.updateOne(
    { _id: keyHash },
    { $set: { status, body: JSON.stringify(body) } },
  ).exec();
}

/** Frees a key whose request ended without an answer worth repeating (a server error). */
export async function releasePaymentSandboxIdempotencyKey(keyHash: string): Promise<void> {
  await PaymentSandboxIdempotencyModel.deleteOne({ _id: keyHash, status: null }).exec();
}
