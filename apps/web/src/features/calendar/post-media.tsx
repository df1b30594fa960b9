import { CALENDAR_SETTINGS, type ScheduledPost } from '@postcraft/contracts';
import { Film, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { isVideoInProgress } from './post-rules';

const THUMBNAIL_SIZE = {
  width: CALENDAR_SETTINGS.postCardThumbnailPx,
  height: CALENDAR_SETTINGS.postCardThumbnailPx,
};

/** The card's 40 px picture or video (muted, no controls); nothing when the post has no media. */
export function PostThumbnail({ post }: { post: ScheduledPost }) {
  const [isBroken, setIsBroken] = useState(false);
  if (!post.mediaUrl || isBroken) return null;
  const className = 'shrink-0 rounded-md bg-muted object-cover';
  return post.type === 'video' ? (
    <video
      src={post.mediaUrl}
      muted
      preload="metadata"
      aria-hidden="true"
      className={className}
      style={THUMBNAIL_SIZE}
      onError={() => setIsBroken(true)}
    />
  ) : (
    <img
      src={post.mediaUrl}
      alt=""
      loading="lazy"
      className={className}
      style={THUMBNAIL_SIZE}
      onError={() => setIsBroken(true)}
    />
  );
}

/**
 * The modal's media: the picture (with a carousel's other slides under it), or the video with
 * controls; says so when there is none.
 */
export function PostMediaPreview({ post }: { post: ScheduledPost }) {
  const { t } = useTranslation();
  const [isBroken, setIsBroken] = useState(false);
  if (isVideoInProgress(post)) {
    return (
      <div className="flex h-32 flex-col items-center justify-center gap-2 rounded-xl bg-muted text-sm text-muted-foreground">
        <Film className="size-5 animate-pulse" aria-hidden="true" />
        {t('calendar.modal.videoInProgress')}
      </div>
    );
  }
  if (!post.mediaUrl || isBroken) {
    return (
      <div className="flex h-32 flex-col items-center justify-center gap-2 rounded-xl bg-muted text-sm text-muted-foreground">
        <ImageOff className="size-5" aria-hidden="true" />
        {post.mediaUrl ? t('calendar.modal.mediaUnavailable') : t('calendar.modal.noMedia')}
      </div>
    );
  }
  const className = cn('max-h-72 w-full rounded-xl bg-muted object-contain');
  return post.type === 'video' ? (
    <video
      src={post.mediaUrl}
      controls
      preload="metadata"
      className={className}
      onError={() => setIsBroken(true)}
    />
  ) : (
    <div className="flex flex-col gap-2">
      <img
        src={post.mediaUrl}
        alt={t('calendar.modal.mediaAlt')}
        className={className}
        onError={() => setIsBroken(true)}
      />
      {post.carouselUrls.length > 0 ? (
        <ul
          aria-label={t('calendar.modal.carousel', { count: post.carouselUrls.length + 1 })}
          className="flex gap-2 overflow-x-auto"
        >
          {post.carouselUrls.map((url, index) => (
            <li key={url} className="shrink-0">
              <img
                src={url}
                alt={t('calendar.modal.slideAlt', { number: index + 2 })}
                className="size-16 rounded-lg bg-muted object-cover"
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
