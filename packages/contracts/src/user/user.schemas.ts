import { z } from 'zod';
import { userText } from '../text/user-text.js';
import { CONTENT_GOALS } from '../constants/content-goals.js';
import { CONTENT_TYPE_IDS } from '../constants/content-types.js';
import { PROFILE_LIMITS } from '../constants/limits.js';
import { NICHE_IDS } from '../constants/niches.js';
import { VOICE_TONE_LABELS } from '../constants/voice-tones.js';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';

export const NicheSelectionSchema = z.object({
  type: z.enum(NICHE_IDS),
  icon: userText().max(60),
  description: userText({ multiline: true }).max(300),
});

export const VoiceToneSelectionSchema = z.object({
  label: z.enum(VOICE_TONE_LABELS),
  icon: userText().max(60),
});

export const ContentTypeSelectionSchema = z.object({
  type: z.enum(CONTENT_TYPE_IDS),
  icon: userText().max(60),
});

export const AutopilotSettingsSchema = z.object({
  enabled: z.boolean(),
  approvePostsFirst: z.boolean(),
  postingFrequency: z.number().int().min(1).max(50),
  /**
   * The saved style planned posts are rendered with, or null for the brand style alone. The API
   * always sends it; it is optional in the type only, so objects built before it existed (and
   * users stored before it) stay valid: read a missing one as null.
   */
  styleId: z.string().nullable().optional(),
});

