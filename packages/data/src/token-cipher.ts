import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Encrypts platform tokens at rest (AES-256-GCM); the key never leaves configuration. */
export interface TokenCipher {
  encrypt(plain: string): string;
  /** Throws when the text was not made with this key or was changed. */
  decrypt(sealed: string): string;
}

const VERSION = 'v1';

/**
 * A cipher keyed from ENCRYPTION_KEY through HKDF, so the same secret can key other things
 * without reuse. Output: `v1.<iv>.<tag>.<ciphertext>` in base64url; a fresh 96-bit IV each time.
 */
export function createTokenCipher(
  secret: string,
  purpose = 'postcraft:platform-tokens',
): TokenCipher {
  if (secret.length < 16) throw new Error('ENCRYPTION_KEY must be at least 16 characters');
  const key = Buffer.from(hkdfSync('sha256', secret, 'postcraft', purpose, 32));

  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map(encode).join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('Not an encrypted token');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
