import { UI_TIMINGS, type ScheduledPost } from '@postcraft/contracts';
import { CalendarDays, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Toast, useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useScheduledPosts } from '../studio/studio.api';
import { CalendarErrorBanner } from './calendar-error-banner';
import { groupByDay, visibleRange } from './calendar-dates';
import { CalendarDnd } from './calendar-dnd';
import { CalendarToolbar } from './calendar-toolbar';
import { MonthView } from './month-view';
import { PostModal } from './post-modal';
import { UndoBar } from './undo-bar';
import { useCalendarFormat } from './use-calendar-format';
import { useCalendarNavigation } from './use-calendar-navigation';
import { useDropReschedule } from './use-drop-reschedule';
import { useRemovePost } from './use-remove-post';
import { WeekView } from './week-view';

/**
 * Spec 001 §2 screen 16: the user's posts by week or month, in their time zone, from the same
 * query family as the dashboard's date strip (every change reloads both).
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const format = useCalendarFormat();
  const zone = format.zone;
  const navigation = useCalendarNavigation(zone);
  const { view, anchor } = navigation;
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
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('calendar.title')}
        description={t('calendar.description', { zone })}
        icon={CalendarDays}
        actions={
          <Button asChild>
            <Link to="/where-post">
              <Plus className="size-4" aria-hidden="true" />
              {t('calendar.generatePost')}
            </Link>
          </Button>
        }
      />
      {navigation.arrivalMessage ? (
        <Notice key={navigation.arrivalMessage.id} tone="success">
          {navigation.arrivalMessage.text}
        </Notice>
      ) : null}
      <CalendarErrorBanner error={posts.error} errorUpdatedAt={posts.errorUpdatedAt} />
      <CalendarToolbar
        view={view}
        title={format.rangeTitle(view, range, anchor)}
        isLoading={posts.isPending}
        onViewChange={navigation.setView}
        onPrevious={navigation.previous}
        onNext={navigation.next}
        onToday={navigation.today}
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
    </div>
  );
}
