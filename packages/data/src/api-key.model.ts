import type { ApiKeyScope } from '@postcraft/contracts';
import { model, Schema, type Types } from 'mongoose';

/**
 * A user's API key. Read and write it only through api-key.repository.ts. The secret is never
 * stored: `secretHash` is its SHA-256 (a random 192-bit secret needs no slow hash), unique, so a
 * request's key is found by one indexed read. `slot` (0 to the per-user limit - 1) is unique per
 * owner, as saved styles' are: concurrent creations can never push a user past the limit.
 * Revoking deletes the record, so the next request with the key finds nothing.
 */
export interface ApiKeyRecord {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  slot: number;
  name: string;
  scopes: ApiKeyScope[];
  /** The key's first characters, shown to tell keys apart. */
  start: string;
  secretHash: string;
  lastUsedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const apiKeySchema = new Schema<ApiKeyRecord>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    slot: { type: Number, required: true },
    name: { type: String, required: true },
    scopes: { type: [String], required: true },
    start: { type: String, required: true },
    secretHash: { type: String, required: true },
    lastUsedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'apiKeys' },
);
apiKeySchema.index({ ownerId: 1, slot: 1 }, { unique: true });
apiKeySchema.index({ secretHash: 1 }, { unique: true });

export const ApiKeyModel = model<ApiKeyRecord>('ApiKey', apiKeySchema);
