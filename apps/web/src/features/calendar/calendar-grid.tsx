import { UI_TIMINGS, type ScheduledPost } from '@postcraft/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast, useToast } from '../../components/toast';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useScheduledPosts } from '../studio/studio.api';
import { CalendarErrorBanner } from './calendar-error-banner';
import { groupByDay, visibleRange, type CalendarView } from './calendar-dates';
import { CalendarDnd } from './calendar-dnd';
import { CalendarToolbar } from './calendar-toolbar';
import { MonthView } from './month-view';
import { PostModal } from './post-modal';
import { UndoBar } from './undo-bar';
import type { CalendarFormat } from './use-calendar-format';
import type { CalendarPageView } from './use-calendar-navigation';
import { useDropReschedule } from './use-drop-reschedule';
import { useRemovePost } from './use-remove-post';
import { WeekView } from './week-view';

export interface CalendarGridProps {
  view: CalendarView;
  anchor: Date;
  format: CalendarFormat;
  onViewChange: (view: CalendarPageView) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}

/**
 * The week or month grid: the range's posts from the same query family as the dashboard's date
 * strip (every change reloads both), dragged to another day or hour, opened in the post modal.
 */
export function CalendarGrid({
  view,
  anchor,
  format,
  onViewChange,
  ...stepper
}: CalendarGridProps) {
  const { t } = useTranslation();
  const zone = format.zone;
  const now = new Date();
  const range = visibleRange(view, anchor, zone, now);
  const posts = useScheduledPosts(range.from, range.to);
  const postsByDay = useMemo(() => groupByDay(posts.data ?? [], zone), [posts.data, zone]);

  const { toast, showToast } = useToast();
  const notify = (tone: 'success' | 'error', text: string) =>
    showToast(tone, text, UI_TIMINGS.successToastMs);
  const navigateLater = useDelayedNavigate();
  const dropping = useDropReschedule({ zone, notify });
  const removing = useRemovePost(notify);
  const [openId, setOpenId] = useState<string | null>(null);
  const openPost = posts.data?.find((post) => post._id === openId) ?? null;

  const actions = {
    format,
    onOpen: (post: ScheduledPost) => setOpenId(post._id),
    onRemove: removing.remove,
    removingId: removing.removingId,
  };
  const View = view === 'week' ? WeekView : MonthView;

  return (
    <>
      <CalendarErrorBanner error={posts.error} errorUpdatedAt={posts.errorUpdatedAt} />
      <CalendarToolbar
        view={view}
        stepper={{ view, title: format.rangeTitle(view, range, anchor), ...stepper }}
        isLoading={posts.isPending}
        onViewChange={onViewChange}
      />
      <CalendarDnd format={format} onDrop={dropping.drop}>
        <View range={range} postsByDay={postsByDay} actions={actions} now={now} />
      </CalendarDnd>
      {openPost ? (
        <PostModal
          key={openPost._id}
          post={openPost}
          format={format}
          onClose={() => setOpenId(null)}
          notify={notify}
          navigateLater={navigateLater}
        />
      ) : null}
      {dropping.lastMove ? (
        <UndoBar
          text={t('calendar.drag.moved', { when: format.dayAndTime(dropping.lastMove.movedTo) })}
          onUndo={dropping.undo}
        />
      ) : (
        <Toast toast={toast} />
      )}
    </>
  );
}
