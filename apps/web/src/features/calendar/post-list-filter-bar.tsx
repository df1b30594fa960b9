import {
  CONNECTABLE_PLATFORM_IDS,
  POST_SEARCH_MAX_CHARS,
  type ConnectablePlatformId,
} from '@postcraft/contracts';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { getPlatformName } from '../connections/platform-names';
import { isNarrowed, type ListFilters } from './post-list-filters';

const selectClasses =
  'h-11 rounded-xl border border-input bg-card px-3 text-sm text-foreground shadow-xs focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none';

/** The caption search box (its text is sent once typing pauses) and the platform filter. */
export function PostListFilterBar({
  filters,
  text,
  onTextChange,
  onChange,
  onClear,
}: {
  filters: ListFilters;
  text: string;
  onTextChange: (text: string) => void;
  onChange: (changes: Partial<ListFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();

  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="flex min-w-56 flex-1 flex-col gap-1.5 text-sm font-medium text-foreground">
        {t('calendar.list.search')}
        <span className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={text}
            maxLength={POST_SEARCH_MAX_CHARS}
            placeholder={t('calendar.list.searchPlaceholder')}
            onChange={(event) => onTextChange(event.target.value)}
            className="pl-9"
          />
        </span>
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-foreground">
        {t('calendar.list.platform')}
        <select
          value={filters.platform ?? ''}
          onChange={(event) =>
            onChange({ platform: (event.target.value || null) as ConnectablePlatformId | null })
          }
          className={selectClasses}
        >
          <option value="">{t('calendar.list.allPlatforms')}</option>
          {CONNECTABLE_PLATFORM_IDS.map((platform) => (
            <option key={platform} value={platform}>
              {getPlatformName(platform)}
            </option>
          ))}
        </select>
      </label>
      {isNarrowed(filters) || text.trim() ? (
        <Button variant="ghost" className="h-11" onClick={onClear}>
          <X className="size-4" aria-hidden="true" />
          {t('calendar.list.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
