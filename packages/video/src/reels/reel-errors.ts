/** Why a source cannot be made into reels; the API maps each to its status (413 for the sizes). */
export type ReelRefusalCode = 'not_a_video' | 'too_large' | 'too_long' | 'no_moment';

/**
 * What exactly was refused, with the numbers a message in another language needs: `limit` is
 * the bound met (bytes or seconds), `seconds` the source's length, `min`/`max` a clip's lengths.
 */
export type ReelRefusalDetail =
  | { reason: 'unreadable' | 'no_video' | 'truncated' | 'no_speech_no_scenes' }
  | { reason: 'too_large' | 'too_long'; limit: number }
  | { reason: 'too_short'; seconds: number; min: number }
  | { reason: 'no_moment_of_length'; min: number; max: number };

/** A source refused before or while reels are made, with a message the user can act on. */
export class ReelRefusal extends Error {
  constructor(
    readonly code: ReelRefusalCode,
    message: string,
    readonly detail: ReelRefusalDetail,
  ) {
    super(message);
    this.name = 'ReelRefusal';
  }
}
