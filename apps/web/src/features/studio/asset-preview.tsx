import { useTranslation } from 'react-i18next';
import { CarouselPreview } from './carousel-preview';
import type { DraftAsset } from './draft-store';
import { cn } from '../../lib/cn';

/**
 * The asset as the platform shows it: TikTok in a phone frame whose screen is 9:16 and filled
 * edge to edge (a 9:16 video or image exactly, anything else cropped like TikTok's own feed),
 * others at most 720 wide and 70% of the screen tall, whole. A generated video shows its poster
 * until it plays, loads only its metadata first, and carries its captions as a track (their
 * language is the interface's, which the script was written in), off by default: they are
 * burned into the picture already.
 */
export function AssetPreview({
  asset,
  platform,
  alt,
}: {
  asset: DraftAsset;
  platform: string;
  alt: string;
}) {
  const { t, i18n } = useTranslation();
  const isPhone = platform === 'tiktok';
  // Wide: whole, and no taller than most of the screen (a vertical upload is letterboxed).
  const fit = isPhone ? 'h-full w-full object-cover' : 'max-h-[70vh] w-full object-contain';
  const media =
    asset.type === 'video' ? (
      <video
        src={asset.url}
        poster={asset.posterUrl}
        preload="metadata"
        controls
        playsInline
        aria-label={alt}
        className={cn(fit, 'rounded-[inherit]')}
      >
        {asset.captionsUrl ? (
          <track
            kind="captions"
            src={asset.captionsUrl}
            srcLang={i18n.resolvedLanguage ?? 'en'}
            label={t('studio.result.captionsTrack')}
          />
        ) : null}
      </video>
    ) : asset.slides && asset.slides.length > 1 ? (
      // Sized to the slide, so its counter and arrows sit on the image.
      <CarouselPreview slides={asset.slides} alt={alt} className="max-h-[70vh] max-w-full" />
    ) : (
      <img src={asset.url} alt={alt} className={cn(fit, 'rounded-[inherit]')} />
    );
  if (isPhone) {
    return (
      <div
        data-testid="phone-frame"
        className="mx-auto w-[300px] rounded-[2.5rem] border-[10px] border-neutral-900 bg-neutral-900 shadow-xl dark:border-neutral-700 dark:bg-neutral-700"
      >
        <div
          data-testid="phone-screen"
          className="aspect-[9/16] w-full overflow-hidden rounded-[1.8rem] bg-black"
        >
          {media}
        </div>
      </div>
    );
  }
  return (
    <div
      data-testid="wide-preview"
      className="mx-auto w-full max-w-[720px] overflow-hidden rounded-2xl bg-muted"
    >
      {media}
    </div>
  );
}
