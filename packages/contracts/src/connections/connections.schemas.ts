import { z } from 'zod';
import { CANONICAL_PLATFORM_IDS, type CanonicalPlatformId } from '../constants/platforms.js';
import { userText } from '../text/user-text.js';
import { UserSchema } from '../user/user.schemas.js';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';

/**
 * The local OAuth 2.0 platform that works without the internet (enabled by default outside
 * production). From the app's point of view it is one more platform.
 */
export const SANDBOX_PLATFORM_ID = 'sandbox';

/** Every platform an account can be connected to: the ten real ones and the sandbox. */
export const CONNECTABLE_PLATFORM_IDS = [...CANONICAL_PLATFORM_IDS, SANDBOX_PLATFORM_ID] as const;
export const ConnectablePlatformIdSchema = z.enum(CONNECTABLE_PLATFORM_IDS);
export type ConnectablePlatformId = z.infer<typeof ConnectablePlatformIdSchema>;

export function isConnectablePlatformId(value: string): value is ConnectablePlatformId {
  return (CONNECTABLE_PLATFORM_IDS as readonly string[]).includes(value);
}

const AUTH_LOGIN_PLATFORMS: readonly ConnectablePlatformId[] = [
  'tiktok',
  'twitter',
  'telegram',
  'pinterest',
  'snapchat',
];

/**
 * Where the connection popup starts (spec 000 §7): /api/instagram, /api/auth/linkedin/,
 * /api/facebook/login, /api/auth/{platform}/login for tiktok, twitter, telegram, pinterest and
 * snapchat, and /api/{platform}/login otherwise. The query carries sessionId and token.
 */
export function connectionStartPath(platform: ConnectablePlatformId): `/api/${string}` {
  if (platform === 'instagram') return '/api/instagram';
  if (platform === 'linkedin') return '/api/auth/linkedin/';
  if (platform === 'facebook') return '/api/facebook/login';
  if (AUTH_LOGIN_PLATFORMS.includes(platform)) return `/api/auth/${platform}/login`;
  return `/api/${platform}/login`;
}

/** Where each platform sends the browser back; register `${PUBLIC_URL}` + this at the provider. */
export function connectionCallbackPath(platform: ConnectablePlatformId): `/api/${string}` {
  return `/api/connections/${platform}/callback`;
}

/** Where the popup's opener polls a connection session of the platform. */
export function connectionSessionStatusPath(platform: ConnectablePlatformId): `/api/${string}` {
  return `/api/${platform}/session-status`;
}

const oauthText = userText().max(4096).optional();

/** Query of a start address: the session and its single-use ticket (POST /api/connections/sessions). */
export const ConnectionStartQuerySchema = z.object({
  sessionId: userText().max(128).optional(),
  token: userText().max(128).optional(),
});
export type ConnectionStartQuery = z.infer<typeof ConnectionStartQuerySchema>;

/** Query of a platform's callback (RFC 6749 §4.1.2): `code` and `state`, or `error`. */
export const ConnectionCallbackQuerySchema = z.object({
  state: oauthText,
  code: oauthText,
  error: userText().max(200).optional(),
  error_description: userText({ multiline: true }).max(1000).optional(),
});
export type ConnectionCallbackQuery = z.infer<typeof ConnectionCallbackQuerySchema>;

/** Telegram's channel form (POST /api/connections/telegram/callback): its state and the channel. */
export const TelegramChannelFormSchema = z.object({
  state: oauthText,
  channel: userText().trim().max(100).optional(),
});
export type TelegramChannelForm = z.infer<typeof TelegramChannelFormSchema>;

/**
 * Whether a platform can be connected here:
 * - available: its credentials are configured (or it is the enabled sandbox);
 * - unconfigured: it has a public API but this server has no credentials for it ('Available soon');
 * - unavailable: it offers no public posting API to this server (WhatsApp, Snapchat without an
 *   allow-listed partner's credentials); `reason` says why.
 */
export const PlatformAvailabilityStatusSchema = z.enum([
  'available',
  'unconfigured',
  'unavailable',
]);
export type PlatformAvailabilityStatus = z.infer<typeof PlatformAvailabilityStatusSchema>;

