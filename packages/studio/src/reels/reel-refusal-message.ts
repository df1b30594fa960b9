import { PLAN_LIMIT_MESSAGES, REELS_MESSAGES } from '@postcraft/contracts';
import type { ReelRefusalDetail } from '@postcraft/video';

const GIGABYTE = 1024 ** 3;

/**
 * A refused source's message (English, REELS_MESSAGES; translated where it is answered). A
 * length over the plan's bound, when the plan's is the lower one, says how to lift it.
 */
export function reelRefusalMessage(
  detail: ReelRefusalDetail,
  { planMaxSeconds, serverMaxSeconds }: { planMaxSeconds: number; serverMaxSeconds: number },
): string {
  switch (detail.reason) {
    case 'unreadable':
      return REELS_MESSAGES.unreadable;
    case 'no_video':
      return REELS_MESSAGES.notVideo;
    case 'truncated':
      return REELS_MESSAGES.truncated;
    case 'no_speech_no_scenes':
      return REELS_MESSAGES.noSpeechNoScenes;
    case 'too_large':
      return REELS_MESSAGES.tooLarge(Math.round((detail.limit / GIGABYTE) * 10) / 10);
    case 'too_long':
      return planMaxSeconds < serverMaxSeconds && detail.limit <= planMaxSeconds
        ? PLAN_LIMIT_MESSAGES.reelSource
        : REELS_MESSAGES.tooLong(Math.round(detail.limit / 60));
    case 'too_short':
      return REELS_MESSAGES.tooShort(detail.seconds, detail.min);
    case 'no_moment_of_length':
      return REELS_MESSAGES.noMomentOfLength(detail.min, detail.max);
  }
}
