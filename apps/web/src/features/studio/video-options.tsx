import {
  VIDEO_VOICES,
  VideoVoiceSchema,
  type PlanEntitlements,
  type VideoVoice,
} from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { updateDraft, useDraft, type VideoOptions } from './draft-store';
import { usePlanEntitlements } from './use-plan-entitlements';

/** The lengths offered, in seconds (the server takes 5 to 60; 15 is its default). */
export const VIDEO_LENGTHS = [15, 30, 45, 60] as const;

const selectClasses =
  'h-10 rounded-xl border border-border bg-card px-3 text-sm text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50';

/**
 * A video's length and voice, before it is generated. The choice lives in the draft, so every
 * way of generating (text, voice, smart post) asks with it.
 */
export function VideoOptionsFields({
  disabled = false,
  className,
}: {
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const { videoOptions } = useDraft();
  const change = (patch: Partial<VideoOptions>) =>
    updateDraft((draft) => ({ videoOptions: { ...draft.videoOptions, ...patch } }));
  // The plan's limits, as the server checks them (none with billing off).
  const plan = usePlanEntitlements().data;
  const limits = plan?.billingEnabled ? plan.allowance : null;

  return (
    <div
      className={cn('mt-4 flex flex-wrap items-end gap-x-8 gap-y-4', className)}
      data-testid="video-options"
    >
      <fieldset disabled={disabled} className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-foreground">
          {t('studio.video.length')}
        </legend>
        <div className="flex gap-2">
          {VIDEO_LENGTHS.map((seconds) => (
            <label
              key={seconds}
              className={cn(
                'cursor-pointer rounded-xl border border-border bg-card px-3 py-2 text-sm text-foreground transition-colors',
                'has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-ring',
                'has-disabled:cursor-not-allowed has-disabled:opacity-50',
              )}
            >
              <input
                type="radio"
                name="video-length"
                value={seconds}
                className="sr-only"
                checked={videoOptions.durationSeconds === seconds}
                disabled={limits !== null && seconds > limits.maxVideoSeconds}
                onChange={() => change({ durationSeconds: seconds })}
              />
              {t('studio.video.seconds', { count: seconds })}
            </label>
          ))}
        </div>
      </fieldset>
      <VoiceSelect
        value={videoOptions.voice}
        disabled={disabled}
        allowed={limits?.voices ?? null}
        onChange={(voice) => change({ voice })}
      />
      {plan?.billingEnabled && plan.plan === 'free' ? <FreeAllowance plan={plan} /> : null}
    </div>
  );
}

/** Free's allowance beside the options: the trial's videos left and the longest video. */
function FreeAllowance({ plan }: { plan: PlanEntitlements }) {
  const { t } = useTranslation();
  const total = plan.allowance.freeVideos ?? 0;
  const left = Math.max(0, total - plan.usage.freeVideosUsed);
  return (
    <p className="w-full text-sm text-muted-foreground" data-testid="video-allowance">
      {left > 0
        ? t('planLimits.freeVideosLeft', { left, total })
        : t('planLimits.noFreeVideosLeft')}{' '}
      {t('planLimits.maxVideoSeconds', { seconds: plan.allowance.maxVideoSeconds })}{' '}
      <Link to="/plan" className="font-medium text-primary underline-offset-4 hover:underline">
        {t('planLimits.upgrade')}
      </Link>
    </p>
  );
}

/** Who narrates a video: the choices of VIDEO_VOICES, with their names. */
export function VoiceSelect({
  value,
  onChange,
  disabled = false,
  allowed = null,
}: {
  value: VideoVoice;
  onChange: (voice: VideoVoice) => void;
  disabled?: boolean;
  /** The voices the plan offers (`auto` always: the server checks its language); null: all. */
  allowed?: readonly VideoVoice[] | null;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-2 text-sm font-medium text-foreground">
      {t('studio.video.voice')}
      <select
        value={value}
        disabled={disabled}
        className={selectClasses}
        onChange={(event) => {
          const voice = VideoVoiceSchema.safeParse(event.target.value);
          if (voice.success) onChange(voice.data);
        }}
      >
        {VIDEO_VOICES.map((voice) => (
          <option
            key={voice}
            value={voice}
            disabled={allowed !== null && voice !== 'auto' && !allowed.includes(voice)}
          >
            {t(`studio.video.voices.${voice}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
