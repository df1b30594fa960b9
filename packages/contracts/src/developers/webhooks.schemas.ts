import { z } from 'zod';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';
import { PaginationSchema, ScheduledPostSchema } from '../scheduling/scheduled-posts.schemas.js';
import { userText } from '../text/user-text.js';

/**
 * Webhooks: Postcraft POSTs an event to a developer's https endpoint when one of the user's posts
 * is scheduled, published, failed or cancelled, or when the autopilot has posts awaiting
 * approval. Each delivery is signed as the Standard Webhooks specification says
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`), sent by the
 * worker, and retried for 24 hours until the endpoint answers 2xx.
 */
export const WEBHOOK_EVENT_TYPES = [
  'post.scheduled',
  'post.published',
  'post.failed',
  'post.cancelled',
  'autopilot.awaiting_approval',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event a test ping sends, whatever the endpoint subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;

export const WEBHOOK_LIMITS = {
  /** Endpoints a user keeps at once. */
  maxPerUser: 10,
  urlMaxChars: 2_000,
  /** A delivery attempt ends after this long without an answer (a timeout, then retried). */
  attemptTimeoutMs: 10_000,
  /** Waits before each retry; the last repeats until the retry window closes. */
  retryDelaysMs: [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000],
  /** An event is retried this long after it happened, then given up. */
  retryWindowMs: 24 * 3_600_000,
  /** After a rotation, the previous secret signs too for this long. */
  previousSecretMs: 24 * 3_600_000,
  /** An endpoint failing without a single success for this long is turned off. */
  disableAfterFailingMs: 24 * 3_600_000,
  /** What the delivery log keeps of a receiver's answer. */
  answerKeptChars: 1_024,
  deliveriesPageSize: 20,
} as const;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Please give the address that receives the events.',
  urlInvalid: 'This is not a valid https address.',
  urlTooLong: `A webhook address is limited to ${WEBHOOK_LIMITS.urlMaxChars} characters.`,
  urlRefused:
    'This address cannot receive webhooks: it must be https and reach a public server (not a private, local or metadata address).',
  eventsRequired: 'Choose at least one event to receive.',
  unknownEvent: 'This is not an event Postcraft sends.',
  nothingToChange: 'Give a new address, new events, or turn the webhook on or off.',
  tooMany: `You can keep up to ${WEBHOOK_LIMITS.maxPerUser} webhooks. Delete one to add another.`,
  created: 'Webhook added. Copy its signing secret now: it will not be shown again.',
  updated: 'Webhook saved.',
  deleted: 'Webhook deleted.',
  rotated:
    'New signing secret made. Copy it now: the previous secret keeps signing for 24 hours, then stops.',
  testQueued: 'Test event sent. Its delivery shows in the log in a moment.',
  disabled: 'This webhook is turned off: turn it on to send it a test event.',
  notFound: 'This webhook does not exist.',
} as const;

export const WEBHOOK_MESSAGES_FR: FrenchCatalogue<typeof WEBHOOK_MESSAGES> = {
  urlRequired: 'Veuillez indiquer l’adresse qui reçoit les événements.',
  urlInvalid: 'Cette adresse https n’est pas valide.',
  urlTooLong: `Une adresse de webhook est limitée à ${WEBHOOK_LIMITS.urlMaxChars} caractères.`,
  urlRefused:
    'Cette adresse ne peut pas recevoir de webhooks : elle doit être en https et joindre un serveur public (pas une adresse privée, locale ou de métadonnées).',
  eventsRequired: 'Choisissez au moins un événement à recevoir.',
  unknownEvent: 'Ce n’est pas un événement envoyé par Postcraft.',
  nothingToChange:
    'Indiquez une nouvelle adresse, de nouveaux événements, ou activez ou désactivez le webhook.',
  tooMany: `Vous pouvez garder jusqu’à ${WEBHOOK_LIMITS.maxPerUser} webhooks. Supprimez-en un pour en ajouter un autre.`,
  created: 'Webhook ajouté. Copiez son secret de signature maintenant : il ne sera plus affiché.',
  updated: 'Webhook enregistré.',
  deleted: 'Webhook supprimé.',
  rotated:
    'Nouveau secret de signature créé. Copiez-le maintenant : l’ancien secret signe encore pendant 24 heures, puis s’arrête.',
  testQueued: 'Événement de test envoyé. Sa livraison apparaît dans le journal dans un instant.',
  disabled: 'Ce webhook est désactivé : activez-le pour lui envoyer un événement de test.',
  notFound: 'Ce webhook n’existe pas.',
};

/** The notice a user gets when a failing webhook is turned off, in their language. */
export const WEBHOOK_DISABLED_NOTICE = {
  en: {
    title: 'Webhook turned off',
    message: (url: string) =>
      `${url} has failed every delivery for 24 hours, so Postcraft stopped sending it events. Fix the endpoint, then turn the webhook on again in Settings → Developers.`,
  },
  fr: {
    title: 'Webhook désactivé',
    message: (url: string) =>
      `${url} a échoué à chaque livraison pendant 24 heures : Postcraft a cessé de lui envoyer des événements. Corrigez le point de terminaison, puis réactivez le webhook dans Paramètres → Développeurs.`,
  },
} as const;

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, {
  error: WEBHOOK_MESSAGES.unknownEvent,
});

