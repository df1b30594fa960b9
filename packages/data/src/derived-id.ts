import { createHash } from 'node:crypto';
import { Types } from 'mongoose';

const digestOf = (text: string) => createHash('sha256').update(text).digest();

/** An ObjectId derived from `text`: the same text always gives the same id. */
export const derivedObjectId = (text: string): Types.ObjectId =>
  new Types.ObjectId(digestOf(text).subarray(0, 12).toString('hex'));

/** A version-4-shaped uuid derived from `text` (a job id a re-run gives again). */
export function derivedUuid(text: string): string {
  const hex = digestOf(text).subarray(0, 16).toString('hex').split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const text32 = hex.join('');
  return `${text32.slice(0, 8)}-${text32.slice(8, 12)}-${text32.slice(12, 16)}-${text32.slice(16, 20)}-${text32.slice(20)}`;
}
