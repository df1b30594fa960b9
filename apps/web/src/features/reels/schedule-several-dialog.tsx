import type { ConnectablePlatformId, ReelClip } from '@postcraft/contracts';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { createDateFormat } from '../../lib/date-format';
import { useTimeZone } from '../auth/use-time-zone';
import { getPlatformName } from '../connections/platform-names';
import { fetchBestTime } from '../studio/best-time.api';
import { useConnectedPlatforms } from '../studio/use-connected-platforms';
import { bestHoursOf, planClipSchedule } from './plan-clip-schedule';
import { useScheduleClips, type ClipScheduleResult } from './schedule-clips';

export interface ScheduleSeveralDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The clips chosen on the list, in their order. */
  clips: readonly ReelClip[];
  /** A clip's name as the list shows it. */
  titleOf: (clip: ReelClip) => string;
}

/**
 * "Schedule several": the platforms to post to, then the plan (one clip a day from tomorrow, at
 * each platform's best hour in the user's zone) to read before confirming, then what was done.
 */
export function ScheduleSeveralDialog({
  open,
  onOpenChange,
  clips,
  titleOf,
}: ScheduleSeveralDialogProps) {
  const { t } = useTranslation();
  const connected = useConnectedPlatforms();
  const [unticked, setUnticked] = useState<ConnectablePlatformId[]>([]);
  const platforms = connected.filter((platform) => !unticked.includes(platform));
  const schedule = useScheduleClips();

  const close = (isOpen: boolean) => {
    if (!isOpen && !schedule.isPending) schedule.reset();
    if (!schedule.isPending) onOpenChange(isOpen);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common.close')} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('reels.schedule.title')}</DialogTitle>
          <DialogDescription>{t('reels.schedule.description')}</DialogDescription>
        </DialogHeader>
        {schedule.data ? (
          <ScheduleSummary results={schedule.data} titleOf={titleOf} onClose={() => close(false)} />
        ) : (
          <>
            <PlatformChoice
              connected={connected}
              platforms={platforms}
              disabled={schedule.isPending}
              onChange={(platform, isOn) =>
                setUnticked((current) =>
                  isOn ? current.filter((item) => item !== platform) : [...current, platform],
                )
              }
            />
            {open && platforms.length > 0 && clips.length > 0 ? (
              <SchedulePlan
                clips={clips}
                platforms={platforms}
                titleOf={titleOf}
                isScheduling={schedule.isPending}
                onConfirm={(entries) => schedule.mutate(entries)}
                onCancel={() => close(false)}
              />
            ) : (
              <DialogFooter>
                <Button variant="outline" onClick={() => close(false)}>
                  {t('studio.cancel')}
                </Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PlatformChoice({
  connected,
  platforms,
  disabled,
  onChange,
}: {
  connected: readonly ConnectablePlatformId[];
  platforms: readonly ConnectablePlatformId[];
  disabled: boolean;
  onChange: (platform: ConnectablePlatformId, isOn: boolean) => void;
}) {
  const { t } = useTranslation();
  if (connected.length === 0) {
    return (
      <Notice tone="info">
        {t('reels.schedule.noPlatforms')}{' '}
        <Link to="/account" className="font-medium text-primary hover:underline">
          {t('reels.schedule.connect')}
        </Link>
      </Notice>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-foreground">
        {t('reels.schedule.platforms')}
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {connected.map((platform) => (
          <label key={platform} className="flex items-center gap-2 text-sm text-foreground">
            <Checkbox
              checked={platforms.includes(platform)}
              disabled={disabled}
              onCheckedChange={(checked) => onChange(platform, checked === true)}
            />
            {getPlatformName(platform)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SchedulePlan({
  clips,
  platforms,
  titleOf,
  isScheduling,
  onConfirm,
  onCancel,
}: {
  clips: readonly ReelClip[];
  platforms: readonly ConnectablePlatformId[];
  titleOf: (clip: ReelClip) => string;
  isScheduling: boolean;
  onConfirm: (entries: ReturnType<typeof planClipSchedule>) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const format = createDateFormat(i18n.language, timeZone);
  // The best hours depend on the moment and on posts scheduled since: asked each time it opens.
  const bestTime = useQuery({
    queryKey: ['reels', 'best-hours', ...platforms],
    queryFn: () => fetchBestTime(platforms),
    staleTime: 0,
    gcTime: 0,
  });
  const entries = useMemo(
    () =>
      bestTime.data
        ? planClipSchedule({
            clips,
            platforms,
            hours: bestHoursOf(bestTime.data, platforms),
            timeZone,
          })
        : [],
    [bestTime.data, clips, platforms, timeZone],
  );
  const postCount = entries.reduce((sum, entry) => sum + entry.platforms.length, 0);

  return (
    <>
      {bestTime.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('reels.schedule.planning')}
        </p>
      ) : bestTime.error ? (
        <Notice tone="error">
          {t('reels.schedule.planFailed', { message: getErrorMessage(bestTime.error, t) })}
        </Notice>
      ) : (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-foreground">{t('reels.schedule.plan')}</h3>
          <ol
            className="flex max-h-72 flex-col gap-1.5 overflow-y-auto"
            data-testid="schedule-plan"
          >
            {entries.map((entry) => (
              <li
                key={`${entry.clip.id}-${entry.at.toISOString()}`}
                className="flex flex-col gap-0.5 rounded-lg bg-muted/60 px-3 py-2 text-sm"
              >
                <span className="font-medium text-foreground">
                  {format.dayOfWeekAndTime(entry.at)}
                </span>
                <span className="text-muted-foreground">
                  {titleOf(entry.clip)} · {entry.platforms.map(getPlatformName).join(', ')}
                </span>
              </li>
            ))}
          </ol>
          <p className="text-xs text-muted-foreground">
            {t('reels.schedule.zone', { zone: timeZone })}
          </p>
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isScheduling}>
          {t('studio.cancel')}
        </Button>
        <Button onClick={() => onConfirm(entries)} disabled={isScheduling || entries.length === 0}>
          <CalendarCheck className="size-4" aria-hidden="true" />
          {isScheduling
            ? t('reels.schedule.scheduling')
            : t('reels.schedule.confirm', { count: postCount })}
        </Button>
      </DialogFooter>
    </>
  );
}

function ScheduleSummary({
  results,
  titleOf,
  onClose,
}: {
  results: readonly ClipScheduleResult[];
  titleOf: (clip: ReelClip) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const done = results.filter((result) => result.ok);
  const failed = results.filter((result) => !result.ok);
  const first = done[0];
  return (
    <div className="flex flex-col gap-3" data-testid="schedule-summary">
      {done.length > 0 ? (
        <Notice tone="success">{t('reels.schedule.done', { count: done.length })}</Notice>
      ) : null}
      {failed.length > 0 ? (
        <div
          role="alert"
          className="rounded-xl border border-danger/30 bg-danger/10 px-3.5 py-3 text-sm"
        >
          <p className="font-medium text-foreground">
            {t('reels.schedule.someFailed', { count: failed.length })}
          </p>
          <ul className="mt-1 list-disc pl-5 text-muted-foreground">
            {failed.map((result) => (
              <li key={`${result.clip.id}-${result.platform}`}>
                {t('reels.schedule.failedItem', {
                  title: titleOf(result.clip),
                  platform: getPlatformName(result.platform),
                  message: result.ok ? '' : getErrorMessage(result.error, t),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('common.close')}
        </Button>
        {first ? (
          <Button asChild>
            <Link to="/calendar" state={{ jumpToDate: first.at.toISOString() }}>
              {t('reels.schedule.calendar')}
            </Link>
          </Button>
        ) : null}
      </DialogFooter>
    </div>
  );
}
