import type { PendingPostCounts, PendingPostsChoice } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice';
import { cn } from '../../lib/cn';

const CHOICES: readonly PendingPostsChoice[] = ['keep', 'cancel'];

/**
 * In the disconnect dialog: how many scheduled posts wait to go out on the platform and, when
 * some do, whether to keep them for a reconnect or cancel them.
 */
export function PendingPostsChoiceField({
  platform,
  counts,
  isLoading,
  error,
  choice,
  onChoiceChange,
}: {
  /** The platform's display name. */
  platform: string;
  counts: PendingPostCounts | undefined;
  isLoading: boolean;
  error: string | null;
  choice: PendingPostsChoice;
  onChoiceChange: (choice: PendingPostsChoice) => void;
}) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Notice tone="error">{t('settings.autopilot.pendingFailed', { message: error })}</Notice>
    );
  }
  if (isLoading || !counts) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {t('settings.autopilot.pendingLoading')}
      </p>
    );
  }
  if (counts.total === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {t('settings.autopilot.pendingNone', { platform })}
      </p>
    );
  }
  const labels = {
    keep: [t('settings.autopilot.keepLabel'), t('settings.autopilot.keepHint', { platform })],
    cancel: [t('settings.autopilot.cancelLabel'), t('settings.autopilot.cancelHint', { platform })],
  } as const;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm text-foreground">
        <span className="font-semibold">
          {t('settings.autopilot.pendingCount', { count: counts.total, platform })}
        </span>{' '}
        {counts.withOtherPlatforms > 0
          ? t('settings.autopilot.pendingShared', { count: counts.withOtherPlatforms })
          : null}{' '}
        {t('settings.autopilot.pendingChoice')}
      </legend>
      {CHOICES.map((value) => (
        <label
          key={value}
          className={cn(
            'flex cursor-pointer gap-3 rounded-xl border px-3 py-2.5 transition-colors',
            choice === value ? 'border-primary bg-primary-soft' : 'border-border bg-card',
          )}
        >
          <input
            type="radio"
            name="pending-posts"
            value={value}
            checked={choice === value}
            onChange={() => onChoiceChange(value)}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span className="flex flex-col gap-0.5">
            <span className="text-sm font-medium text-foreground">{labels[value][0]}</span>
            <span className="text-xs text-muted-foreground">{labels[value][1]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
