import { BRAND_PHOTO_LIMITS, formatByteSize, type BrandPhoto } from '@postcraft/contracts';
import { Film, ImagePlus, Images, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { useAddPhotos, useBrandPhotos, useDeletePhoto } from './photos.api';
import { StylesError, StylesLoading } from './styles-status';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** Clips: the scenes of the studio's videos. */
const CLIP_TYPES = ['video/mp4', 'video/webm'];

/** One photo: the library's can be deleted (asked first); a post's is marked as such. */
function PhotoTile({ photo, index }: { photo: BrandPhoto; index: number }) {
  const { t } = useTranslation();
  const remove = useDeletePhoto();
  const [isConfirming, setIsConfirming] = useState(false);
  const isClip = photo.type === 'video';
  const label = t(isClip ? 'library.photos.clipAlt' : 'library.photos.photoAlt', {
    number: index + 1,
  });

  return (
    <figure className="group relative overflow-hidden rounded-xl border border-border bg-muted">
      {isClip ? (
        <>
          {/* Its first frame until hovered or focused, then it plays, muted. */}
          <video
            src={photo.url}
            aria-label={label}
            className="aspect-square w-full object-cover"
            muted
            loop
            playsInline
            preload="metadata"
            tabIndex={0}
            onMouseEnter={(event) => void event.currentTarget.play().catch(() => {})}
            onMouseLeave={(event) => event.currentTarget.pause()}
            onFocus={(event) => void event.currentTarget.play().catch(() => {})}
            onBlur={(event) => event.currentTarget.pause()}
          />
          <span className="pointer-events-none absolute left-2 top-2 flex items-center gap-1 rounded-full bg-background/90 px-2 py-0.5 text-[11px] font-medium text-foreground">
            <Film className="size-3" aria-hidden="true" />
            {t('library.photos.clip')}
          </span>
        </>
      ) : (
        <img
          src={photo.url}
          alt={label}
          className="aspect-square w-full object-cover"
          loading="lazy"
        />
      )}
      {photo._id ? (
        <Button
          variant="secondary"
          size="icon"
          className="absolute right-2 top-2 size-8 shadow-sm"
          aria-label={t('library.photos.delete', { number: index + 1 })}
          onClick={() => setIsConfirming(true)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      ) : (
        <figcaption className="absolute bottom-2 left-2 rounded-full bg-background/90 px-2 py-0.5 text-[11px] font-medium text-foreground">
          {t('library.photos.fromPost')}
        </figcaption>
      )}
      {photo._id ? (
        <ConfirmDeleteDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title={t('library.photos.deleteTitle')}
          body={t('library.photos.deleteBody')}
          deletion={remove}
          onConfirm={() => remove.mutate(photo._id!, { onSuccess: () => setIsConfirming(false) })}
        />
      ) : null}
    </figure>
  );
}

/**
 * "Your photos": the brand photo library. Photos and clips are added once (several at a time) and
 * reused by "Use my photos" in the studio (clips are the scenes of its videos) and by posts; the
 * photos and clips of the user's posts are listed too.
 */
export function PhotoLibrary() {
  const { t } = useTranslation();
  const photos = useBrandPhotos();
  const add = useAddPhotos();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const libraryCount = photos.data?.libraryCount ?? 0;

  function addFiles(files: File[]) {
    setFileError(null);
    add.reset();
    const isClip = (file: File) => CLIP_TYPES.includes(file.type);
    const limitOf = (file: File) =>
      isClip(file) ? BRAND_PHOTO_LIMITS.maxClipBytes : BRAND_PHOTO_LIMITS.maxBytes;
    const wrong = files.find((file) => !PHOTO_TYPES.includes(file.type) && !isClip(file));
    const large = files.find((file) => file.size > limitOf(file));
    if (wrong) return setFileError(t('library.photos.wrongType', { name: wrong.name }));
    if (large) {
      return setFileError(
        t('library.photos.tooLarge', { name: large.name, size: formatByteSize(limitOf(large)) }),
      );
    }
    if (libraryCount + files.length > BRAND_PHOTO_LIMITS.maxPhotos) {
      return setFileError(t('library.photos.tooMany', { max: BRAND_PHOTO_LIMITS.maxPhotos }));
    }
    if (files.length > 0) add.mutate(files);
  }

  return (
    <section aria-labelledby="library-photos" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="library-photos" className="text-lg font-semibold text-foreground">
            {t('library.photos.title')}
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">{t('library.photos.subtitle')}</p>
        </div>
        <div className="flex items-center gap-3">
          <span className="text-xs text-muted-foreground">
            {t('library.photos.count', { count: libraryCount, max: BRAND_PHOTO_LIMITS.maxPhotos })}
          </span>
          <Button variant="outline" disabled={add.isPending} onClick={() => input.current?.click()}>
            <ImagePlus className="size-4" aria-hidden="true" />
            {add.isPending ? t('library.photos.adding') : t('library.photos.add')}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            accept={[...PHOTO_TYPES, ...CLIP_TYPES].join(',')}
            className="hidden"
            data-testid="photo-library-file"
            onChange={(event) => {
              addFiles([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      {fileError ? <Notice tone="error">{fileError}</Notice> : null}
      {add.isError ? <Notice tone="error">{getErrorMessage(add.error, t)}</Notice> : null}
      {photos.isPending ? (
        <StylesLoading layout="grid" />
      ) : photos.isError ? (
        <StylesError what="photos" error={photos.error} onRetry={() => void photos.refetch()} />
      ) : photos.data.photos.length === 0 ? (
        <EmptyState
          icon={Images}
          title={t('library.photos.emptyTitle')}
          body={t('library.photos.emptyBody')}
        />
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3">
          {photos.data.photos.map((photo, index) => (
            <li key={photo.url}>
              <PhotoTile photo={photo} index={index} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
