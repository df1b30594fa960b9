import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface ChoiceCardProps {
  /** 'radio' inside a single-choice group, 'checkbox' inside a multiple-choice group. */
  kind: 'radio' | 'checkbox';
  isSelected: boolean;
  onSelect: () => void;
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  disabled?: boolean;
  /** 'compact' puts the icon beside the title, for short labels. */
  layout?: 'stacked' | 'compact';
}

/**
 * A selectable card (niche, tone, content type, goal). It is announced as a radio button or a
 * checkbox with its checked state, and shows a tick in the corner once chosen.
 */
export function ChoiceCard({
  kind,
  isSelected,
  onSelect,
  title,
  description,
  icon: Icon,
  disabled = false,
  layout = 'stacked',
}: ChoiceCardProps) {
  const isCompact = layout === 'compact';
  return (
    <button
      type="button"
      role={kind}
      aria-checked={isSelected}
      disabled={disabled}
      onClick={onSelect}
      className={cn(
        'group relative flex h-full w-full cursor-pointer rounded-2xl border bg-card text-left transition-all',
        isCompact ? 'items-center gap-3 py-3.5 pr-11 pl-4' : 'flex-col gap-3 p-4',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
        'disabled:cursor-not-allowed disabled:opacity-50',
        isSelected
          ? 'border-primary bg-primary-soft/50 shadow-sm ring-1 shadow-primary/10 ring-primary'
          : 'border-border hover:-translate-y-px hover:border-primary/40 hover:shadow-sm',
      )}
    >
      {Icon ? (
        <span
          className={cn(
            'grid shrink-0 place-items-center rounded-xl transition-colors',
            isCompact ? 'size-9' : 'size-10',
            isSelected
              ? 'bg-primary text-primary-foreground'
              : 'bg-muted text-muted-foreground group-hover:text-primary',
          )}
        >
          <Icon className={isCompact ? 'size-4.5' : 'size-5'} aria-hidden="true" />
        </span>
      ) : null}
      <span className={cn('flex min-w-0 flex-col gap-1', !isCompact && 'pr-6')}>
        <span className="text-sm leading-snug font-semibold text-foreground">{title}</span>
        {description ? (
          <span className="text-xs leading-relaxed text-muted-foreground">{description}</span>
        ) : null}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-3 right-3 grid size-5 place-items-center rounded-full border transition-colors',
          kind === 'checkbox' && 'rounded-md',
          isCompact && 'top-1/2 -translate-y-1/2',
          isSelected
            ? 'border-primary bg-primary text-primary-foreground'
            : 'border-input bg-card text-transparent',
        )}
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    </button>
  );
}
