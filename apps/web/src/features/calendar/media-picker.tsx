import { POST_MEDIA_MAX_BYTES, type UserMediaItem } from '@postcraft/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useUserMedia, USER_MEDIA_PAGE_SIZE } from './calendar.api';
import { postTypeOfFile, type MediaChoice } from './media-choice';

/** A small picture or muted video of one media address. */
function MediaTile({ url, type, label }: { url: string; type: string; label: string }) {
  const className = 'size-16 rounded-md bg-muted object-cover';
  return type === 'video' ? (
    <video src={url} muted preload="metadata" aria-label={label} className={className} />
  ) : (
    <img src={url} alt={label} loading="lazy" className={className} />
  );
}

/**
 * The edit form's media: keep the current one, choose one of the user's recent media (paged),
 * or upload a new file (its kind sets the post's type; the server checks it as on create).
 */
export function MediaPicker({
  current,
  value,
  onChange,
}: {
  current: { url: string | null; type: string };
  value: MediaChoice;
  onChange: (choice: MediaChoice) => void;
}) {
  const { t } = useTranslation();
  const [isBrowsing, setIsBrowsing] = useState(false);
  const [page, setPage] = useState(1);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listing = useUserMedia(page, isBrowsing);
  const media = listing.data?.data.media ?? [];
  const pages = listing.data?.data.pagination.pages ?? 1;

  // The preview of an uploaded file is released when it is replaced or the form closes.
  const previewUrl = value.kind === 'upload' ? value.previewUrl : null;
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const shown =
    value.kind === 'keep'
      ? current
      : value.kind === 'library'
        ? { url: value.url, type: value.type }
        : { url: value.previewUrl, type: value.type };

  const pick = (file: File | undefined) => {
    if (!file) return;
    const type = postTypeOfFile(file);
    if (!type) return setFileError(t('calendar.edit.mediaUnsupported'));
    if (file.size > POST_MEDIA_MAX_BYTES)
      return setFileError(
        t('calendar.edit.mediaTooLarge', { megabytes: POST_MEDIA_MAX_BYTES / (1024 * 1024) }),
      );
    setFileError(null);
    setIsBrowsing(false);
    onChange({ kind: 'upload', file, type, previewUrl: URL.createObjectURL(file) });
  };

  const choose = (item: UserMediaItem) => {
    setIsBrowsing(false);
    onChange({ kind: 'library', url: item.url, type: item.type });
  };

  let library: ReactNode = null;
  if (isBrowsing) {
    library = listing.isPending ? (
      <p className="text-xs text-muted-foreground">{t('calendar.edit.mediaLoading')}</p>
    ) : media.length === 0 ? (
      <p className="text-xs text-muted-foreground">{t('calendar.edit.mediaNone')}</p>
    ) : (
      <div className="flex flex-col gap-2">
        <ul className="grid grid-cols-4 gap-2" aria-label={t('calendar.edit.mediaLibrary')}>
          {media.map((item) => (
            <li key={item.url}>
              <button
                type="button"
                onClick={() => choose(item)}
                aria-pressed={value.kind === 'library' && value.url === item.url}
                className="rounded-md ring-offset-2 ring-offset-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <MediaTile
                  url={item.url}
                  type={item.type}
                  label={t(
                    item.type === 'video' ? 'calendar.edit.videoLabel' : 'calendar.edit.imageLabel',
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <div className="flex items-center justify-end gap-2 text-xs text-muted-foreground">
            <Button
              variant="ghost"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('calendar.edit.mediaPrevious')}
            </Button>
            {t('calendar.edit.mediaPage', { page, pages })}
            <Button
              variant="ghost"
              size="sm"
              disabled={page >= pages || media.length < USER_MEDIA_PAGE_SIZE}
              onClick={() => setPage(page + 1)}
            >
              {t('calendar.edit.mediaNext')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-foreground">
        {t('calendar.edit.media')}
      </legend>
      <div className="flex items-center gap-3">
        {shown.url ? (
          <MediaTile url={shown.url} type={shown.type} label={t('calendar.edit.mediaChosen')} />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant={isBrowsing ? 'secondary' : 'outline'}
            size="sm"
            aria-expanded={isBrowsing}
            onClick={() => setIsBrowsing(!isBrowsing)}
          >
            {t('calendar.edit.mediaChoose')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
            {t('calendar.edit.mediaUpload')}
          </Button>
          {value.kind !== 'keep' ? (
            <Button variant="ghost" size="sm" onClick={() => onChange({ kind: 'keep' })}>
              {t('calendar.edit.mediaKeep')}
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*,video/*"
          className="hidden"
          data-testid="edit-media-file"
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {fileError ? (
        <p role="alert" className={cn('text-sm text-danger')}>
          {fileError}
        </p>
      ) : null}
      {library}
    </fieldset>
  );
}
