import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileBodySchema } from '@postcraft/contracts';
import { Globe } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Notice, type NoticeTone } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { supportedTimeZones, zoneOffsetLabel } from '../../lib/zoned-time';
import { browserTimeZone, useTimeZone } from '../auth/use-time-zone';
import { buildTimeZoneOptions, filterTimeZoneOptions } from './time-zone-options';
import { useSaveProfile } from './use-save-profile';

/** The profile's time zone field, checked as the API checks it. */
const TimeZoneFormSchema = z.object({ timeZone: UpdateProfileBodySchema.shape.timeZone.unwrap() });
type TimeZoneForm = z.infer<typeof TimeZoneFormSchema>;

/**
 * The time zone the calendar, the date strip and scheduling use, and in which "Let Postcraft
 * choose" reads the audience's hours: a searchable list of every zone with its current offset.
 */
export function TimeZoneCard() {
  const { t } = useTranslation();
  const id = useId();
  const current = useTimeZone();
  const browserZone = browserTimeZone();
  const saveProfile = useSaveProfile();
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const options = useMemo(() => buildTimeZoneOptions(supportedTimeZones()), []);
  const form = useForm<TimeZoneForm>({
    resolver: zodResolver(TimeZoneFormSchema),
    values: { timeZone: current },
  });
  const selected = form.watch('timeZone');
  const shown = filterTimeZoneOptions(options, search, selected);

  const submit = form.handleSubmit(({ timeZone }) => {
    setNotice(null);
    saveProfile.mutate(
      { fields: { timeZone } },
      {
        onSuccess: () => setNotice({ tone: 'success', text: t('settings.timeZone.saved') }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: t('settings.timeZone.failed', { message: getErrorMessage(error, t) }),
          }),
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="inline-flex items-center gap-2">
          <Globe className="size-4.5 text-primary" aria-hidden="true" />
          {t('settings.timeZone.title')}
        </CardTitle>
        <CardDescription>{t('settings.timeZone.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <p className="text-sm text-foreground" data-testid="current-time-zone">
            {t('settings.timeZone.current', { zone: current, offset: zoneOffsetLabel(current) })}
          </p>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-search`}>{t('settings.timeZone.search')}</Label>
            <Input
              id={`${id}-search`}
              type="search"
              value={search}
              placeholder={t('settings.timeZone.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-zone`}>{t('settings.timeZone.zone')}</Label>
            <select
              id={`${id}-zone`}
              size={8}
              className="w-full rounded-xl border border-border bg-card p-1 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              {...form.register('timeZone')}
            >
              {shown.map((option) => (
                <option key={option.zone} value={option.zone} className="rounded-md px-2 py-1">
                  {option.label}
                </option>
              ))}
            </select>
            <p className="text-xs text-muted-foreground">
              {t('settings.timeZone.matches', { count: shown.length })}
            </p>
          </div>
          {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={saveProfile.isPending || selected === current}>
              {saveProfile.isPending ? t('settings.timeZone.saving') : t('settings.timeZone.save')}
            </Button>
            {browserZone !== selected ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => form.setValue('timeZone', browserZone, { shouldDirty: true })}
              >
                {t('settings.timeZone.useBrowser', { zone: browserZone })}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
