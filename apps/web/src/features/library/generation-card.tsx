import type { ConnectablePlatformId, LibraryGeneration } from '@postcraft/contracts';
import { Clapperboard, PenLine, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { useDateFormat } from '../../lib/use-date-format';
import { getPlatformName } from '../connections/platform-names';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { useDeleteGeneration } from './generations.api';
import { openGeneration } from './open-generation';

/**
 * One generation: its first image (a video's poster, marked as a video with its length), its
 * caption, when and for which platforms; open or delete.
 */
export function GenerationCard({ generation }: { generation: LibraryGeneration }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const navigate = useNavigate();
  const remove = useDeleteGeneration();
  const [isConfirming, setIsConfirming] = useState(false);
  const platforms = Object.keys(generation.assets) as ConnectablePlatformId[];
  const first = platforms[0] ? generation.assets[platforms[0]] : undefined;
  const title = generation.description || t('library.created.smartPost');

  return (
    <article
      aria-label={title}
      className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs"
    >
      {first?.type === 'video' ? (
        <VideoCover
          posterUrl={first.posterUrl}
          durationSeconds={first.durationSeconds}
          alt={t('library.created.posterAlt', { title })}
        />
      ) : first ? (
        <img
          src={first.url}
          alt={t('library.created.imageAlt', { title })}
          className="aspect-square w-full bg-muted object-cover"
          loading="lazy"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="line-clamp-3 text-sm text-foreground">{first?.caption ?? title}</p>
        <p className="text-[11px] text-muted-foreground">
          {t('library.created.madeOn', {
            date: format.dayAndTime(generation.createdAt),
            platforms: platforms.map(getPlatformName).join(', '),
          })}
        </p>
        <div className="mt-auto flex items-center justify-between pt-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              openGeneration(generation);
              void navigate('/result');
            }}
          >
            <PenLine className="size-4" aria-hidden="true" />
            {t('library.created.open')}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:bg-danger/10 hover:text-danger"
            aria-label={t('library.created.delete', { title })}
            onClick={() => setIsConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ConfirmDeleteDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('library.created.deleteTitle')}
        body={t('library.created.deleteBody')}
        deletion={remove}
        onConfirm={() => remove.mutate(generation, { onSuccess: () => setIsConfirming(false) })}
      />
    </article>
  );
}

/** A video's poster (or a placeholder without one), with a 'Video · 30 s' mark. */
function VideoCover({
  posterUrl,
  durationSeconds,
  alt,
}: {
  posterUrl: string | undefined;
  durationSeconds: number | undefined;
  alt: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      {posterUrl ? (
        <img
          src={posterUrl}
          alt={alt}
          className="aspect-square w-full bg-muted object-cover"
          loading="lazy"
        />
      ) : (
        <div
          role="img"
          aria-label={alt}
          className="grid aspect-square w-full place-items-center bg-muted"
        >
          <Clapperboard className="size-10 text-muted-foreground" aria-hidden="true" />
        </div>
      )}
      <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-[11px] font-medium text-white">
        <Play className="size-3" aria-hidden="true" />
        {durationSeconds
          ? t('library.created.videoLength', { count: Math.round(durationSeconds) })
          : t('library.created.video')}
      </span>
    </div>
  );
}
