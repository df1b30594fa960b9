import { CALENDAR_SETTINGS } from '@postcraft/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformBadge } from '../../components/platform-badge';
import { cn } from '../../lib/cn';
import type { DateFormat } from '../../lib/date-format';
import { useDateFormat } from '../../lib/use-date-format';
import { buildStripDays, hourRows, stripRange, type StripDay } from './date-strip-days';
import { useScheduledPosts } from './studio.api';

/** Spec 001 §2 screen 2: seven days, today highlighted, dots on days with posts, an hour panel. */
export function DateStrip() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const timeZone = format.timeZone;
  const base = useMemo(() => new Date(), []);
  const { from, to } = useMemo(() => stripRange(base, timeZone), [base, timeZone]);
  const posts = useScheduledPosts(from, to);
  const days = useMemo(
    () => buildStripDays(base, posts.data ?? [], timeZone),
    [base, posts.data, timeZone],
  );
  const [openDay, setOpenDay] = useState<StripDay | null>(null);

  return (
    <div className="relative" onMouseLeave={() => setOpenDay(null)}>
      <ol className="flex flex-col gap-2" aria-label={t('studio.home.upcoming')}>
        {days.map((day) => (
          <li key={day.key}>
            <button
              type="button"
              onMouseEnter={() => setOpenDay(day)}
              onFocus={() => setOpenDay(day)}
              aria-current={day.isToday ? 'date' : undefined}
              aria-label={t('studio.home.dayPosts', {
                day: format.fullDate(day.date),
                count: day.posts.length,
              })}
              className={cn(
                'flex w-14 flex-col items-center rounded-xl border py-2 text-xs transition-colors',
                day.isToday
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card text-foreground hover:border-primary/50',
              )}
            >
              <span className="uppercase">{format.weekday(day.date)}</span>
              <span className="text-base font-semibold">{format.dayNumber(day.date)}</span>
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 size-1.5 rounded-full',
                  day.posts.length > 0
                    ? day.isToday
                      ? 'bg-primary-foreground'
                      : 'bg-primary'
                    : 'bg-transparent',
                )}
              />
            </button>
          </li>
        ))}
      </ol>
      <p
        className="mt-2 w-14 text-center text-[10px] leading-tight text-muted-foreground"
        title={timeZone}
      >
        {t('studio.home.zone', { zone: zoneCity(timeZone) })}
      </p>
      {openDay ? (
        <div
          role="dialog"
          aria-label={format.fullDate(openDay.date)}
          className="absolute top-0 right-full z-20 mr-2 max-h-[28rem] overflow-y-auto rounded-2xl border border-border bg-card p-3 shadow-lg"
          style={{ width: CALENDAR_SETTINGS.hourPanelWidthPx }}
        >
          <p className="mb-2 text-sm font-semibold text-foreground">
            {format.dayOfWeek(openDay.date)}
          </p>
          <HourRows
            day={openDay}
            timeZone={timeZone}
            format={format}
            empty={t('studio.home.noPosts')}
          />
        </div>
      ) : null}
    </div>
  );
}

/** 'New York' for America/New_York: the strip is narrow; the full name is in its title. */
const zoneCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');

function HourRows({
  day,
  timeZone,
  format,
  empty,
}: {
  day: StripDay;
  timeZone: string;
  format: DateFormat;
  empty: string;
}) {
  return (
    <ol className="flex flex-col">
      {hourRows(day.posts, timeZone).map(({ hour, posts }) => {
        return (
          <li key={hour} className="flex min-h-7 gap-2 border-t border-border/60 py-1 text-xs">
            <span className="w-11 shrink-0 text-muted-foreground">{format.hourLabel(hour)}</span>
            <span className="flex flex-1 flex-col gap-1">
              {posts.map((post) => (
                <span
                  key={post._id}
                  className="flex items-center gap-1.5 rounded-md bg-muted px-1.5 py-1"
                >
                  <span className="font-medium">{format.time(post.scheduledTime)}</span>
                  {post.platforms.slice(0, 3).map((platform) => (
                    <PlatformBadge
                      key={platform}
                      platform={platform}
                      className="size-4 text-[8px]"
                    />
                  ))}
                  <span className="line-clamp-1 text-muted-foreground">{post.caption}</span>
                </span>
              ))}
            </span>
          </li>
        );
      })}
      {day.posts.length === 0 ? (
        <li className="pt-2 text-xs text-muted-foreground">{empty}</li>
      ) : null}
    </ol>
  );
}
