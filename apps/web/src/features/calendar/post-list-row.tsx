import type { ScheduledPost } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { PlatformBadge } from '../../components/platform-badge';
import { cn } from '../../lib/cn';
import { getPlatformName } from '../connections/platform-names';
import { PostThumbnail } from './post-media';
import { PostStatusBadge, STATUS_TONES } from './post-status-badge';
import type { CalendarFormat } from './use-calendar-format';
import { captionPreview } from './caption-preview';

/**
 * One post of the list: its day and time (user's zone, interface language), thumbnail, caption
 * on two lines, status and platforms. A click (or Enter) opens the post modal.
 */
export function PostListRow({
  post,
  format,
  onOpen,
}: {
  post: ScheduledPost;
  format: CalendarFormat;
  onOpen: (post: ScheduledPost) => void;
}) {
  const { t } = useTranslation();
  const caption = captionPreview(post, t);
  const platforms = post.platforms.map(getPlatformName).join(', ');

  return (
    <li>
      <button
        type="button"
        data-testid="post-row"
        data-status={post.status}
        onClick={() => onOpen(post)}
        className={cn(
          'grid w-full grid-cols-[7.5rem_2.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-2 rounded-xl border border-l-4 border-border bg-card p-3 text-left shadow-xs transition-colors',
          'hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          'md:grid-cols-[9.5rem_2.5rem_minmax(0,1fr)_auto]',
          STATUS_TONES[post.status].edge,
        )}
      >
        <span className="flex flex-col">
          <span className="text-sm font-semibold text-foreground">
            {format.shortDate(post.scheduledTime)}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {format.weekday(post.scheduledTime)} · {format.time(post.scheduledTime)}
          </span>
        </span>
        <span className="size-10">
          <PostThumbnail post={post} />
        </span>
        <span className="line-clamp-2 text-sm leading-snug break-words text-foreground">
          {caption}
        </span>
        <span className="col-span-3 flex flex-wrap items-center gap-2 md:col-span-1 md:flex-col md:items-end">
          <PostStatusBadge status={post.status} isOverdue={post.isOverdue} />
          <span className="flex flex-wrap gap-1" title={platforms}>
            {post.platforms.map((platform) => (
              <PlatformBadge key={platform} platform={platform} className="size-5 text-[9px]" />
            ))}
            <span className="sr-only">{platforms}</span>
          </span>
        </span>
      </button>
    </li>
  );
}
