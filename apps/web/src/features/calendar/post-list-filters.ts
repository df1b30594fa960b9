import {
  CANCELLABLE_POST_STATUSES,
  isConnectablePlatformId,
  POST_SEARCH_MAX_CHARS,
  type ConnectablePlatformId,
  type ScheduledPostStatus,
} from '@postcraft/contracts';

/**
 * The list view's filters, kept in the address (`?view=list&tab=failed&platform=twitter&q=bread`)
 * so a reload or a shared link shows the same rows. Each tab is a set of statuses: cancelled and
 * deleted posts (ended without being, or staying, on their platforms) share the "ended" tab.
 * Upcoming holds every post still to come, those awaiting approval included (their badge tells
 * them apart); the "awaiting" tab narrows to those that wait for the user's approval.
 */
export const LIST_TABS = ['upcoming', 'awaiting', 'published', 'failed', 'ended', 'all'] as const;
export type ListTab = (typeof LIST_TABS)[number];

const TAB_STATUSES: Record<ListTab, readonly ScheduledPostStatus[] | null> = {
  upcoming: CANCELLABLE_POST_STATUSES,
  awaiting: ['awaiting_approval'],
  published: ['completed'],
  failed: ['failed'],
  ended: ['cancelled', 'deleted'],
  all: null,
};

/** Posts still to come read soonest first; every other tab newest first. */
const TAB_ORDER: Record<ListTab, 'asc' | 'desc'> = {
  upcoming: 'asc',
  awaiting: 'asc',
  published: 'desc',
  failed: 'desc',
  ended: 'desc',
  all: 'desc',
};

export const LIST_PAGE_SIZE = 20;

export interface ListFilters {
  tab: ListTab;
  platform: ConnectablePlatformId | null;
  /** Caption search, trimmed; '' for none. */
  q: string;
}

export const DEFAULT_LIST_FILTERS: ListFilters = { tab: 'upcoming', platform: null, q: '' };

const isListTab = (value: string | null): value is ListTab =>
  (LIST_TABS as readonly (string | null)[]).includes(value);

/** The filters an address names; an unknown tab or platform is read as the default. */
export function readListFilters(params: URLSearchParams): ListFilters {
  const tab = params.get('tab');
  const platform = params.get('platform');
  return {
    tab: isListTab(tab) ? tab : DEFAULT_LIST_FILTERS.tab,
    platform: platform && isConnectablePlatformId(platform) ? platform : null,
    q: (params.get('q') ?? '').trim().slice(0, POST_SEARCH_MAX_CHARS),
  };
}

/** `params` with `changes` applied; a filter at its default leaves the address. */
export function withListFilters(
  params: URLSearchParams,
  changes: Partial<ListFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const filters = { ...readListFilters(params), ...changes };
  const values: Record<keyof ListFilters, string | null> = {
    tab: filters.tab === DEFAULT_LIST_FILTERS.tab ? null : filters.tab,
    platform: filters.platform,
    q: filters.q.trim() || null,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** Whether a platform or a search narrows the tab (its empty state then offers to clear them). */
export const isNarrowed = (filters: ListFilters) => filters.platform !== null || filters.q !== '';

/** The query of GET /api/user/scheduled-posts for one page of the list. */
export function listQuery(filters: ListFilters, page: number) {
  return {
    status: TAB_STATUSES[filters.tab]?.join(',') ?? 'all',
    platform: filters.platform ?? undefined,
    q: filters.q || undefined,
    sortBy: 'scheduledTime' as const,
    sortOrder: TAB_ORDER[filters.tab],
    page,
    limit: LIST_PAGE_SIZE,
  };
}
