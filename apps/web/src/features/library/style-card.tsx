import type { Style } from '@postcraft/contracts';
import { ExternalLink, LayoutTemplate, Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/use-date-format';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { DeleteStyleDialog } from './delete-style-dialog';
import { readHost } from './style-validation';

/** Cover gradients; a style keeps the same one (picked from its id). */
const COVERS = [
  'from-indigo-500 via-violet-500 to-fuchsia-500',
  'from-amber-400 via-orange-500 to-rose-500',
  'from-emerald-400 via-teal-500 to-cyan-600',
  'from-sky-400 via-blue-500 to-indigo-600',
  'from-pink-400 via-rose-500 to-red-500',
  'from-lime-400 via-green-500 to-emerald-600',
] as const;

function coverOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COVERS[hash % COVERS.length] ?? COVERS[0];
}

export interface StyleCardProps {
  style: Style;
  /** Just saved: drawn with a ring so the user sees where it went. */
  isHighlighted?: boolean;
  className?: string;
}

/** One saved style: its cover, name, what it is, when it was saved, and a delete button. */
export function StyleCard({ style, isHighlighted = false, className }: StyleCardProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [isConfirming, setIsConfirming] = useState(false);
  const host = readHost(style.sourceUrl);
  const KindIcon = style.kind === 'clone' ? Link2 : LayoutTemplate;
  const savedOn = format.shortDate(style.createdAt);

  return (
    <article
      aria-label={style.name}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-xs transition-shadow hover:shadow-md',
        isHighlighted && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
        className,
      )}
    >
      <div
        className={cn(
          'relative grid h-28 place-items-center bg-gradient-to-br text-white',
          coverOf(style._id),
        )}
      >
        <KindIcon className="size-9 opacity-90" aria-hidden="true" />
        <span className="absolute top-3 left-3 rounded-full bg-black/30 px-2 py-0.5 text-[11px] font-semibold backdrop-blur">
          {t(`library.style.kinds.${style.kind}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="truncate text-sm font-semibold text-foreground" title={style.name}>
          {style.name}
        </h3>
        {style.description ? (
          <p className="line-clamp-2 text-xs leading-relaxed text-muted-foreground">
            {style.description}
          </p>
        ) : null}
        {style.sourceUrl && host ? (
          <a
            href={style.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 self-start text-xs font-medium text-primary hover:underline"
          >
            {t('library.style.source', { host })}
            <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        ) : null}
        {style.generation ? (
          <Button asChild size="sm" variant="outline" className="mt-1 self-start">
            <Link to={`/text?style=${encodeURIComponent(style._id)}`}>
              {t('library.style.use')}
            </Link>
          </Button>
        ) : null}
        <div className="mt-auto flex items-center justify-between pt-2">
          <span className="text-[11px] text-muted-foreground">
            {t('library.style.savedOn', { date: savedOn })}
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:bg-danger/10 hover:text-danger"
            aria-label={t('library.style.delete', { name: style.name })}
            onClick={() => setIsConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <DeleteStyleDialog style={style} open={isConfirming} onOpenChange={setIsConfirming} />
    </article>
  );
}