export const PlatformAvailabilitySchema = z.object({
  platform: ConnectablePlatformIdSchema,
  name: z.string(),
  status: PlatformAvailabilityStatusSchema,
  /** How the account is linked: an OAuth consent page, or a bot added to a channel (Telegram). */
  connection: z.enum(['oauth2', 'bot-channel']),
  /** Why it cannot be connected, in English; the web app shows its own translated text. */
  reason: z.string().nullable(),
});
export type PlatformAvailability = z.infer<typeof PlatformAvailabilitySchema>;

/** GET /api/connections/platforms */
export const PlatformListResponseSchema = z.object({
  data: z.object({ platforms: z.array(PlatformAvailabilitySchema) }),
});
export type PlatformListResponse = z.infer<typeof PlatformListResponseSchema>;

/** A random id the browser makes per popup; the popup and the polling share it. */
export const ConnectionSessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'sessionId must be 16-128 letters, digits, _ or -');

/** Query of GET /api/{platform}/session-status. */
export const ConnectionSessionStatusQuerySchema = z.object({
  sessionId: ConnectionSessionIdSchema,
});
export type ConnectionSessionStatusQuery = z.infer<typeof ConnectionSessionStatusQuerySchema>;

/**
 * POST /api/connections/sessions (signed in). Opens a connection session and answers the
 * single-use `token` that the popup's start address carries, so no access token ever travels in a
 * URL.
 */
export const CreateConnectionSessionRequestSchema = z.object({
  platform: ConnectablePlatformIdSchema,
  sessionId: ConnectionSessionIdSchema,
});
export type CreateConnectionSessionRequest = z.infer<typeof CreateConnectionSessionRequestSchema>;

export const CreateConnectionSessionResponseSchema = z.object({
  data: z.object({
    sessionId: z.string(),
    token: z.string(),
    /** Start address with sessionId and token in its query, relative to the API origin. */
    startUrl: z.string(),
    expiresAt: z.string(),
  }),
});
export type CreateConnectionSessionResponse = z.infer<typeof CreateConnectionSessionResponseSchema>;

export const ConnectedAccountResultSchema = z.object({
  platform: ConnectablePlatformIdSchema,
  username: z.string(),
  brandLogo: z.string().nullable(),
  likes: z.number().int().nonnegative(),
});

/**
 * GET /api/{platform}/session-status?sessionId= (signed in, owner only). `token` is always null:
 * sessions live in httpOnly cookies, never in answers.
 */
export const ConnectionSessionStatusSchema = z.object({
  status: z.enum(['pending', 'succeeded', 'failed', 'expired']),
  authenticated: z.boolean(),
  token: z.null(),
  userId: z.string(),
  user: UserSchema.nullable(),
  connectedAccount: ConnectedAccountResultSchema.nullable(),
  error: z.string().nullable(),
  needsProfessional: z.boolean(),
});
export type ConnectionSessionStatus = z.infer<typeof ConnectionSessionStatusSchema>;

/**
 * What disconnecting does to the pending posts that target the platform: `keep` leaves them for a
 * reconnect (one still due while disconnected fails on that platform with a reason saying so, and
 * can be retried once reconnected); `cancel` cancels those whose only platform it is and takes the
 * platform off the others.
 */
export const PENDING_POSTS_CHOICES = ['keep', 'cancel'] as const;
export const PendingPostsChoiceSchema = z.enum(PENDING_POSTS_CHOICES);
export type PendingPostsChoice = z.infer<typeof PendingPostsChoiceSchema>;

/**
 * The platform in DELETE /api/user/disconnect/{platform} and GET
 * /api/connections/{platform}/pending-posts. The server also takes it in any case, around spaces,
 * and `x` for twitter; empty is 'Platform is required', another name 'Unknown platform' (400).
 */
export const ConnectionPlatformParamsSchema = z.object({ platform: ConnectablePlatformIdSchema });
export type ConnectionPlatformParams = z.infer<typeof ConnectionPlatformParamsSchema>;

/** Query of DELETE /api/user/disconnect/{platform}; without it, pending posts are kept. */
export const DisconnectQuerySchema = z.object({
  pendingPosts: PendingPostsChoiceSchema.default('keep'),
});
export type DisconnectQuery = z.infer<typeof DisconnectQuerySchema>;

