import type { BestTime, ConnectablePlatformId } from '@postcraft/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { createDateFormat } from '../../lib/date-format';
import { useBestTime } from './best-time.api';
import { describePlatformBest, describeReason } from './best-time-reason';

export interface BestTimeChooserProps {
  platforms: readonly ConnectablePlatformId[];
  /** The zone the chosen time is shown in (the user's). */
  timeZone: string;
  /** The chosen time, once the server answered. */
  onChoose: (at: Date) => void;
  /** The box was unticked: the fields are the user's again. */
  onRelease?: () => void;
  /** The box cannot be ticked (the form is busy). */
  disabled?: boolean;
}

/**
 * "Let Postcraft choose": ticking asks the server for the best free time on the platforms, hands
 * it to the form and says why (the user's own best hour, or the platform's usual one).
 * Reusable wherever a post gets a time (the schedule screen, a reschedule form).
 */
export function BestTimeChooser({
  platforms,
  timeZone,
  onChoose,
  onRelease,
  disabled = false,
}: BestTimeChooserProps) {
  const { t, i18n } = useTranslation();
  const format = createDateFormat(i18n.language, timeZone);
  const bestTime = useBestTime();
  const [isOn, setIsOn] = useState(false);
  const [chosen, setChosen] = useState<BestTime | null>(null);

  function toggle(checked: boolean) {
    setIsOn(checked);
    setChosen(null);
    bestTime.reset();
    if (!checked) {
      onRelease?.();
      return;
    }
    bestTime.mutate(
      { platforms },
      {
        onSuccess: (answer) => {
          setChosen(answer);
          onChoose(new Date(answer.scheduledTime));
        },
        onError: () => {
          setIsOn(false);
          onRelease?.();
        },
      },
    );
  }

  const when = chosen ? format.dayOfWeekAndTime(chosen.scheduledTime) : null;

  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-3 text-sm text-foreground">
        <Checkbox
          checked={isOn}
          disabled={disabled || platforms.length === 0 || bestTime.isPending}
          onCheckedChange={(checked) => toggle(checked === true)}
        />
        {t('studio.schedule.auto')}
      </label>
      {bestTime.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('studio.bestTime.choosing')}
        </p>
      ) : null}
      {bestTime.error ? (
        <Notice tone="error">
          {t('studio.bestTime.failed', { message: getErrorMessage(bestTime.error, t) })}
        </Notice>
      ) : null}
      {chosen && when ? (
        <Notice tone="info">
          <span className="flex flex-col gap-1" data-testid="best-time-reason">
            <span className="font-semibold">
              {t('studio.bestTime.chosen', { when, zone: chosen.timeZone })}
            </span>
            <span>{describeReason(chosen.reason, t, i18n.language)}</span>
            {chosen.perPlatform.length > 1 ? (
              <span className="text-xs opacity-80">
                {chosen.perPlatform
                  .map((best) => describePlatformBest(best, t, i18n.language))
                  .join(' · ')}
              </span>
            ) : null}
          </span>
        </Notice>
      ) : null}
    </div>
  );
}
