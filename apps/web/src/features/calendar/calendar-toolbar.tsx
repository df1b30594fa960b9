import { ChevronLeft, ChevronRight, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { CalendarView } from './calendar-dates';
import { CALENDAR_PAGE_VIEWS, type CalendarPageView } from './use-calendar-navigation';

/** How the week and month grids move through time (the list has no range). */
export interface CalendarStepper {
  view: CalendarView;
  title: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}

/** Previous, today, next and the shown range (grids only), the loading label, the view toggle. */
export function CalendarToolbar({
  view,
  stepper,
  isLoading,
  onViewChange,
}: {
  view: CalendarPageView;
  stepper?: CalendarStepper;
  isLoading: boolean;
  onViewChange: (view: CalendarPageView) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {stepper ? <Stepper {...stepper} /> : null}
      <LoadingLabel isLoading={isLoading} />
      <ViewToggle view={view} onViewChange={onViewChange} />
    </div>
  );
}

function Stepper({ view, title, onPrevious, onNext, onToday }: CalendarStepper) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

function LoadingLabel({ isLoading }: { isLoading: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {isLoading ? (
        <span role="status" className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t('calendar.loading')}
        </span>
      ) : null}
    </>
  );
}

function ViewToggle({
  view,
  onViewChange,
}: {
  view: CalendarPageView;
  onViewChange: (view: CalendarPageView) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('calendar.views.label')}
      className="ml-auto flex rounded-xl border border-border bg-muted p-1"
    >
      {CALENDAR_PAGE_VIEWS.map((option) => (
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
  );
}