/** The owner's pending posts on a platform, split by whether it is their only platform. */
export const PendingPostCountsSchema = z.object({
  /** Pending posts whose platforms include this one. */
  total: z.number().int().nonnegative(),
  /** Of them, posts for this platform alone (cancelled by `cancel`). */
  onlyThisPlatform: z.number().int().nonnegative(),
  /** Of them, posts for other platforms too (`cancel` takes this platform off them). */
  withOtherPlatforms: z.number().int().nonnegative(),
});
export type PendingPostCounts = z.infer<typeof PendingPostCountsSchema>;

/** GET /api/connections/{platform}/pending-posts (signed in, the caller's posts only). */
export const PendingPostsResponseSchema = z.object({
  data: z.object({ platform: ConnectablePlatformIdSchema, pendingPosts: PendingPostCountsSchema }),
});
export type PendingPostsResponse = z.infer<typeof PendingPostsResponseSchema>;

/** What a disconnect did to the pending posts. */
export const DisconnectPendingPostsSchema = z.object({
  choice: PendingPostsChoiceSchema,
  /** Posts for this platform alone, now cancelled. */
  cancelled: z.number().int().nonnegative(),
  /** Posts for other platforms too, that no longer include this one. */
  platformRemoved: z.number().int().nonnegative(),
  /** Pending posts still targeting the platform: all of them with `keep`; with `cancel`, those
   *  whose publish had already started. */
  kept: z.number().int().nonnegative(),
});
export type DisconnectPendingPosts = z.infer<typeof DisconnectPendingPostsSchema>;

/** DELETE /api/user/disconnect/{platform}[?pendingPosts=keep|cancel] */
export const DisconnectResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    user: UserSchema,
    revokedAtProvider: z.boolean(),
    pendingPosts: DisconnectPendingPostsSchema,
  }),
});
export type DisconnectResponse = z.infer<typeof DisconnectResponseSchema>;

/**
 * Query of /popup/close, where every connection ends (spec 000 §4). No token and no user id: the
 * opener knows its user, and the address can end up in history and logs.
 */
export const POPUP_CLOSE_QUERY_KEYS = [
  'platform',
  'accountData',
  'error',
  'sessionId',
  'needsProfessional',
] as const;

export const CONNECTION_MESSAGES = {
  platformRequired: 'Platform is required',
  notConnected: 'No connected account for this platform',
  unknownPlatform: 'Unknown platform',
  notAvailable: 'This platform cannot be connected on this server',
  sessionNotFound: 'Connection session not found',
  sessionExpired: 'The connection session expired. Please try again.',
  invalidState: 'Invalid or expired authorization state. Please try again.',
  alreadyUsed: 'This authorization was already used. Please try again.',
  accessDenied: 'Authorization was cancelled',
  needsProfessional:
    'Instagram publishing needs a Professional (Business or Creator) account linked to a Facebook Page.',
  alreadyStarted: 'This connection was already started. Please try again.',
  channelRequired: 'Please name the channel.',
  failed: 'Connection failed',
  disconnected: (platform: string) => `${platform} account disconnected successfully`,
} as const;

export const CONNECTION_MESSAGES_FR: FrenchCatalogue<typeof CONNECTION_MESSAGES> = {
  platformRequired: 'La plateforme est requise',
  notConnected: 'Aucun compte connecté pour cette plateforme',
  unknownPlatform: 'Plateforme inconnue',
  notAvailable: 'Cette plateforme ne peut pas être connectée sur ce serveur',
  sessionNotFound: 'Session de connexion introuvable',
  sessionExpired: 'La session de connexion a expiré. Veuillez réessayer.',
  invalidState: "État d'autorisation invalide ou expiré. Veuillez réessayer.",
  alreadyUsed: 'Cette autorisation a déjà été utilisée. Veuillez réessayer.',
  accessDenied: "L'autorisation a été annulée",
  needsProfessional:
    'Publier sur Instagram nécessite un compte professionnel (Entreprise ou Créateur) lié à une Page Facebook.',
  alreadyStarted: 'Cette connexion a déjà été lancée. Veuillez réessayer.',
  channelRequired: 'Veuillez nommer le canal.',
  failed: 'La connexion a échoué',
  disconnected: (platform) => `Compte ${platform} déconnecté avec succès`,
};

export type RealPlatformId = CanonicalPlatformId;
