import type { ContactTopic } from '@postcraft/contracts';
import { model, Schema, type HydratedDocument, type Types } from 'mongoose';

/**
 * A message sent through the public contact form. It is stored before it is mailed to the
 * operator, so nothing a visitor sent is lost when the mail server is down: `mailedAt` is set once
 * the mail went out, `mailError` says why it did not. The visitor's IP address is not kept.
 */
export interface ContactMessageRecord {
  _id: Types.ObjectId;
  name: string;
  /** Lowercased and trimmed, as the contract normalises it. */
  email: string;
  company: string;
  topic: ContactTopic;
  message: string;
  mailedAt: Date | null;
  mailError: string | null;
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
    mailedAt: { type: Date, default: null },
    mailError: { type: String, default: null },
  },
  { timestamps: true, collection: 'contactMessages' },
);

export const ContactMessageModel = model<ContactMessageRecord>(
  'ContactMessage',
  contactMessageSchema,
);
