import { REELS_LIMITS, type PlanAllowance } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { CLIP_LENGTHS, type ClipLength } from './reels-form';

const COUNTS = Array.from(
  { length: REELS_LIMITS.maxCount - REELS_LIMITS.minCount + 1 },
  (_, index) => REELS_LIMITS.minCount + index,
);

const selectClasses =
  'h-10 rounded-xl border border-border bg-card px-3 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50';

export interface ReelsOptionsProps {
  count: number;
  onCountChange: (count: number) => void;
  /** About how long each clip lasts; null: auto. */
  targetSeconds: number | null;
  onTargetSecondsChange: (seconds: ClipLength) => void;
  /** The plan's reels limits (Free's); null: none. */
  limits: Pick<
    PlanAllowance,
    'maxReelClips' | 'maxReelClipSeconds' | 'maxReelSourceSeconds'
  > | null;
  /** Free: the limits are said, with the way to lift them. */
  isFree?: boolean;
  disabled?: boolean;
}

/** How many clips (1–10) and how long (auto, 15–60 s); what the plan does not allow is off. */
export function ReelsOptions({
  count,
  onCountChange,
  targetSeconds,
  onTargetSecondsChange,
  limits,
  isFree = false,
  disabled = false,
}: ReelsOptionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-x-8 gap-y-4" data-testid="reels-options">
      <label className="flex flex-col gap-2 text-sm font-medium text-foreground">
        {t('reels.options.count')}
        <select
          className={selectClasses}
          value={count}
          disabled={disabled}
          onChange={(event) => onCountChange(Number(event.target.value))}
        >
          {COUNTS.map((value) => (
            <option
              key={value}
              value={value}
              disabled={limits !== null && value > limits.maxReelClips}
            >
              {value}
            </option>
          ))}
        </select>
      </label>
      <fieldset disabled={disabled} className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-foreground">
          {t('reels.options.length')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {CLIP_LENGTHS.map((seconds) => (
            <label
              key={seconds ?? 'auto'}
              className={cn(
                'cursor-pointer rounded-xl border border-border bg-card px-3 py-2 text-sm text-foreground transition-colors',
                'has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-ring',
                'has-disabled:cursor-not-allowed has-disabled:opacity-50',
              )}
            >
              <input
                type="radio"
                name="reels-length"
                className="sr-only"
                checked={targetSeconds === seconds}
                disabled={
                  limits !== null && seconds !== null && seconds > limits.maxReelClipSeconds
                }
                onChange={() => onTargetSecondsChange(seconds)}
              />
              {seconds === null
                ? t('reels.options.auto')
                : t('reels.options.seconds', { count: seconds })}
            </label>
          ))}
        </div>
      </fieldset>
      {limits && isFree ? (
        <p className="w-full text-sm text-muted-foreground" data-testid="reels-allowance">
          {t('reels.options.freeHint', {
            clips: limits.maxReelClips,
            seconds: limits.maxReelClipSeconds,
            minutes: Math.floor(limits.maxReelSourceSeconds / 60),
          })}{' '}
          <Link to="/plan" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('planLimits.upgrade')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
