import type { WebhookEventType } from '@postcraft/contracts';
import { model, Schema, type Types } from 'mongoose';

/**
 * A user's webhook endpoint. Read and write it only through webhook.repository.ts. Its signing
 * secret must be read back to sign, so it is kept encrypted (`secretSealed`, AES-256-GCM under
 * ENCRYPTION_KEY, as platform tokens are); after a rotation the previous one signs too until
 * `previousSecretUntil`. `slot` is unique per owner, so concurrent creations never pass the limit.
 */
export interface WebhookEndpointRecord {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  slot: number;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  disabledReason: 'user' | 'failing' | null;
  secretSealed: string;
  secretStart: string;
  previousSecretSealed: string | null;
  previousSecretUntil: Date | null;
  /** When the current run of failed attempts began; null after a success. */
  failingSince: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const webhookEndpointSchema = new Schema<WebhookEndpointRecord>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    slot: { type: Number, required: true },
    url: { type: String, required: true },
    events: { type: [String], required: true },
    enabled: { type: Boolean, required: true, default: true },
    disabledReason: { type: String, default: null },
    secretSealed: { type: String, required: true },
    secretStart: { type: String, required: true },
    previousSecretSealed: { type: String, default: null },
    previousSecretUntil: { type: Date, default: null },
    failingSince: { type: Date, default: null },
  },
  { timestamps: true, collection: 'webhookEndpoints' },
);
webhookEndpointSchema.index({ ownerId: 1, slot: 1 }, { unique: true });

export const WebhookEndpointModel = model<WebhookEndpointRecord>(
  'WebhookEndpoint',
  webhookEndpointSchema,
);
