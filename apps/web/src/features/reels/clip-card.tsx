import type { ReelClip } from '@postcraft/contracts';
import { ExternalLink, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { withHashtags } from '../studio/apply-generation';
import { formatClockTime } from './reels-form';

export interface ClipCardProps {
  clip: ReelClip;
  index: number;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
  onOpen: () => void;
  isOpening: boolean;
  disabled?: boolean;
}

/** One clip: its video (poster, captions track), where it is in the source, why it was picked. */
export function ClipCard({
  clip,
  index,
  isSelected,
  onSelectedChange,
  onOpen,
  isOpening,
  disabled = false,
}: ClipCardProps) {
  const { t, i18n } = useTranslation();
  const title = clip.title || t('reels.clips.untitled', { number: index + 1 });
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs"
      data-testid="reel-clip"
    >
      <div className="relative aspect-[9/16] max-h-[420px] w-full bg-black">
        {/* The captions are burned into the clip: its track is there to turn on, not shown twice. */}
        <video
          src={clip.url}
          poster={clip.posterUrl}
          preload="metadata"
          controls
          playsInline
          aria-label={t('reels.clips.videoLabel', { title })}
          className="h-full w-full object-contain"
        >
          <track
            kind="captions"
            src={clip.captionsUrl}
            srcLang={i18n.resolvedLanguage ?? 'en'}
            label={t('studio.result.captionsTrack')}
          />
        </video>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-3">
          <Checkbox
            checked={isSelected}
            onCheckedChange={(checked) => onSelectedChange(checked === true)}
            aria-label={t('reels.clips.select', { title })}
            className="mt-1"
            disabled={disabled}
          />
          <h3 className="flex-1 text-sm leading-snug font-semibold text-foreground">{title}</h3>
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span data-testid="clip-duration">
            {t('reels.clips.duration', { seconds: Math.round(clip.durationSeconds) })}
          </span>
          <span data-testid="clip-position">
            {t('reels.clips.position', {
              start: formatClockTime(clip.start),
              end: formatClockTime(clip.end),
            })}
          </span>
          <span className="inline-flex items-center gap-1" data-testid="clip-score">
            <Star className="size-3 text-warning" aria-hidden="true" />
            {t('reels.clips.score', { score: Math.round(clip.score) })}
          </span>
        </p>
        {clip.reason ? (
          <p className="text-xs text-muted-foreground">
            {t('reels.clips.why', { reason: clip.reason })}
          </p>
        ) : null}
        <p
          className="line-clamp-4 text-sm whitespace-pre-line text-foreground"
          data-testid="clip-caption"
        >
          {withHashtags(clip.caption, clip.hashtags)}
        </p>
        <div className="mt-auto pt-2">
          <Button size="sm" onClick={onOpen} disabled={disabled || isOpening}>
            <ExternalLink className="size-4" aria-hidden="true" />
            {isOpening ? t('reels.clips.opening') : t('reels.clips.open')}
          </Button>
        </div>
      </div>
    </li>
  );
}
