import type { OwnPhoto } from '@postcraft/studio';

/** Clips one video's scenes are made of at most. */
export const CLIPS_PER_VIDEO = 3;

/**
 * The clips a "use my photos" video's scenes are made of: up to three of the user's clips (their
 * library's, then those uploaded with posts), starting at the seed's place so Regenerate goes
 * through them. Read by the render; one gone by then is left out.
 */
export function pickBrandClips(own: readonly OwnPhoto[], seed: number): string[] {
  const clips = own.filter((each) => each.photo.type === 'video');
  const count = Math.min(CLIPS_PER_VIDEO, clips.length);
  return Array.from({ length: count }, (_, index) => clips[(seed + index) % clips.length]!.key);
}
