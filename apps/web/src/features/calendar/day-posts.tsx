import { CALENDAR_SETTINGS, type ScheduledPost } from '@postcraft/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PostCard, type PostCardProps } from './post-card';

export type PostListActions = Omit<PostCardProps, 'post' | 'isRemoving'> & {
  removingId: string | null;
};

/** A cell's posts: the first three, then '+N more' to show the rest and 'Show less' to fold. */
export function DayPosts({
  posts,
  actions,
}: {
  posts: readonly ScheduledPost[];
  actions: PostListActions;
}) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const limit = CALENDAR_SETTINGS.weekCellMaxPosts;
  const hidden = posts.length - limit;
  const shown = isExpanded || hidden <= 0 ? posts : posts.slice(0, limit);
  if (posts.length === 0) return null;

  return (
    <div className="flex flex-col gap-1.5">
      <ul className="flex flex-col gap-1.5">
        {shown.map((post) => (
          <li key={post._id}>
            <PostCard
              post={post}
              format={actions.format}
              onOpen={actions.onOpen}
              onRemove={actions.onRemove}
              isRemoving={actions.removingId === post._id}
            />
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          onClick={() => setIsExpanded((value) => !value)}
          aria-expanded={isExpanded}
          className="self-start rounded-md px-1 text-xs font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {isExpanded ? t('calendar.showLess') : t('calendar.more', { count: hidden })}
        </button>
      ) : null}
    </div>
  );
}
