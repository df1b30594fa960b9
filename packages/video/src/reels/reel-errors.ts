/** Why a source cannot be made into reels; the API maps each to its status (413 for the sizes). */
export type ReelRefusalCode = 'not_a_video' | 'too_large' | 'too_long' | 'no_moment';

/** A source refused before or while reels are made, with a message the user can act on. */
export class ReelRefusal extends Error {
  constructor(
    readonly code: ReelRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'ReelRefusal';
  }
}
