import { UI_TIMINGS } from '@postcraft/contracts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { stepAnchor, type CalendarView } from './calendar-dates';

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
 * The calendar's view and the day it shows (an instant; its day is read in the user's zone).
 * An arrival's message shows for 2 s and its `jumpToDate` becomes the shown day; the navigation
 * state is then cleared, so a reload does not repeat them.
 */
export function useCalendarNavigation(zone: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<CalendarView>('week');
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
    previous: () => setAnchor((current) => stepAnchor(view, current, -1, zone)),
    next: () => setAnchor((current) => stepAnchor(view, current, 1, zone)),
    today: () => setAnchor(new Date()),
  };
}
