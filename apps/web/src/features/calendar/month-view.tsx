import type { ScheduledPost } from '@postcraft/contracts';
import { cn } from '../../lib/cn';
import type { CalendarRange } from './calendar-dates';
import { DropCell } from './calendar-dnd';
import { DayPosts, type PostListActions } from './day-posts';

/** Spec 001 §2 screen 16, month: the month's whole weeks, Monday first; posts move by day. */
export function MonthView({
  range,
  postsByDay,
  actions,
  now,
}: {
  range: CalendarRange;
  postsByDay: ReadonlyMap<string, ScheduledPost[]>;
  actions: PostListActions;
  now: Date;
}) {
  const { format } = actions;
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-card">
      <div className="grid min-w-[56rem] grid-cols-7">
        {range.days.slice(0, 7).map((day) => (
          <div
            key={day.key}
            aria-hidden="true"
            className="border-b border-border px-3 py-2 text-xs font-semibold text-muted-foreground uppercase"
          >
            {format.weekday(day.start)}
          </div>
        ))}
        {range.days.map((day, index) => {
          const end = range.days[index + 1]?.start ?? range.to;
          return (
            <DropCell
              key={day.key}
              id={`day:${day.key}`}
              target={{
                dayKey: day.key,
                isPast: end.getTime() <= now.getTime(),
                label: format.fullDate(day.start),
              }}
              className={cn(
                'flex min-h-32 flex-col gap-1.5 border-border p-2',
                index % 7 !== 6 && 'border-r',
                index < range.days.length - 7 && 'border-b',
                !day.isInMonth && 'bg-muted/40',
              )}
            >
              <section aria-label={format.fullDate(day.start)} data-day={day.key}>
                <span
                  aria-current={day.isToday ? 'date' : undefined}
                  className={cn(
                    'mb-1.5 grid size-7 place-items-center rounded-full text-sm font-medium',
                    day.isToday
                      ? 'bg-primary text-primary-foreground'
                      : day.isInMonth
                        ? 'text-foreground'
                        : 'text-muted-foreground',
                  )}
                >
                  {format.dayNumber(day.start)}
                </span>
                <DayPosts posts={postsByDay.get(day.key) ?? []} actions={actions} />
              </section>
            </DropCell>
          );
        })}
      </div>
    </div>
  );
}
