import { UI_TIMINGS } from '@postcraft/contracts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { stepAnchor } from './calendar-dates';

/** The calendar page's views: the week and month grids, and the list of posts. */
export const CALENDAR_PAGE_VIEWS = ['week', 'month', 'list'] as const;
export type CalendarPageView = (typeof CALENDAR_PAGE_VIEWS)[number];

const readView = (value: string | null): CalendarPageView =>
  CALENDAR_PAGE_VIEWS.find((view) => view === value) ?? 'week';

/** What /schedule and the calendar's own actions pass when they come (back) to /calendar. */
interface CalendarArrival {
  message: string | null;
  jumpToDate: Date | null;
}

function readArrival(state: unknown): CalendarArrival {
  const value = (state ?? {}) as { message?: unknown; jumpToDate?: unknown };
  const jump = typeof value.jumpToDate === 'string' ? new Date(value.jumpToDate) : null;
  return {
    message: typeof value.message === 'string' && value.message ? value.message : null,
    jumpToDate: jump && !Number.isNaN(jump.getTime()) ? jump : null,
  };
}

/**
 * The calendar's view (in the address, `?view=month`, so a reload keeps it) and the day it shows
 * (an instant; its day is read in the user's zone).
 * An arrival's message shows for 2 s and its `jumpToDate` becomes the shown day; the navigation
 * state is then cleared, so a reload does not repeat them.
 */
export function useCalendarNavigation(zone: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = readView(params.get('view'));
  const setView = (next: CalendarPageView) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'week') changed.delete('view');
        else changed.set('view', next);
        return changed;
      },
      { replace: true },
    );
  const step = (current: Date, by: 1 | -1) =>
    view === 'list' ? current : stepAnchor(view, current, by, zone);
  const [anchor, setAnchor] = useState<Date>(
    () => readArrival(location.state).jumpToDate ?? new Date(),
  );
  const { toast: arrivalMessage, showToast, dismissToast } = useToast();

  useEffect(() => {
    const arrival = readArrival(location.state);
    if (!arrival.message && !arrival.jumpToDate) return;
    if (arrival.jumpToDate) setAnchor(arrival.jumpToDate);
    if (arrival.message) showToast('success', arrival.message, UI_TIMINGS.calendarMessageMs);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate, showToast]);

  return {
    view,
    anchor,
    arrivalMessage,
    dismissArrivalMessage: dismissToast,
    setView,
    previous: () => setAnchor((current) => step(current, -1)),
    next: () => setAnchor((current) => step(current, 1)),
    today: () => setAnchor(new Date()),
  };
}
