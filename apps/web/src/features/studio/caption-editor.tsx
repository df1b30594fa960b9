import { Check, Pencil } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/cn';

export interface CaptionEditorProps {
  caption: string;
  /** The shown platform's caption limit, in characters. */
  maxChars: number;
  onSave: (caption: string) => void;
}

/** Characters as a person counts them (an emoji is one). */
export function countChars(text: string): number {
  return Array.from(text).length;
}

/**
 * The caption with a pencil to edit it; Enter or leaving the field saves (Shift+Enter makes a new
 * line), Escape cancels. A live count shows against the platform's limit.
 */
export function CaptionEditor({ caption, maxChars, onSave }: CaptionEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? caption;
  const count = countChars(text);
  const isOver = count > maxChars;

  const save = () => {
    if (draft !== null) onSave(draft);
    setDraft(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      setDraft(null);
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
            onClick={() => setDraft(caption)}
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
            aria-label={t('studio.result.saveCaption')}
          >
            <Check className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      {draft === null ? (
        <p className="mt-1 text-sm whitespace-pre-wrap text-foreground" data-testid="caption-text">
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
          onChange={(event) => setDraft(event.target.value)}
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
        {t('studio.result.count', { count, max: maxChars })}
        {isOver ? ` · ${t('studio.result.tooLong')}` : ''}
      </p>
    </div>
  );
}
