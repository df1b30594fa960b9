import { PROFILE_LIMITS, type User } from '@postcraft/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../components/ui/switch';

export type AutopilotSettings = User['autopilotSettings'];

export interface AutopilotControlsProps {
  settings: AutopilotSettings;
  onEnabledChange: (enabled: boolean) => void;
  onApprovePostsFirstChange: (approvePostsFirst: boolean) => void;
  onPostingFrequencyChange: (postingFrequency: number) => void;
  disabled?: boolean;
  /** Shown beside the frequency, e.g. a 'Saved' indicator. */
  frequencyStatus?: ReactNode;
}

function SettingRow({
  id,
  title,
  hint,
  control,
}: {
  id: string;
  title: string;
  hint: string;
  control: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-6 py-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-foreground">
          {title}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      {control}
    </div>
  );
}

/** Enable Autopilot, 'Approve Posts First?' and the posting frequency (1 to 50 a week). */
export function AutopilotControls({
  settings,
  onEnabledChange,
  onApprovePostsFirstChange,
  onPostingFrequencyChange,
  disabled = false,
  frequencyStatus,
}: AutopilotControlsProps) {
  const { t } = useTranslation();
  const id = useId();
  const { postingFrequencyMin: min, postingFrequencyMax: max } = PROFILE_LIMITS;

  return (
    <div className="flex flex-col divide-y divide-border">
      <SettingRow
        id={`${id}-enabled`}
        title={t('profile.autopilot.enable')}
        hint={t('profile.autopilot.enableHint')}
        control={
          <Switch
            id={`${id}-enabled`}
            aria-describedby={`${id}-enabled-hint`}
            checked={settings.enabled}
            onCheckedChange={onEnabledChange}
            disabled={disabled}
          />
        }
      />
      <SettingRow
        id={`${id}-approve`}
        title={t('profile.autopilot.approve')}
        hint={t('profile.autopilot.approveHint')}
        control={
          <Switch
            id={`${id}-approve`}
            aria-describedby={`${id}-approve-hint`}
            checked={settings.approvePostsFirst}
            onCheckedChange={onApprovePostsFirstChange}
            disabled={disabled}
          />
        }
      />
      <div className="flex flex-col gap-4 py-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-frequency`} className="text-sm font-semibold text-foreground">
              {t('profile.autopilot.frequency')}
            </label>
            <p className="text-sm text-muted-foreground">{t('profile.autopilot.frequencyHint')}</p>
          </div>
          <div className="flex items-center gap-3">
            {frequencyStatus}
            <output
              htmlFor={`${id}-frequency`}
              className="rounded-lg bg-primary-soft px-2.5 py-1 text-sm font-semibold text-primary tabular-nums"
            >
              {t('profile.autopilot.frequencyValue', { count: settings.postingFrequency })}
            </output>
          </div>
        </div>
        <input
          id={`${id}-frequency`}
          type="range"
          min={min}
          max={max}
          step={1}
          value={settings.postingFrequency}
          disabled={disabled}
          aria-valuetext={t('profile.autopilot.frequencyValue', {
            count: settings.postingFrequency,
          })}
          onChange={(event) => onPostingFrequencyChange(Number(event.target.value))}
          className="h-2 w-full cursor-pointer accent-primary disabled:cursor-not-allowed"
        />
        <div className="flex justify-between text-xs text-muted-foreground tabular-nums">
          <span>{min}</span>
          <span>{max}</span>
        </div>
      </div>
    </div>
  );
}
