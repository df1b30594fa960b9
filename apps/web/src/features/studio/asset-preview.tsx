import type { DraftAsset } from './draft-store';
import { cn } from '../../lib/cn';

/** The asset as the platform shows it: TikTok in a phone frame, others 720 wide. */
export function AssetPreview({
  asset,
  platform,
  alt,
}: {
  asset: DraftAsset;
  platform: string;
  alt: string;
}) {
  const media =
    asset.type === 'video' ? (
      <video src={asset.url} controls className="h-full w-full rounded-[inherit] object-cover" />
    ) : (
      <img
        src={asset.url}
        alt={alt}
        className={cn('h-full w-full rounded-[inherit] object-contain')}
      />
    );
  if (platform === 'tiktok') {
    return (
      <div
        data-testid="phone-frame"
        className="mx-auto aspect-[9/19.5] w-[300px] rounded-[2.5rem] border-[10px] border-neutral-900 bg-black shadow-xl dark:border-neutral-700"
      >
        <div className="h-full w-full overflow-hidden rounded-[1.8rem] bg-black">{media}</div>
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
