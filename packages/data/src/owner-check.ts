import { Types } from 'mongoose';

/**
 * The owner condition of a filter whose other field already picks one document (`_id`, `jobId`):
 * `ownerId: ownerCheck(id)`. Written as `$in` because FerretDB 1.24 hands plain and `$eq`
 * equalities to PostgreSQL and checks `$in` itself on the documents it fetched. Handed over, the
 * owner condition makes PostgreSQL AND the owner's whole index entry (one per post they have)
 * with the `_id` lookup: 0.35 ms for an owner with 1,400 posts against 0.02 ms without it, and
 * growing with every post. Checked by FerretDB, it costs nothing and still keeps other users'
 * documents out.
 */
export function ownerCheck(ownerId: string | Types.ObjectId): { $in: [Types.ObjectId] } {
  return documentCheck(new Types.ObjectId(ownerId));
}

/**
 * Any other equality of such a filter, for the same reason: `status: documentCheck('pending')`
 * beside an `_id` made PostgreSQL AND every pending post's index entry with the `_id` lookup
 * (0.95 ms per publish outcome with 5,000 posts pending, growing with them).
 */
export function documentCheck<Value>(value: Value): { $in: [Value] } {
  return { $in: [value] };
}
