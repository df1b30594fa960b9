import { createTokenCipher, type TokenCipher } from '@postcraft/data';

/** Seals and opens webhook signing secrets (a key of their own, derived from ENCRYPTION_KEY). */
export const webhookSecretCipher = (encryptionKey: string): TokenCipher =>
  createTokenCipher(encryptionKey, 'postcraft:webhook-secrets');

/** What lists show of a secret: enough to tell two apart. */
export const secretStartOf = (secret: string): string => secret.slice(0, 10);
