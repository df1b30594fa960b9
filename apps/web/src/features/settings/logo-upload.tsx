import { ImageUp, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { LOGO_ACCEPT, checkLogoFile, formatFileSize, type LogoFileProblem } from './logo-file';

export interface LogoUploadProps {
  /** The logo saved on the profile, if any. */
  savedUrl: string | null;
  /** A picked image not saved yet. */
  file: File | null;
  /** A valid image was picked (only the first of several is kept), or the pick was undone. */
  onFileChange: (file: File | null) => void;
  /** Shown as 'Remove logo' when a logo is saved and nothing new is picked. */
  onRemoveSaved?: () => void;
  disabled?: boolean;
}

/** The object URL of a picked file for its preview, released when the file changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * Logo picker: click or drop an image, see it before saving. JPEG, PNG, WebP, SVG, TIFF and BMP
 * up to 50 MB are checked here for a quick answer; the API checks again from the bytes.
 */
export function LogoUpload({
  savedUrl,
  file,
  onFileChange,
  onRemoveSaved,
  disabled = false,
}: LogoUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<LogoFileProblem | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const previewUrl = usePreviewUrl(file);
  const shownUrl = file ? previewUrl : savedUrl;

  function pick(files: FileList | null | undefined) {
    const first = files?.[0];
    if (!first) return;
    const found = checkLogoFile(first);
    setProblem(found);
    if (!found) onFileChange(first);
  }

  function handleDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) pick(event.dataTransfer.files);
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-stretch">
        <div
          className={cn(
            'grid size-28 shrink-0 place-items-center overflow-hidden rounded-2xl border border-border',
            'bg-[repeating-conic-gradient(var(--muted)_0%_25%,var(--card)_0%_50%)] bg-[length:16px_16px]',
          )}
        >
          {shownUrl ? (
            <img
              src={shownUrl}
              alt={file ? t('profile.logo.previewAlt') : t('profile.logo.currentAlt')}
              className="size-full object-contain p-2"
            />
          ) : (
            <ImageUp className="size-8 text-muted-foreground/70" aria-hidden="true" />
          )}
        </div>

        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={handleDrop}
          className={cn(
            'flex min-h-28 flex-1 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-2xl border-2 border-dashed px-4 py-4 text-center transition-colors',
            'has-[:focus-visible]:border-primary has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/25',
            isDragging
              ? 'border-primary bg-primary-soft/60'
              : 'border-input hover:border-primary/50 hover:bg-muted/50',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <input
            id={inputId}
            type="file"
            accept={LOGO_ACCEPT}
            className="sr-only"
            disabled={disabled}
            aria-label={t('profile.logo.choose')}
            aria-describedby={hintId}
            onChange={(event) => {
              pick(event.target.files);
              // The same file can be picked again after an undo.
              event.target.value = '';
            }}
          />
          <span className="inline-flex items-center gap-2 text-sm font-medium text-foreground">
            <ImageUp className="size-4 text-primary" aria-hidden="true" />
            {t('profile.logo.choose')}
          </span>
          <span className="text-xs text-muted-foreground">{t('profile.logo.drop')}</span>
          <span id={hintId} className="text-xs text-muted-foreground">
            {t('profile.logo.hint')}
          </span>
        </label>
      </div>

      {file ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="min-w-0 truncate text-foreground">
            {t('profile.logo.selected', { name: file.name, size: formatFileSize(file.size) })}
          </span>
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onFileChange(null)}>
            <Undo2 className="size-4" aria-hidden="true" />
            {t('profile.logo.undo')}
          </Button>
        </div>
      ) : savedUrl && onRemoveSaved ? (
        <div>
          <Button variant="ghost" size="sm" disabled={disabled} onClick={onRemoveSaved}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('profile.logo.remove')}
          </Button>
        </div>
      ) : null}

      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t(`profile.logo.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}
