import { useMemo } from 'react';
import { useDateFormat } from '../../lib/use-date-format';
import type { CalendarRange, CalendarView } from './calendar-dates';

/** The shared date formatters, plus the calendar's zone and title of the range on screen. */
export function useCalendarFormat() {
  const format = useDateFormat();
  return useMemo(
    () => ({
      ...format,
      zone: format.timeZone,
      /** 'March 2030', or 'March 25 – 31, 2030' for a week. */
      rangeTitle: (view: CalendarView, range: CalendarRange, anchor: Date) => {
        if (view === 'month') return format.monthTitle(anchor);
        const first = range.days[0]?.start ?? anchor;
        const last = range.days.at(-1)?.start ?? anchor;
        return format.dateRange(first, last);
      },
    }),
    [format],
  );
}

export type CalendarFormat = ReturnType<typeof useCalendarFormat>;
