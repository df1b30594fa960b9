import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { DateField } from '../../components/ui/date-field';
import { TimeField } from '../../components/ui/time-field';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { createDateFormat } from '../../lib/date-format';
import {
  fromZonedInputs,
  zonedDateKey,
  zonedTimeInput,
  zoneOffsetLabel,
} from '../../lib/zoned-time';
import { useTimeZone } from '../auth/use-time-zone';
import { BestTimeChooser } from './best-time-chooser';
import { defaultScheduleTime } from './default-schedule-time';
import { getDraft, resetDraft } from './draft-store';
import { buildOutgoingPosts } from './outgoing-posts';
import { createScheduleSchema, type ScheduleForm } from './schedule-validation';
import { StudioFrame } from './studio-frame';
import { useSchedulePosts } from './studio.api';

/**
 * Spec 001 §2 screen 15: date and time (or Postcraft's pick), then the calendar. The date and
 * time are on the wall clock of the user's time zone, which the screen names.
 */
export function SchedulePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const schedule = useSchedulePosts();
  const [isAuto, setIsAuto] = useState(false);
  const posts = useMemo(() => buildOutgoingPosts(getDraft()), []);
  const platforms = useMemo(() => [...new Set(posts.flatMap((post) => post.platforms))], [posts]);
  const schema = useMemo(
    () =>
      createScheduleSchema(
        {
          required: t('studio.schedule.required'),
          invalid: t('studio.schedule.invalid'),
          past: t('studio.schedule.past'),
          noPlatform: t('studio.schedule.noPlatform'),
        },
        timeZone,
      ),
    [t, timeZone],
  );
  const initial = defaultScheduleTime(timeZone);
  const form = useForm<ScheduleForm>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: {
      date: zonedDateKey(initial, timeZone),
      time: zonedTimeInput(initial, timeZone),
      platformCount: platforms.length,
    },
  });
  const error = form.formState.errors.date?.message;

  const applyChosenTime = (at: Date) => {
    setIsAuto(true);
    form.setValue('date', zonedDateKey(at, timeZone), { shouldValidate: true });
    form.setValue('time', zonedTimeInput(at, timeZone), { shouldValidate: true });
  };

  const submit = form.handleSubmit(({ date, time }) => {
    const at = fromZonedInputs(date, time, timeZone);
    schedule.mutate(
      { posts, at },
      {
        onSuccess: () => {
          resetDraft();
          void navigate('/calendar', {
            replace: true,
            state: {
              message: t('studio.schedule.success', {
                when: createDateFormat(i18n.language, timeZone).dayAndTime(at),
              }),
              jumpToDate: at.toISOString(),
            },
          });
        },
      },
    );
  });

  return (
    <StudioFrame title={t('studio.schedule.title')} backTo="/result">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="studio-date" className="text-sm font-medium text-foreground">
              {t('studio.schedule.date')}
            </label>
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => (
                <DateField
                  id="studio-date"
                  className="mt-2"
                  language={i18n.language}
                  value={field.value}
                  onChange={field.onChange}
                  min={zonedDateKey(new Date(), timeZone)}
                  disabled={isAuto}
                  invalid={Boolean(error)}
                />
              )}
            />
          </div>
          <div>
            <span id="studio-time-label" className="text-sm font-medium text-foreground">
              {t('studio.schedule.time')}
            </span>
            <Controller
              control={form.control}
              name="time"
              // The schema's error sits on the date; a new time must re-check it too.
              rules={{ deps: 'date' }}
              render={({ field }) => (
                <TimeField
                  id="studio-time"
                  labelId="studio-time-label"
                  className="mt-2"
                  language={i18n.language}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={isAuto}
                  invalid={Boolean(error)}
                />
              )}
            />
          </div>
        </div>
        <p className="text-xs text-muted-foreground">
          {t('studio.schedule.timeZone', { zone: timeZone, offset: zoneOffsetLabel(timeZone) })}{' '}
          <Link to="/profile" className="font-medium text-primary hover:underline">
            {t('studio.schedule.changeZone')}
          </Link>
        </p>
        <BestTimeChooser
          platforms={platforms}
          timeZone={timeZone}
          disabled={schedule.isPending}
          onChoose={applyChosenTime}
          onRelease={() => setIsAuto(false)}
        />
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        {schedule.error ? (
          <Notice tone="error">
            {t('studio.schedule.failed', { message: getErrorMessage(schedule.error, t) })}
          </Notice>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={schedule.isPending || Boolean(error)}>
            {schedule.isPending ? t('studio.schedule.scheduling') : t('studio.schedule.submit')}
          </Button>
        </div>
      </form>
    </StudioFrame>
  );
}
