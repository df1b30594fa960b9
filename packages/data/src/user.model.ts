import type { User } from '@postcraft/contracts';
import {
  AUTOPILOT_DEFAULTS,
  MAIL_LANGUAGES,
  NOTIFICATION_SETTINGS_DEFAULTS,
  type MailLanguage,
  type NotificationSettings,
} from '@postcraft/contracts';
import { model, Schema, type HydratedDocument, type Types } from 'mongoose';
import { announceWritesToOwnerVersions } from './owner-version-hooks.js';

export type NicheSelection = NonNullable<User['niche']>;
export type VoiceToneSelection = NonNullable<User['voiceTone']>;
export type ContentTypeSelection = User['preferredContentTypes'][number];
export type ContentGoal = User['contentGoals'][number];
export type AutopilotSettings = User['autopilotSettings'];
export type Plan = User['plan'];

/** A user as stored. Only `toUserResponse` turns it into what answers show. */
export interface UserRecord {
  _id: Types.ObjectId;
  /** Stored lowercased and trimmed; unique. */
  email: string;
  /** bcrypt hash; never leaves the API. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  companyName: string;
  emailVerified: boolean;
  firstTimeLogged: boolean;
  niche: NicheSelection | null;
  contentGoals: ContentGoal[];
  brandKeywords: string;
  brandColors: string[];
  /** Public URL of the stored logo (a normalised PNG or WebP), or null. */
  brandLogo: string | null;
  /** Public URL of the logo's 256 px thumbnail, or null. */
  brandLogoThumbnail: string | null;
  /** Media-storage keys of the logo and its thumbnail, to delete them when replaced; internal. */
  brandLogoKey: string | null;
  brandLogoThumbnailKey: string | null;
  voiceTone: VoiceToneSelection | null;
  /** Empty until the user picks; the onboarding screen preselects the spec's defaults. */
  preferredContentTypes: ContentTypeSelection[];
  autopilotSettings: AutopilotSettings;
  notificationSettings: NotificationSettings;
  /** IANA zone of the calendar and scheduling; null until first set. */
  timeZone: string | null;
  plan: Plan;
  /**
   * The interface language of the user's last sign-up or login (from Accept-Language), in which
   * mails to them are written, by the API and by the worker.
   */
  language: MailLanguage;
  createdAt: Date;
  updatedAt: Date;
}

export type UserDocument = HydratedDocument<UserRecord>;

// `type` is a field name of these selections, so each is a schema of its own.
const nicheSchema = new Schema<NicheSelection>(
  {
    type: { type: String, required: true },
    icon: { type: String, default: '' },
    description: { type: String, default: '' },
  },
  { _id: false },
);

const voiceToneSchema = new Schema<VoiceToneSelection>(
  {
    label: { type: String, required: true },
    icon: { type: String, default: '' },
  },
  { _id: false },
);

const contentTypeSchema = new Schema<ContentTypeSelection>(
  {
    type: { type: String, required: true },
    icon: { type: String, default: '' },
  },
  { _id: false },
);

const autopilotSettingsSchema = new Schema<AutopilotSettings>(
  {
    enabled: { type: Boolean, default: AUTOPILOT_DEFAULTS.enabled },
    approvePostsFirst: { type: Boolean, default: AUTOPILOT_DEFAULTS.approvePostsFirst },
    postingFrequency: { type: Number, default: AUTOPILOT_DEFAULTS.postingFrequency },
    // One of the user's saved styles (its id as text), or null for the brand style.
    styleId: { type: String, default: null },
  },
  { _id: false },
);

const userSchema = new Schema<UserRecord>(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    passwordHash: { type: String, required: true },
    firstName: { type: String, required: true, trim: true },
    lastName: { type: String, required: true, trim: true },
    companyName: { type: String, required: true, trim: true },
    emailVerified: { type: Boolean, default: false },
    firstTimeLogged: { type: Boolean, default: true },
    niche: { type: nicheSchema, default: null },
    contentGoals: { type: [String], default: [] },
    brandKeywords: { type: String, default: '' },
    brandColors: { type: [String], default: [] },
    brandLogo: { type: String, default: null },
    brandLogoThumbnail: { type: String, default: null },
    brandLogoKey: { type: String, default: null },
    brandLogoThumbnailKey: { type: String, default: null },
    voiceTone: { type: voiceToneSchema, default: null },
    preferredContentTypes: { type: [contentTypeSchema], default: [] },
    autopilotSettings: { type: autopilotSettingsSchema, default: () => ({}) },
    notificationSettings: {
      type: new Schema<NotificationSettings>(
        {
          emailOnPostFailure: {
            type: Boolean,
            default: NOTIFICATION_SETTINGS_DEFAULTS.emailOnPostFailure,
          },
          emailOnAutopilotApproval: {
            type: Boolean,
            default: NOTIFICATION_SETTINGS_DEFAULTS.emailOnAutopilotApproval,
          },
        },
        { _id: false },
      ),
      default: () => ({}),
    },
    timeZone: { type: String, default: null },
    plan: { type: String, enum: ['free', 'premium'], default: 'free' },
    language: { type: String, enum: MAIL_LANGUAGES, default: 'en' },
  },
  { timestamps: true, collection: 'users' },
);

/**
 * Every write changes the user's users version once it is done (owner-versions.ts), so an API
 * process may keep the user as `/me` answers it under that version and still answer a change made
 * by any process at the next request. A write whose filter names no `_id` changes every user's
 * version: name the user where it is known.
 */
announceWritesToOwnerVersions(userSchema, 'users', '_id');

export const UserModel = model<UserRecord>('User', userSchema);
