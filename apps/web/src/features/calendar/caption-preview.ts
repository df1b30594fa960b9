import type { ScheduledPost } from '@postcraft/contracts';
import type { TFunction } from 'i18next';
import { isVideoInProgress } from './post-rules';

/** A post's caption as cards show it: a planned video still being made says so. */
export function captionPreview(post: ScheduledPost, t: TFunction): string {
  if (isVideoInProgress(post)) return t('calendar.videoInProgress');
  return post.caption.trim() || t('calendar.noCaption');
}
