import { CalendarDays, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { CalendarGrid } from './calendar-grid';
import { PostListView } from './post-list-view';
import { useCalendarFormat } from './use-calendar-format';
import { useCalendarNavigation } from './use-calendar-navigation';

/**
 * Spec 001 §2 screen 16: the user's posts by week or month, in their time zone, or as a list
 * with tabs by status, a platform filter and a caption search.
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const format = useCalendarFormat();
  const navigation = useCalendarNavigation(format.zone);
  const { view } = navigation;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('calendar.title')}
        description={t('calendar.description', { zone: format.zone })}
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
      {view === 'list' ? (
        <PostListView format={format} onViewChange={navigation.setView} />
      ) : (
        <CalendarGrid
          view={view}
          anchor={navigation.anchor}
          format={format}
          onViewChange={navigation.setView}
          onPrevious={navigation.previous}
          onNext={navigation.next}
          onToday={navigation.today}
        />
      )}
    </div>
  );
}
