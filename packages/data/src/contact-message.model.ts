import type { ContactTopic } from '@postcraft/contracts';
import { model, Schema, type HydratedDocument, type Types } from 'mongoose';

/**
 * A message sent through the public contact form. It is stored before it is mailed to the
 * operator, so nothing a visitor sent is lost when the mail server is down: the API makes the
 * first delivery attempt and the worker retries with backoff (contact-delivery.ts), each attempt
 * counted here. The visitor's IP address is not kept, and the worker deletes messages older
 * than CONTACT_RETENTION_DAYS.
 */
export interface ContactMessageRecord {
  _id: Types.ObjectId;
  name: string;
  /** Lowercased and trimmed, as the contract normalises it. */
  email: string;
  company: string;
  topic: ContactTopic;
  message: string;
  /** Delivery attempts made so far (the API's first one included). */
  deliveryAttempts: number;
  /** When the mail went out; null until then. */
  deliveredAt: Date | null;
  /** Why the last attempt failed (an SMTP error code, never the message), or null. */
  lastDeliveryError: string | null;
  /** When the next attempt is due; null once delivered or when the attempts ran out. */
  nextDeliveryAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type ContactMessageDocument = HydratedDocument<ContactMessageRecord>;

const contactMessageSchema = new Schema<ContactMessageRecord>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true, index: true },
    company: { type: String, default: '' },
    topic: { type: String, required: true },
    message: { type: String, required: true },
    deliveryAttempts: { type: Number, default: 0 },
    deliveredAt: { type: Date, default: null },
    lastDeliveryError: { type: String, default: null },
    nextDeliveryAt: { type: Date, default: () => new Date(), index: true },
  },
  { timestamps: true, collection: 'contactMessages' },
);
contactMessageSchema.index({ createdAt: 1 });

export const ContactMessageModel = model<ContactMessageRecord>(
  'ContactMessage',
  contactMessageSchema,
);