/** What the user is told besides the bell; every switch is on until turned off. */
export const NotificationSettingsSchema = z.object({
  /** An e-mail when a scheduled post fails. */
  emailOnPostFailure: z.boolean(),
  /** An e-mail when the autopilot planned posts that wait for the user's approval. */
  emailOnAutopilotApproval: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NOTIFICATION_SETTINGS_DEFAULTS: NotificationSettings = {
  emailOnPostFailure: true,
  emailOnAutopilotApproval: true,
};

export const ConnectedAccountSummarySchema = z.object({
  platform: z.string(),
  username: z.string(),
  brandLogo: z.string().nullable(),
  likes: z.number().int().nonnegative(),
  /** The platform no longer accepts the stored tokens; the user must connect it again. */
  needsReconnect: z.boolean(),
  /** Public page of the account (for the sandbox, its local feed), when the platform has one. */
  profileUrl: z.string().nullable(),
});

/** The user as every answer shows it: never a password hash, a code or a platform token. */
export const UserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  emailVerified: z.boolean(),
  firstTimeLogged: z.boolean(),
  niche: NicheSelectionSchema.nullable(),
  contentGoals: z.array(z.enum(CONTENT_GOALS)),
  brandKeywords: z.string(),
  brandColors: z.array(z.string()),
  /** URL of the stored logo (a PNG or WebP of at most 1024 px), or null. */
  brandLogo: z.string().nullable(),
  /**
   * URL of the logo's 256 px thumbnail, or null. The API always sends it; it is optional in the
   * type only so that objects built before it existed stay valid.
   */
  brandLogoThumbnail: z.string().nullable().optional(),
  voiceTone: VoiceToneSelectionSchema.nullable(),
  preferredContentTypes: z.array(ContentTypeSelectionSchema),
  autopilotSettings: AutopilotSettingsSchema,
  /** Optional in the type only, so objects built before it existed stay valid. */
  notificationSettings: NotificationSettingsSchema.optional(),
  connectedAccounts: z.array(ConnectedAccountSummarySchema),
  /**
   * IANA time zone in which the calendar, the date strip and scheduling show and group times
   * (such as Europe/Paris); null until the web client stores the browser's zone on first use.
   * Optional in the type only, so objects built before it existed stay valid.
   */
  timeZone: z.string().nullable().optional(),
  plan: z.enum(['free', 'premium']),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** GET /api/user/me */
export const MeResponseSchema = z.object({ data: z.object({ user: UserSchema }) });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const PROFILE_MESSAGES = {
  requiredFields: 'Please fill in all required fields.',
  brandColor: 'Brand colours are hex codes such as #1A2B3C.',
  tooManyBrandColors: 'Choose at most 10 brand colours.',
  brandKeywordsTooLong: 'Brand keywords are limited to 2000 characters.',
  contentTypesRequired: 'Choose at least one content type.',
  contentTypesRepeated: 'Choose each content type once.',
  postingFrequency: `Posting frequency is a whole number from ${PROFILE_LIMITS.postingFrequencyMin} to ${PROFILE_LIMITS.postingFrequencyMax} posts a week.`,
  logoRemovalOnly: 'brandLogo can only be null here: send a new logo as a file.',
  timeZone: 'Choose a time zone from the list (such as Europe/Paris).',
  autopilotStyleId:
    'The autopilot style is the id of one of your saved styles, or null for your brand style.',
  autopilotStyleNotFound: 'The autopilot style is not one of your saved styles.',
  updated: 'Profile updated successfully!',
} as const;

export const PROFILE_MESSAGES_FR: FrenchCatalogue<typeof PROFILE_MESSAGES> = {
  requiredFields: 'Veuillez remplir tous les champs obligatoires.',
  brandColor: 'Les couleurs de marque sont des codes hexadécimaux comme #1A2B3C.',
  tooManyBrandColors: 'Choisissez au plus 10 couleurs de marque.',
  brandKeywordsTooLong: 'Les mots-clés de marque sont limités à 2000 caractères.',
  contentTypesRequired: 'Choisissez au moins un type de contenu.',
  contentTypesRepeated: 'Choisissez chaque type de contenu une seule fois.',
  postingFrequency: `Le nombre de posts par semaine est un nombre entier de ${PROFILE_LIMITS.postingFrequencyMin} à ${PROFILE_LIMITS.postingFrequencyMax} posts par semaine.`,
  logoRemovalOnly:
    'brandLogo ne peut valoir que null ici : envoyez un nouveau logo sous forme de fichier.',
  timeZone: 'Choisissez un fuseau horaire dans la liste (comme Europe/Paris).',
  autopilotStyleId:
    "Le style du pilote automatique est l'identifiant d'un de vos styles enregistrés, ou null pour votre style de marque.",
  autopilotStyleNotFound: "Le style du pilote automatique n'est pas un de vos styles enregistrés.",
  updated: 'Profil mis à jour avec succès !',
};

/** True for an IANA zone name this runtime knows (the browser and Node share the tz database). */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const requiredName = (max: number) =>
  userText({ error: PROFILE_MESSAGES.requiredFields })
    .trim()
    .min(1, PROFILE_MESSAGES.requiredFields)
    .max(max);

/**
 * PUT /api/user/updateProfile (JSON, or multipart with a logo: see logo-upload.schemas.ts): any
 * subset of the editable fields; unknown keys are refused. `autopilotSettings` merges into the
 * stored settings, so `{ enabled: true }` alone is enough; its `styleId` names one of the caller's
 * saved styles, or is null for the brand style. `brandLogo: null` removes the logo; a new logo
 * only arrives as a file.
 */
export const UpdateProfileBodySchema = z.strictObject({
  firstName: requiredName(80).optional(),
  lastName: requiredName(80).optional(),
  companyName: requiredName(120).optional(),
  niche: NicheSelectionSchema.nullable().optional(),
  contentGoals: z.array(z.enum(CONTENT_GOALS)).max(CONTENT_GOALS.length).optional(),
  brandKeywords: userText({ multiline: true })
    .trim()
    .max(2000, PROFILE_MESSAGES.brandKeywordsTooLong)
    .optional(),
  brandColors: z
    .array(z.string().regex(/^#[0-9a-fA-F]{6}$/, PROFILE_MESSAGES.brandColor))
    .max(10, PROFILE_MESSAGES.tooManyBrandColors)
    .optional(),
  voiceTone: VoiceToneSelectionSchema.nullable().optional(),
  // The content-types step (onboarding and /content) saves a selection: never an empty one.
  preferredContentTypes: z
    .array(ContentTypeSelectionSchema)
    .min(1, PROFILE_MESSAGES.contentTypesRequired)
    .max(CONTENT_TYPE_IDS.length)
    .refine(
      (types) => new Set(types.map((type) => type.type)).size === types.length,
      PROFILE_MESSAGES.contentTypesRepeated,
    )
    .optional(),
  autopilotSettings: z
    .strictObject({
      enabled: z.boolean().optional(),
      approvePostsFirst: z.boolean().optional(),
      postingFrequency: z
        .number({ error: PROFILE_MESSAGES.postingFrequency })
        .int(PROFILE_MESSAGES.postingFrequency)
        .min(PROFILE_LIMITS.postingFrequencyMin, PROFILE_MESSAGES.postingFrequency)
        .max(PROFILE_LIMITS.postingFrequencyMax, PROFILE_MESSAGES.postingFrequency)
        .optional(),
      // One of the caller's saved styles (the API answers 404 for any other), or null.
      styleId: z
        .string({ error: PROFILE_MESSAGES.autopilotStyleId })
        .regex(/^[0-9a-fA-F]{24}$/, PROFILE_MESSAGES.autopilotStyleId)
        .toLowerCase()
        .nullable()
        .optional(),
    })
    .optional(),
  notificationSettings: z
    .strictObject({
      emailOnPostFailure: z.boolean({ error: 'emailOnPostFailure is true or false.' }).optional(),
      emailOnAutopilotApproval: z
        .boolean({ error: 'emailOnAutopilotApproval is true or false.' })
        .optional(),
    })
    .optional(),
  firstTimeLogged: z.boolean().optional(),
  timeZone: z
    .string({ error: PROFILE_MESSAGES.timeZone })
    .max(64, PROFILE_MESSAGES.timeZone)
    .refine(isKnownTimeZone, PROFILE_MESSAGES.timeZone)
    .optional(),
  brandLogo: z.null({ error: PROFILE_MESSAGES.logoRemovalOnly }).optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;
/**
 * The profile update's answer; `autopilotStop` is there when this update turned autopilot off
 * (what happened to the planned posts).
 */
export const UpdateProfileResponseSchema = z.object({
  message: z.string(),
  user: UserSchema,
  autopilotStop: z
    .object({ cancelled: z.number().int().nonnegative(), kept: z.number().int().nonnegative() })
    .optional(),
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;
