import { ChevronLeft, ChevronRight, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { CalendarView } from './calendar-dates';

const VIEWS: CalendarView[] = ['week', 'month'];

/** Previous, today, next, the shown range, the loading label, and the Week/Month toggle. */
export function CalendarToolbar({
  view,
  title,
  isLoading,
  onViewChange,
  onPrevious,
  onNext,
  onToday,
}: {
  view: CalendarView;
  title: string;
  isLoading: boolean;
  onViewChange: (view: CalendarView) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          onClick={onPrevious}
          aria-label={t(`calendar.previous.${view}`)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" className="h-9" onClick={onToday}>
          {t('calendar.today')}
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={onNext}
          aria-label={t(`calendar.next.${view}`)}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <h2
        className="text-lg font-semibold text-foreground first-letter:uppercase"
        aria-live="polite"
      >
        {title}
      </h2>
      {isLoading ? (
        <span role="status" className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t('calendar.loading')}
        </span>
      ) : null}
      <div
        role="group"
        aria-label={t('calendar.views.label')}
        className="ml-auto flex rounded-xl border border-border bg-muted p-1"
      >
        {VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => onViewChange(option)}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              view === option
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`calendar.views.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
