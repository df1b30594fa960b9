import type { ScheduledPost } from '@postcraft/contracts';
import { setHours } from 'date-fns';
import { useEffect, useMemo, useRef, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { hourOf, type CalendarRange } from './calendar-dates';
import { DropCell } from './calendar-dnd';
import { DayPosts, type PostListActions } from './day-posts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The hour the grid opens at, unless a post of the week is earlier. */
const FIRST_SHOWN_HOUR = 8;

/** Spec 001 §2 screen 16, week: seven days from Monday by hour; posts move by hour. */
export function WeekView({
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
  const zone = format.zone;
  const bySlot = useMemo(() => {
    const slots = new Map<string, ScheduledPost[]>();
    for (const [dayKey, posts] of postsByDay) {
      for (const post of posts) {
        const key = `${dayKey}:${hourOf(post.scheduledTime, zone)}`;
        slots.set(key, [...(slots.get(key) ?? []), post]);
      }
    }
    return slots;
  }, [postsByDay, zone]);

  const scroller = useRef<HTMLDivElement>(null);
  const firstRow = useRef<HTMLDivElement>(null);
  const earliest = Math.min(
    FIRST_SHOWN_HOUR,
    ...[...bySlot.keys()].map((key) => Number(key.split(':')[1])),
  );
  const firstDayKey = range.days[0]?.key;
  useEffect(() => {
    if (scroller.current && firstRow.current) {
      scroller.current.scrollTop = firstRow.current.offsetTop - 48;
    }
  }, [firstDayKey, earliest]);

  return (
    <div
      ref={scroller}
      className="relative max-h-[70vh] overflow-auto rounded-2xl border border-border bg-card"
    >
      <div className="grid min-w-[64rem] grid-cols-[4rem_repeat(7,minmax(8.5rem,1fr))]">
        <div className="sticky top-0 z-10 border-b border-border bg-card" />
        {range.days.map((day) => (
          <div
            key={day.key}
            data-day={day.key}
            aria-current={day.isToday ? 'date' : undefined}
            className={cn(
              'sticky top-0 z-10 flex h-12 items-center gap-2 border-b border-l border-border bg-card px-3',
              day.isToday && 'text-primary',
            )}
          >
            <span className="text-xs font-semibold uppercase">{format.weekday(day.start)}</span>
            <span
              className={cn(
                'grid size-7 place-items-center rounded-full text-sm font-semibold',
                day.isToday && 'bg-primary text-primary-foreground',
              )}
            >
              {format.dayNumber(day.start)}
            </span>
          </div>
        ))}
        {HOURS.map((hour) => (
          <HourRow
            key={hour}
            hour={hour}
            range={range}
            bySlot={bySlot}
            actions={actions}
            now={now}
            rowRef={hour === earliest ? firstRow : undefined}
          />
        ))}
      </div>
    </div>
  );
}

function HourRow({
  hour,
  range,
  bySlot,
  actions,
  now,
  rowRef,
}: {
  hour: number;
  range: CalendarRange;
  bySlot: ReadonlyMap<string, ScheduledPost[]>;
  actions: PostListActions;
  now: Date;
  rowRef?: Ref<HTMLDivElement>;
}) {
  const { format } = actions;
  return (
    <>
      <div
        ref={rowRef}
        className="border-t border-border px-2 py-1 text-right text-[11px] text-muted-foreground tabular-nums"
      >
        {format.hourLabel(hour)}
      </div>
      {range.days.map((day, index) => {
        const nextDay = range.days[index + 1]?.start ?? range.to;
        const slotEnd = hour < 23 ? setHours(day.start, hour + 1) : nextDay;
        const posts = bySlot.get(`${day.key}:${hour}`) ?? [];
        const label = `${format.fullDate(day.start)} ${format.hourLabel(hour)}`;
        return (
          <DropCell
            key={day.key}
            id={`slot:${day.key}:${hour}`}
            target={{ dayKey: day.key, hour, isPast: slotEnd.getTime() <= now.getTime(), label }}
            className={cn(
              'min-h-12 border-t border-l border-border p-1',
              day.isToday && 'bg-primary-soft/30',
            )}
          >
            {posts.length > 0 ? (
              <section aria-label={label} data-slot={`${day.key}:${hour}`}>
                <DayPosts posts={posts} actions={actions} />
              </section>
            ) : null}
          </DropCell>
        );
      })}
    </>
  );
}
