import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits (about 5.95 bits each): ids and secrets in Stripe's alphabet. */
export function randomText(length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/** A new Stripe-style id: `pi_3Nx…` (24 letters and digits after the prefix). */
export const newStripeId = (prefix: string) => `${prefix}_${randomText(24)}`;

/** `<id>_secret_<random>`, as Stripe's payment and setup intents carry. */
export const newClientSecret = (id: string) => `${id}_secret_${randomText(25)}`;

/** The id a client secret belongs to; null when it is not shaped as one. */
export function idOfClientSecret(clientSecret: string): string | null {
  const match = /^((?:pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/u.exec(clientSecret);
  return match?.[1] ?? null;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Compares two secrets in a time that does not depend on where they differ. */
export function isSameSecret(presented: string, expected: string): boolean {
  return timingSafeEqual(
    Buffer.from(sha256(presented), 'hex'),
    Buffer.from(sha256(expected), 'hex'),
  );
}

/** Unix seconds, Stripe's timestamps. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
