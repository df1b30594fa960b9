import type { WebhookAttempt, WebhookDelivery } from '@postcraft/contracts';
import { model, Schema, type Types } from 'mongoose';

/**
 * One event for one endpoint. Its `_id` is the `webhook-id` every attempt carries (`msg_…`), and
 * `(endpointId, eventKey)` is unique: however often an event is recorded (a re-run, two
 * processes), an endpoint gets one delivery, so one id, for it. `payload` is the exact body
 * signed and sent on every attempt. `jobId` is its delivery job's id, derived from `_id`.
 */
export interface WebhookDeliveryRecord {
  _id: string;
  ownerId: Types.ObjectId;
  endpointId: Types.ObjectId;
  eventType: WebhookDelivery['eventType'];
  eventKey: string;
  payload: string;
  status: WebhookDelivery['status'];
  attempts: Array<Omit<WebhookAttempt, 'at'> & { at: Date }>;
  nextAttemptAt: Date | null;
  jobId: string;
  createdAt: Date;
  updatedAt: Date;
}

const attemptSchema = new Schema(
  {
    at: { type: Date, required: true },
    outcome: { type: String, required: true },
    status: { type: Number, default: null },
    durationMs: { type: Number, required: true },
    detail: { type: String, default: '' },
  },
  { _id: false },
);

const webhookDeliverySchema = new Schema<WebhookDeliveryRecord>(
  {
    _id: { type: String, required: true },
    ownerId: { type: Schema.Types.ObjectId, required: true },
    endpointId: { type: Schema.Types.ObjectId, required: true },
    eventType: { type: String, required: true },
    eventKey: { type: String, required: true },
    payload: { type: String, required: true },
    status: { type: String, required: true, default: 'pending' },
    attempts: { type: [attemptSchema], default: [] },
    nextAttemptAt: { type: Date, default: null },
    jobId: { type: String, required: true },
  },
  { timestamps: true, collection: 'webhookDeliveries' },
);
webhookDeliverySchema.index({ endpointId: 1, eventKey: 1 }, { unique: true });
webhookDeliverySchema.index({ endpointId: 1, createdAt: -1 });
webhookDeliverySchema.index({ status: 1, nextAttemptAt: 1 });

export const WebhookDeliveryModel = model<WebhookDeliveryRecord>(
  'WebhookDelivery',
  webhookDeliverySchema,
);
