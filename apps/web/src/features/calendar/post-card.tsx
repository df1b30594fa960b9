import { useDraggable } from '@dnd-kit/core';
import {
  isUpcomingPostStatus,
  REMOVABLE_POST_STATUSES,
  type ScheduledPost,
} from '@postcraft/contracts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlatformBadge } from '../../components/platform-badge';
import { cn } from '../../lib/cn';
import { getPlatformName } from '../connections/platform-names';
import { PostThumbnail } from './post-media';
import { PostStatusBadge, STATUS_TONES } from './post-status-badge';
import type { CalendarFormat } from './use-calendar-format';
import { captionPreview } from './caption-preview';

const REMOVABLE: ReadonlySet<string> = new Set(REMOVABLE_POST_STATUSES);

/**
 * Only a post still to come (pending, or awaiting approval) can be moved; the others keep the
 * time they went out (or not) at.
 */
export const isDraggablePost = (post: ScheduledPost) => isUpcomingPostStatus(post.status);

export interface PostCardProps {
  post: ScheduledPost;
  format: CalendarFormat;
  onOpen: (post: ScheduledPost) => void;
  onRemove: (post: ScheduledPost) => void;
  isRemoving?: boolean;
}

/**
 * Spec 001 §2 screen 3: time, status, platforms, caption on three lines at most and a 40 px
 * thumbnail. A click opens the post; a post still to come can be dragged to another day or hour; a
 * cancelled, failed or deleted one shows a remove button on hover (and on keyboard focus).
 */
export function PostCard({ post, format, onOpen, onRemove, isRemoving = false }: PostCardProps) {
  const { t } = useTranslation();
  const canDrag = isDraggablePost(post);
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: post._id,
    data: { post },
    disabled: !canDrag,
  });
  const caption = captionPreview(post, t);

  return (
    <div className={cn('group relative', isDragging && 'opacity-40')} data-testid="post-card">
      <button
        ref={setNodeRef}
        type="button"
        {...(canDrag ? { ...attributes, ...listeners } : {})}
        onClick={() => onOpen(post)}
        aria-label={t('calendar.card.open', {
          time: format.time(post.scheduledTime),
          status: t(`calendar.status.${post.status}`),
          caption,
        })}
        className={cn(
          'flex w-full flex-col gap-1.5 rounded-lg border border-l-4 border-border bg-card p-2 text-left shadow-xs transition-colors',
          'hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          STATUS_TONES[post.status].edge,
          canDrag ? 'cursor-grab touch-manipulation active:cursor-grabbing' : 'cursor-pointer',
        )}
      >
        <PostCardBody post={post} format={format} caption={caption} />
      </button>
      {REMOVABLE.has(post.status) ? (
        <button
          type="button"
          onClick={() => onRemove(post)}
          disabled={isRemoving}
          aria-label={t('calendar.card.remove', { time: format.time(post.scheduledTime) })}
          className={cn(
            'absolute -top-2 -right-2 grid size-6 place-items-center rounded-full border border-border bg-card text-muted-foreground shadow-sm',
            'opacity-0 transition-opacity group-hover:opacity-100 hover:text-danger focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            isRemoving && 'opacity-100',
          )}
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

/** The card's content, also drawn under the pointer while it is dragged. */
export function PostCardBody({
  post,
  format,
  caption,
}: {
  post: ScheduledPost;
  format: CalendarFormat;
  caption: string;
}) {
  return (
    <>
      <span className="flex flex-wrap items-center justify-between gap-x-1 gap-y-0.5">
        <span className="text-xs font-semibold whitespace-nowrap text-foreground tabular-nums">
          {format.time(post.scheduledTime)}
        </span>
        <PostStatusBadge status={post.status} isOverdue={post.isOverdue} />
      </span>
      <span className="flex items-start gap-2">
        <PostThumbnail post={post} />
        <span className="line-clamp-3 text-xs leading-snug break-words text-muted-foreground">
          {caption}
        </span>
      </span>
      <span className="flex flex-wrap gap-0.5">
        {post.platforms.map((platform) => (
          <span key={platform} title={getPlatformName(platform)}>
            <PlatformBadge platform={platform} className="size-4 text-[8px]" />
          </span>
        ))}
      </span>
    </>
  );
}
