import { ENDPOINTS as E } from '@postcraft/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/call-endpoint';
import { SCHEDULED_POSTS_QUERY_KEY } from '../studio/studio.api';
import { listQuery, type ListFilters } from './post-list-filters';

/**
 * The list view's posts, page by page (GET /api/user/scheduled-posts with the tab's statuses,
 * the platform and the caption search). It belongs to the scheduled-posts query family, so
 * every post action and every live status change reloads it like the calendar.
 */
export function useListedPosts(filters: ListFilters) {
  return useInfiniteQuery({
    queryKey: [...SCHEDULED_POSTS_QUERY_KEY, 'list', filters.tab, filters.platform, filters.q],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(E.listScheduledPosts, { query: listQuery(filters, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: ({ data: { pagination } }) =>
      pagination.page < pagination.pages ? pagination.page + 1 : undefined,
    placeholderData: keepPreviousData,
  });
}
