import { randomBytes } from 'node:crypto';

/** Bytes of randomness in every stored file's name: 128 bits, from the operating system's CSPRNG. */
export const MEDIA_NAME_RANDOM_BYTES = 16;

/**
 * A new name for a stored file, without its folder or extension: 32 hex digits of 128 random
 * bits. `/media` is public, so a file's name is what keeps it private until it is shared; a name
 * is never built from a record's id, a time or a counter, which another user could work out.
 */
export function newMediaName(): string {
  return randomBytes(MEDIA_NAME_RANDOM_BYTES).toString('hex');
}
