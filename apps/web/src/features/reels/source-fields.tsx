import { FileVideo, Link2, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { formatClockTime, formatFileSize } from './reels-form';

export interface SourceFieldsProps {
  youtubeUrl: string;
  onYoutubeUrlChange: (link: string) => void;
  file: File | null;
  /** The chosen file's length, once the browser read it. */
  fileSeconds: number | null;
  onFileChange: (file: File | null) => void;
  /** A file that is not a video was dropped or picked: it is not kept. */
  onRefused: (file: File) => void;
  /** A valid link is typed: the file chooser is off (spec 001 §4). */
  isLinkValid: boolean;
  linkError?: string | undefined;
  fileError?: string | undefined;
  disabled?: boolean;
}

/**
 * Spec 001 §2 screen 13 and §4: a YouTube link, OR, a video file; one excludes the other, and
 * each disabled field says how to free it.
 */
export function SourceFields({
  youtubeUrl,
  onYoutubeUrlChange,
  file,
  fileSeconds,
  onFileChange,
  onRefused,
  isLinkValid,
  linkError,
  fileError,
  disabled = false,
}: SourceFieldsProps) {
  const { t, i18n } = useTranslation();
  const ids = { link: useId(), linkHint: useId(), file: useId(), fileHint: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const isLinkDisabled = disabled || file !== null;
  const isFileDisabled = disabled || isLinkValid;

  const take = (picked: File | undefined) => {
    if (!picked) return;
    if (!picked.type.startsWith('video/')) onRefused(picked);
    else onFileChange(picked);
    if (input.current) input.current.value = '';
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isFileDisabled) take(event.dataTransfer.files[0]);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <label htmlFor={ids.link} className="text-sm font-medium text-foreground">
          {t('reels.link.label')}
        </label>
        <div className="relative">
          <Link2
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={ids.link}
            type="url"
            inputMode="url"
            autoComplete="off"
            className="pl-10"
            placeholder={t('reels.link.placeholder')}
            value={youtubeUrl}
            disabled={isLinkDisabled}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={ids.linkHint}
            onChange={(event) => onYoutubeUrlChange(event.target.value)}
          />
        </div>
        <p
          id={ids.linkHint}
          className={cn('text-xs', linkError ? 'text-danger' : 'text-muted-foreground')}
          role={linkError ? 'alert' : undefined}
        >
          {file !== null
            ? t('reels.link.disabledHint')
            : (linkError ?? (isLinkValid ? t('reels.link.valid') : t('reels.link.hint')))}
        </p>
      </div>

      <div
        className="flex items-center gap-3 text-xs font-semibold text-muted-foreground"
        aria-hidden="true"
      >
        <span className="h-px flex-1 bg-border" />
        {t('reels.or')}
        <span className="h-px flex-1 bg-border" />
      </div>

      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-foreground">{t('reels.file.label')}</span>
        <input
          ref={input}
          id={ids.file}
          type="file"
          accept="video/*"
          aria-label={t('reels.file.label')}
          className="sr-only"
          disabled={isFileDisabled}
          aria-describedby={ids.fileHint}
          onChange={(event) => take(event.target.files?.[0])}
        />
        {file ? (
          <div
            className="flex items-center gap-3 rounded-2xl border border-border bg-muted/40 px-4 py-3"
            data-testid="chosen-file"
          >
            <FileVideo className="size-8 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-foreground">{file.name}</p>
              <p className="text-xs text-muted-foreground">
                {formatFileSize(file.size, i18n.language)}
                {fileSeconds !== null
                  ? ` · ${t('reels.file.length', { duration: formatClockTime(fileSeconds) })}`
                  : ''}
              </p>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => onFileChange(null)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('reels.file.remove')}
            </Button>
          </div>
        ) : (
          <label
            htmlFor={ids.file}
            aria-disabled={isFileDisabled || undefined}
            onDragOver={(event) => {
              event.preventDefault();
              if (!isFileDisabled) setIsDragging(true);
            }}
            onDragLeave={() => setIsDragging(false)}
            onDrop={onDrop}
            className={cn(
              'flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center transition-colors',
              isFileDisabled
                ? 'cursor-not-allowed opacity-50'
                : 'cursor-pointer hover:border-primary/50 hover:bg-primary-soft/30',
              isDragging && 'border-primary bg-primary-soft/40',
            )}
            data-testid="drop-zone"
          >
            <Upload className="size-8 text-primary" aria-hidden="true" />
            <span className="font-medium text-foreground">{t('reels.file.drop')}</span>
            <span className="text-xs text-muted-foreground">{t('reels.file.types')}</span>
          </label>
        )}
        <p
          id={ids.fileHint}
          className={cn('text-xs', fileError ? 'text-danger' : 'text-muted-foreground')}
          role={fileError ? 'alert' : undefined}
        >
          {isLinkValid && !file ? t('reels.file.disabledHint') : (fileError ?? '')}
        </p>
      </div>
    </div>
  );
}
