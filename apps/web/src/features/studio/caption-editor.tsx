import { countCaptionChars, getCaptionCountUnit, getCaptionMaxChars } from '@postcraft/contracts';
import { Check, Pencil } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';

export interface CaptionEditorProps {
  caption: string;
  /** The shown platform: its caption limit, counted as it counts (X weighs links and emoji). */
  platform: string;
  onSave: (caption: string) => void;
  /** Hears whether the text being edited is over the limit, and so cannot be saved. */
  onOverLimitChange?: (isOver: boolean) => void;
}

/**
 * The caption with a pencil to edit it; Enter or leaving the field saves (Shift+Enter makes a new
 * line), Escape cancels. A live count shows against the platform's limit; a text over it is not
 * saved and stays in the field to be shortened.
 */
export function CaptionEditor({
  caption,
  platform,
  onSave,
  onOverLimitChange,
}: CaptionEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const maxChars = getCaptionMaxChars(platform);
  const isOverLimit = (value: string) => countCaptionChars(platform, value) > maxChars;
  const text = draft ?? caption;
  const count = countCaptionChars(platform, text);
  const isOver = count > maxChars;

  const edit = (value: string | null) => {
    setDraft(value);
    onOverLimitChange?.(value !== null && isOverLimit(value));
  };

  const save = () => {
    if (draft === null || isOver) return;
    onSave(draft);
    edit(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      edit(null);
    }
  };

  return (
    <div className="w-full">
      <div className="flex items-center justify-between">
        <span className="text-sm font-medium text-foreground">{t('studio.result.caption')}</span>
        {draft === null ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => edit(caption)}
            aria-label={t('studio.result.editCaption')}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onMouseDown={(event) => event.preventDefault()}
            onClick={save}
            disabled={isOver}
            aria-label={t('studio.result.saveCaption')}
          >
            <Check className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {draft === null ? (
        <p
          className="mt-1 text-sm whitespace-pre-wrap text-foreground wrap-anywhere"
          data-testid="caption-text"
        >
          {caption || t('studio.result.noCaption')}
        </p>
      ) : (
        <Textarea
          autoFocus
          rows={5}
          className="mt-1"
          aria-label={t('studio.result.caption')}
          aria-invalid={isOver ? true : undefined}
          value={draft}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={save}
        />
      )}
      <p
        className={cn(
          'mt-1 text-right text-xs',
          isOver ? 'font-medium text-danger' : 'text-muted-foreground',
        )}
        aria-live="polite"
        data-testid="caption-count"
      >
        {t(
          getCaptionCountUnit(platform) === 'bytes'
            ? 'studio.result.countBytes'
            : 'studio.result.count',
          { count, max: maxChars },
        )}
        {isOver
          ? ` · ${t(draft === null ? 'studio.result.tooLong' : 'studio.result.tooLongToSave')}`
          : ''}
      </p>
    </div>
  );
}
