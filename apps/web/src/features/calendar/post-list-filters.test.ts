import { POST_SEARCH_MAX_CHARS } from '@postcraft/contracts';
import {
  DEFAULT_LIST_FILTERS,
  isNarrowed,
  LIST_PAGE_SIZE,
  listQuery,
  readListFilters,
  withListFilters,
} from './post-list-filters';

const params = (search: string) => new URLSearchParams(search);

describe('the list view filters in the address', () => {
  it('when the address names a tab, a platform and a search, then they are read back', () => {
    expect(readListFilters(params('view=list&tab=failed&platform=twitter&q=%20Bread%20'))).toEqual({
      tab: 'failed',
      platform: 'twitter',
      q: 'Bread',
    });
  });

  it('when the address is empty or names unknown values, then the defaults apply', () => {
    expect(readListFilters(params(''))).toEqual(DEFAULT_LIST_FILTERS);
    expect(readListFilters(params('tab=drafts&platform=myspace'))).toEqual(DEFAULT_LIST_FILTERS);
    expect(readListFilters(params(`q=${'a'.repeat(500)}`)).q).toHaveLength(POST_SEARCH_MAX_CHARS);
  });

  it('when filters change, then the address keeps other values and drops defaults', () => {
    const start = params('view=list&tab=failed&platform=twitter&q=bread');
    expect(withListFilters(start, { tab: 'published' }).toString()).toBe(
      'view=list&tab=published&platform=twitter&q=bread',
    );
    expect(withListFilters(start, { tab: 'upcoming', platform: null, q: '  ' }).toString()).toBe(
      'view=list',
    );
    expect(withListFilters(params('view=list'), { q: 'pain au chocolat' }).get('q')).toBe(
      'pain au chocolat',
    );
  });

  it('when a filter is read from a written address, then it is the same filter', () => {
    const filters = { tab: 'ended', platform: 'linkedin', q: 'a & b = c?' } as const;
    expect(readListFilters(withListFilters(params(''), filters))).toEqual(filters);
  });

  it('when a platform or a search is set, then the tab is narrowed', () => {
    expect(isNarrowed(DEFAULT_LIST_FILTERS)).toBe(false);
    expect(isNarrowed({ ...DEFAULT_LIST_FILTERS, q: 'x' })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_LIST_FILTERS, platform: 'sandbox' })).toBe(true);
  });

  it('when a tab is asked for, then the server gets its statuses, upcoming soonest first and the rest newest first', () => {
    expect(listQuery(DEFAULT_LIST_FILTERS, 1)).toEqual({
      status: 'pending,awaiting_approval',
      platform: undefined,
      q: undefined,
      sortBy: 'scheduledTime',
      sortOrder: 'asc',
      page: 1,
      limit: LIST_PAGE_SIZE,
    });
    expect(listQuery({ tab: 'ended', platform: 'twitter', q: 'bread' }, 3)).toMatchObject({
      status: 'cancelled,deleted',
      platform: 'twitter',
      q: 'bread',
      sortOrder: 'desc',
      page: 3,
    });
    expect(listQuery({ ...DEFAULT_LIST_FILTERS, tab: 'awaiting' }, 1)).toMatchObject({
      status: 'awaiting_approval',
      sortOrder: 'asc',
    });
    expect(listQuery({ ...DEFAULT_LIST_FILTERS, tab: 'all' }, 1).status).toBe('all');
  });
});
