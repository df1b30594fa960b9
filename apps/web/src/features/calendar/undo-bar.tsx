import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** 'Post moved to …' with Undo, at the bottom of the page for a few seconds after a drop. */
export function UndoBar({ text, onUndo }: { text: string; onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="fixed bottom-6 left-1/2 z-50 flex -translate-x-1/2 items-center gap-4 rounded-xl border border-border bg-card px-4 py-3 text-sm text-foreground shadow-lg">
      <span role="status">{text}</span>
      <Button size="sm" variant="secondary" onClick={onUndo}>
        {t('calendar.drag.undo')}
      </Button>
    </div>
  );
}