const WebhookUrlSchema = userText({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_LIMITS.urlMaxChars, WEBHOOK_MESSAGES.urlTooLong)
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, WEBHOOK_MESSAGES.urlInvalid);

const WebhookEventsSchema = z
  .array(WebhookEventTypeSchema, { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length, WEBHOOK_MESSAGES.unknownEvent)
  .transform((events) => [...new Set(events)]);

/** A webhook as listed: never its secret. */
export const WebhookSchema = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why it is off: the user turned it off, or it failed every delivery for 24 hours. */
  disabledReason: z.enum(['user', 'failing']).nullable(),
  /** Its signing secret's first characters ('whsec_3kX9'), to tell secrets apart. */
  secretStart: z.string(),
  /** Since when every delivery failed; null while it delivers. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

/** POST /api/user/webhooks */
export const CreateWebhookBodySchema = z.strictObject({
  url: WebhookUrlSchema,
  events: WebhookEventsSchema,
});
export type CreateWebhookBody = z.infer<typeof CreateWebhookBodySchema>;

/** Answers 201 with the id and the signing secret, which is never shown again. */
export const CreateWebhookResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.string(),
  secret: z.string(),
  webhook: WebhookSchema,
});
export type CreateWebhookResponse = z.infer<typeof CreateWebhookResponseSchema>;

/** PATCH /api/user/webhooks/{id}: a new address, new events, on or off. */
export const UpdateWebhookBodySchema = z
  .strictObject({
    url: WebhookUrlSchema.optional(),
    events: WebhookEventsSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: WEBHOOK_MESSAGES.nothingToChange,
  });
export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBodySchema>;

export const WebhookParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-fA-F]{24}$/, WEBHOOK_MESSAGES.notFound),
});

export const WebhookResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  webhook: WebhookSchema,
});
export type WebhookResponse = z.infer<typeof WebhookResponseSchema>;

export const ListWebhooksResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ webhooks: z.array(WebhookSchema) }),
});
export type ListWebhooksResponse = z.infer<typeof ListWebhooksResponseSchema>;

/** POST /api/user/webhooks/{id}/rotate-secret: the new secret, shown once. */
export const RotateWebhookSecretResponseSchema = WebhookResponseSchema.extend({
  secret: z.string(),
});
export type RotateWebhookSecretResponse = z.infer<typeof RotateWebhookSecretResponseSchema>;

export const DeleteWebhookResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** One try at delivering an event, as the log shows it. */
export const WebhookAttemptSchema = z.object({
  at: z.string(),
  outcome: z.enum(['delivered', 'http_error', 'timeout', 'network_error', 'refused']),
  /** The endpoint's status, when it answered. */
  status: z.number().int().nullable(),
  durationMs: z.number().int().nonnegative(),
  /** The start of the endpoint's answer, or why there was none. */
  detail: z.string(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

/** One event for one endpoint: its `webhook-id`, and every attempt so far. */
export const WebhookDeliverySchema = z.object({
  /** The `webhook-id` header: the same on every attempt of this delivery. */
  _id: z.string(),
  eventType: z.union([WebhookEventTypeSchema, z.literal(WEBHOOK_TEST_EVENT)]),
  status: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  /** When the next attempt is due; null once delivered or given up. */
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ListWebhookDeliveriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ deliveries: z.array(WebhookDeliverySchema), pagination: PaginationSchema }),
});
export type ListWebhookDeliveriesResponse = z.infer<typeof ListWebhookDeliveriesResponseSchema>;

/** POST /api/user/webhooks/{id}/test answers 202 with the queued delivery. */
export const TestWebhookResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  delivery: WebhookDeliverySchema,
});

/** A post as events carry it: as every answer of the API shows it, at the event's time. */
export const WebhookPostSchema = ScheduledPostSchema;

const envelope = <Type extends string, Data extends z.ZodType>(type: Type, data: Data) =>
  z.object({ type: z.literal(type), timestamp: z.string(), data });

/** Every event's body, as Standard Webhooks recommends: its type, when it happened, its data. */
export const WebhookPayloadSchema = z.discriminatedUnion('type', [
  envelope('post.scheduled', z.object({ post: WebhookPostSchema })),
  envelope('post.published', z.object({ post: WebhookPostSchema })),
  envelope('post.failed', z.object({ post: WebhookPostSchema })),
  envelope('post.cancelled', z.object({ post: WebhookPostSchema })),
  envelope('autopilot.awaiting_approval', z.object({ posts: z.array(WebhookPostSchema) })),
  envelope(WEBHOOK_TEST_EVENT, z.object({ webhookId: z.string() })),
]);
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;
