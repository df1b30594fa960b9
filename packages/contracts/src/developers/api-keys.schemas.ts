import { z } from 'zod';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';
import { userText } from '../text/user-text.js';

/**
 * API keys: a developer's own scripts call the API as the user who made the key, on the routes
 * its scopes open (a resource, read or write) and never on the account's security (password,
 * e-mail, keys, deletion, billing). A key is shown once, when made; only its hash is kept.
 */
export const API_KEY_RESOURCES = ['posts', 'media', 'generation', 'accounts'] as const;
export type ApiKeyResource = (typeof API_KEY_RESOURCES)[number];

/** `posts:read` opens a resource's GETs, `posts:write` everything else on it. */
export const API_KEY_SCOPES = API_KEY_RESOURCES.flatMap((resource) => [
  `${resource}:read` as const,
  `${resource}:write` as const,
]);
export type ApiKeyScope = `${ApiKeyResource}:${'read' | 'write'}`;

export const API_KEY_LIMITS = {
  nameMaxChars: 80,
  /** Keys a user keeps at once. */
  maxPerUser: 20,
  /** Every key starts with it: a leaked key is recognisable (secret scanners look for it). */
  prefix: 'pcft_',
  /** What the list shows of a key: its prefix and first characters. */
  shownChars: 12,
} as const;

export const API_KEY_MESSAGES = {
  nameRequired: 'Please give the key a name.',
  nameTooLong: `A key name is limited to ${API_KEY_LIMITS.nameMaxChars} characters.`,
  scopesRequired: 'Choose at least one thing the key may do.',
  unknownScope: 'This is not a scope a key can have.',
  tooMany: `You can keep up to ${API_KEY_LIMITS.maxPerUser} API keys. Revoke one to make another.`,
  created: 'API key created. Copy it now: it will not be shown again.',
  revoked: 'API key revoked.',
  notFound: 'This API key does not exist.',
  invalidKey: 'This API key is not valid, or it was revoked.',
  outOfScope: 'This API key may not do this. Give it the scope in Settings → Developers.',
  sessionOnly:
    'This needs you to be signed in: API keys cannot change the account, its keys or its billing.',
} as const;

export const API_KEY_MESSAGES_FR: FrenchCatalogue<typeof API_KEY_MESSAGES> = {
  nameRequired: 'Veuillez donner un nom à la clé.',
  nameTooLong: `Un nom de clé est limité à ${API_KEY_LIMITS.nameMaxChars} caractères.`,
  scopesRequired: 'Choisissez au moins une chose que la clé peut faire.',
  unknownScope: 'Ce n’est pas une permission possible pour une clé.',
  tooMany: `Vous pouvez garder jusqu’à ${API_KEY_LIMITS.maxPerUser} clés d’API. Révoquez-en une pour en créer une autre.`,
  created: "Clé d'API créée. Copiez-la maintenant : elle ne sera plus affichée.",
  revoked: "Clé d'API révoquée.",
  notFound: 'Cette clé d’API n’existe pas.',
  invalidKey: "Cette clé d’API n'est pas valide, ou elle a été révoquée.",
  outOfScope:
    'Cette clé d’API ne peut pas faire cela. Donnez-lui la permission dans Paramètres → Développeurs.',
  sessionOnly:
    'Vous devez être connecté : une clé d’API ne peut modifier ni le compte, ni ses clés, ni sa facturation.',
};

export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES as [ApiKeyScope, ...ApiKeyScope[]], {
  error: API_KEY_MESSAGES.unknownScope,
});

/** A key as listed: never its secret. */
export const ApiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  scopes: z.array(ApiKeyScopeSchema),
  /** The key's first characters ('pcft_3kX9aQ'), to tell keys apart. */
  start: z.string(),
  createdAt: z.string(),
  /** When a request last used it (to the minute); null before its first use. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** POST /api/user/api-keys */
export const CreateApiKeyBodySchema = z.strictObject({
  name: userText({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_LIMITS.nameMaxChars, API_KEY_MESSAGES.nameTooLong),
  scopes: z
    .array(ApiKeyScopeSchema, { error: API_KEY_MESSAGES.scopesRequired })
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .max(API_KEY_SCOPES.length, API_KEY_MESSAGES.unknownScope)
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBodySchema>;
export type CreateApiKeyBodyInput = z.input<typeof CreateApiKeyBodySchema>;

/** POST /api/user/api-keys answers 201 with the key, whose secret `key` is never shown again. */
export const CreateApiKeyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ apiKey: ApiKeySchema, key: z.string() }),
});
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponseSchema>;

/** GET /api/user/api-keys: the user's keys, newest first. */
export const ListApiKeysResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ apiKeys: z.array(ApiKeySchema) }),
});
export type ListApiKeysResponse = z.infer<typeof ListApiKeysResponseSchema>;

/** DELETE /api/user/api-keys/:id revokes the key at once. */
export const ApiKeyParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-fA-F]{24}$/, API_KEY_MESSAGES.notFound),
});
export const RevokeApiKeyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type RevokeApiKeyResponse = z.infer<typeof RevokeApiKeyResponseSchema>;
