import { zodResolver } from '@hookform/resolvers/zod';
import type { ConnectablePlatformId } from '@postcraft/contracts';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { DateField } from '../../components/ui/date-field';
import { TimeField } from '../../components/ui/time-field';
import { BestTimeChooser } from '../studio/best-time-chooser';
import { dayKeyOf, toWallInputs, wallTimeToInstant } from './calendar-dates';

interface RescheduleMessages {
  required: string;
  invalid: string;
  past: string;
}

/**
 * Spec 001 §5: date and time both required, together strictly in the future, read in the
 * user's time zone.
 */
export function createRescheduleSchema(
  messages: RescheduleMessages,
  zone: string,
  now: () => Date = () => new Date(),
) {
  return z.object({ date: z.string(), time: z.string() }).superRefine((value, context) => {
    const fail = (message: string) => context.addIssue({ code: 'custom', path: ['date'], message });
    if (!value.date || !value.time) return fail(messages.required);
    const at = wallTimeToInstant(value.date, value.time, zone);
    if (!at) return fail(messages.invalid);
    if (at.getTime() <= now().getTime()) fail(messages.past);
  });
}

type RescheduleValues = z.infer<ReturnType<typeof createRescheduleSchema>>;

/**
 * The keyboard way to move a post: a date and a time in the user's zone, typed or chosen by
 * Postcraft for the post's platforms (the chosen time stays editable).
 */
export function RescheduleForm({
  note,
  scheduledTime,
  platforms,
  zone,
  isSaving,
  onSubmit,
  onCancel,
}: {
  /** Said above the fields (a non-pending post makes a new post). */
  note?: string;
  scheduledTime: string;
  platforms: readonly ConnectablePlatformId[];
  zone: string;
  isSaving: boolean;
  onSubmit: (at: Date) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const schema = useMemo(
    () =>
      createRescheduleSchema(
        {
          required: t('calendar.reschedule.required'),
          invalid: t('calendar.reschedule.invalid'),
          past: t('calendar.reschedule.past'),
        },
        zone,
      ),
    [t, zone],
  );
  const form = useForm<RescheduleValues>({
    resolver: zodResolver(schema),
    defaultValues: toWallInputs(scheduledTime, zone),
  });
  const error = form.formState.errors.date?.message;
  const submit = form.handleSubmit(({ date, time }) => {
    const at = wallTimeToInstant(date, time, zone);
    if (at) onSubmit(at);
  });
  const applyChosenTime = (at: Date) => {
    const { date, time } = toWallInputs(at, zone);
    form.setValue('date', date, { shouldValidate: true });
    form.setValue('time', time, { shouldValidate: true });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('calendar.reschedule.title')}
      className="flex flex-col gap-3 rounded-xl border border-border bg-muted/40 p-4"
    >
      {note ? <p className="text-sm text-foreground">{note}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-date`} className="text-sm font-medium text-foreground">
            {t('calendar.reschedule.date')}
          </label>
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <DateField
                id={`${id}-date`}
                className="mt-1.5"
                language={i18n.language}
                value={field.value}
                onChange={field.onChange}
                min={dayKeyOf(new Date(), zone)}
                invalid={Boolean(error)}
              />
            )}
          />
        </div>
        <div>
          <span id={`${id}-time-label`} className="text-sm font-medium text-foreground">
            {t('calendar.reschedule.time')}
          </span>
          <Controller
            control={form.control}
            name="time"
            rules={{ deps: 'date' }}
            render={({ field }) => (
              <TimeField
                id={`${id}-time`}
                labelId={`${id}-time-label`}
                className="mt-1.5"
                language={i18n.language}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(error)}
              />
            )}
          />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{t('calendar.reschedule.timeZone', { zone })}</p>
      <BestTimeChooser
        platforms={platforms}
        timeZone={zone}
        disabled={isSaving}
        onChoose={applyChosenTime}
      />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('calendar.reschedule.back')}
        </Button>
        <Button type="submit" size="sm" disabled={isSaving}>
          {isSaving ? t('calendar.reschedule.saving') : t('calendar.reschedule.submit')}
        </Button>
      </div>
    </form>
  );
}
