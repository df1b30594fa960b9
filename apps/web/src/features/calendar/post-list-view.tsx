import { UI_TIMINGS, type ScheduledPost } from '@postcraft/contracts';
import { LoaderCircle } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Toast, useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { CalendarToolbar } from './calendar-toolbar';
import { PostListEmpty } from './post-list-empty';
import { PostListFilterBar } from './post-list-filter-bar';
import { isNarrowed } from './post-list-filters';
import { PostListRow } from './post-list-row';
import { listTabId, PostListTabs } from './post-list-tabs';
import { useListedPosts } from './post-list.api';
import { PostModal } from './post-modal';
import type { CalendarFormat } from './use-calendar-format';
import type { CalendarPageView } from './use-calendar-navigation';
import { useListFilters } from './use-list-filters';
import type { NavigateLater } from './use-post-actions';
import { useSearchText } from './use-search-text';

const PANEL_ID = 'post-list-panel';

/**
 * The calendar's list view: the user's posts as rows, by status tab, narrowed by platform and
 * caption search (all in the address), a page at a time. A row opens the same post modal as
 * the calendar, with the same actions; statuses change live through the query family.
 */
export function PostListView({
  format,
  onViewChange,
}: {
  format: CalendarFormat;
  onViewChange: (view: CalendarPageView) => void;
}) {
  const { t } = useTranslation();
  const { filters, update, clear } = useListFilters();
  const search = useSearchText(
    filters.q,
    useCallback((q: string) => update({ q }), [update]),
  );
  const listed = useListedPosts(filters);
  const posts = listed.data?.pages.flatMap((page) => page.data.scheduledPosts) ?? [];
  const total = listed.data?.pages[0]?.data.pagination.total ?? 0;

  const { toast, showToast } = useToast();
  const notify = (tone: 'success' | 'error', text: string) =>
    showToast(tone, text, UI_TIMINGS.successToastMs);
  const navigateLater = useStayInList();
  const [openId, setOpenId] = useState<string | null>(null);
  const openPost = posts.find((post) => post._id === openId) ?? null;
  const clearFilters = () => {
    clear();
    search.reset();
  };

  return (
    <>
      <CalendarToolbar
        view="list"
        isLoading={listed.isPending || listed.isPlaceholderData}
        onViewChange={onViewChange}
      />
      <PostListTabs value={filters.tab} panelId={PANEL_ID} onChange={(tab) => update({ tab })} />
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={listTabId(filters.tab)}
        className="flex flex-col gap-4"
      >
        <PostListFilterBar
          filters={filters}
          text={search.text}
          onTextChange={search.setText}
          onChange={update}
          onClear={clearFilters}
        />
        {listed.isError ? (
          <Notice tone="error">
            <span className="flex flex-wrap items-center justify-between gap-3">
              {getErrorMessage(listed.error, t, t('calendar.errors.load'))}
              <Button variant="outline" size="sm" onClick={() => void listed.refetch()}>
                {t('calendar.list.retryLoad')}
              </Button>
            </span>
          </Notice>
        ) : null}
        {listed.isPending ? (
          <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {t('calendar.loading')}
          </p>
        ) : posts.length === 0 && !listed.isError ? (
          <PostListEmpty
            tab={filters.tab}
            isNarrowed={isNarrowed(filters)}
            onClear={clearFilters}
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('calendar.list.count', { shown: posts.length, count: total })}
            </p>
            <ul className="flex flex-col gap-2" aria-label={t(`calendar.list.tabs.${filters.tab}`)}>
              {posts.map((post) => (
                <PostListRow
                  key={post._id}
                  post={post}
                  format={format}
                  onOpen={(opened: ScheduledPost) => setOpenId(opened._id)}
                />
              ))}
            </ul>
            {listed.hasNextPage ? (
              <Button
                variant="outline"
                className="self-center"
                disabled={listed.isFetchingNextPage}
                onClick={() => void listed.fetchNextPage()}
              >
                {listed.isFetchingNextPage ? t('calendar.loading') : t('calendar.list.loadMore')}
              </Button>
            ) : null}
          </>
        )}
      </div>
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
      <Toast toast={toast} />
    </>
  );
}

/**
 * The modal's actions go back to /calendar once done (with their message): from the list they
 * come back to the list, its tab and its filters.
 */
function useStayInList(): NavigateLater {
  const navigateLater = useDelayedNavigate();
  const { search } = useLocation();
  return (to, delayMs, options) =>
    navigateLater(to === '/calendar' ? { pathname: '/calendar', search } : to, delayMs, options);
}
