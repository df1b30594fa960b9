import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { addDays, localDateKey, startOfDay } from './date-strip-days';
import { getDraft, resetDraft } from './draft-store';
import { defaultScheduleTime, nextFreeSlot, toTimeInput } from './next-free-slot';
import { buildOutgoingPosts } from './outgoing-posts';
import { createScheduleSchema, toLocalDate, type ScheduleForm } from './schedule-validation';
import { StudioFrame } from './studio-frame';
import { fetchScheduledPosts, useSchedulePosts } from './studio.api';

/** Spec 001 §2 screen 15: date and time (or Postcraft's pick), then the calendar. */
export function SchedulePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const schedule = useSchedulePosts();
  const [isAuto, setIsAuto] = useState(false);
  const [autoNote, setAutoNote] = useState<string | null>(null);
  const posts = buildOutgoingPosts(getDraft());
  const platformCount = posts.reduce((sum, post) => sum + post.platforms.length, 0);
  const schema = useMemo(
    () =>
      createScheduleSchema({
        required: t('studio.schedule.required'),
        invalid: t('studio.schedule.invalid'),
        past: t('studio.schedule.past'),
        noPlatform: t('studio.schedule.noPlatform'),
      }),
    [t],
  );
  const initial = defaultScheduleTime();
  const form = useForm<ScheduleForm>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { date: localDateKey(initial), time: toTimeInput(initial), platformCount },
  });
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const error = form.formState.errors.date?.message;

  const chooseForMe = async (checked: boolean) => {
    setIsAuto(checked);
    setAutoNote(null);
    if (!checked) return;
    const now = new Date();
    const taken = await fetchScheduledPosts(startOfDay(now), addDays(startOfDay(now), 15)).catch(
      () => [],
    );
    const slot = nextFreeSlot(
      taken.filter((post) => post.status === 'pending').map((post) => new Date(post.scheduledTime)),
      now,
    );
    form.setValue('date', localDateKey(slot), { shouldValidate: true });
    form.setValue('time', toTimeInput(slot), { shouldValidate: true });
    setAutoNote(
      t('studio.schedule.autoNote', {
        when: slot.toLocaleString(i18n.language, {
          weekday: 'long',
          hour: '2-digit',
          minute: '2-digit',
        }),
      }),
    );
  };

  const submit = form.handleSubmit(({ date, time }) => {
    const at = toLocalDate(date, time);
    schedule.mutate(
      { posts, at },
      {
        onSuccess: () => {
          resetDraft();
          void navigate('/calendar', {
            replace: true,
            state: {
              message: t('studio.schedule.success', {
                when: at.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
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
            <Input
              id="studio-date"
              type="date"
              className="mt-2"
              min={localDateKey(new Date())}
              readOnly={isAuto}
              {...form.register('date')}
            />
          </div>
          <div>
            <label htmlFor="studio-time" className="text-sm font-medium text-foreground">
              {t('studio.schedule.time')}
            </label>
            <Input
              id="studio-time"
              type="time"
              className="mt-2"
              readOnly={isAuto}
              {...form.register('time')}
            />
          </div>
        </div>
        <p className="text-xs text-muted-foreground">
          {t('studio.schedule.timeZone', { zone: timeZone })}
        </p>
        <label className="flex items-center gap-3 text-sm text-foreground">
          <Checkbox
            checked={isAuto}
            onCheckedChange={(checked) => void chooseForMe(checked === true)}
          />
          {t('studio.schedule.auto')}
        </label>
        {autoNote ? <Notice tone="info">{autoNote}</Notice> : null}
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
