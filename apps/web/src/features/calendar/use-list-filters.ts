import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListFilters, withListFilters, type ListFilters } from './post-list-filters';

/** The list view's filters, read from and written to the address (replacing its entry). */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const update = useCallback(
    (changes: Partial<ListFilters>) =>
      setParams((current) => withListFilters(current, changes), { replace: true }),
    [setParams],
  );
  const clear = useCallback(() => update({ platform: null, q: '' }), [update]);
  return { filters, update, clear };
}
