import {
  CalendarCheck,
  CircleCheck,
  ClipboardCheck,
  Inbox,
  SearchX,
  Send,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import type { ListTab } from './post-list-filters';

const TAB_ICONS: Record<ListTab, LucideIcon> = {
  upcoming: CalendarCheck,
  awaiting: ClipboardCheck,
  published: Send,
  failed: CircleCheck,
  ended: Inbox,
  all: Inbox,
};

/** What the list says when a tab has no post, or when the search and platform match none. */
export function PostListEmpty({
  tab,
  isNarrowed,
  onClear,
}: {
  tab: ListTab;
  isNarrowed: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (isNarrowed) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('calendar.list.noMatch.title')}
        body={t('calendar.list.noMatch.body')}
      >
        <Button variant="outline" onClick={onClear}>
          {t('calendar.list.clearFilters')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={TAB_ICONS[tab]}
      title={t(`calendar.list.empty.${tab}.title`)}
      body={t(`calendar.list.empty.${tab}.body`)}
    >
      {tab === 'upcoming' || tab === 'all' ? (
        <Button asChild>
          <Link to="/where-post">{t('calendar.generatePost')}</Link>
        </Button>
      ) : null}
    </EmptyState>
  );
}
