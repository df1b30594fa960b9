import { Check } from 'lucide-react';
import { PlatformBadge } from '../../components/platform-badge';
import { cn } from '../../lib/cn';
import { getPlatformName } from '../connections/platform-names';

export interface PlatformToggleProps {
  platform: string;
  isSelected: boolean;
  onToggle: () => void;
  /** 'checkbox' for a multiple choice, 'tab' for switching the shown asset. */
  role?: 'checkbox' | 'tab';
  compact?: boolean;
}

/** A platform's badge and name that can be picked. */
export function PlatformToggle({
  platform,
  isSelected,
  onToggle,
  role = 'checkbox',
  compact = false,
}: PlatformToggleProps) {
  const name = getPlatformName(platform);
  return (
    <button
      type="button"
      role={role}
      aria-checked={role === 'checkbox' ? isSelected : undefined}
      aria-selected={role === 'tab' ? isSelected : undefined}
      aria-label={compact ? name : undefined}
      title={name}
      onClick={onToggle}
      className={cn(
        'relative flex cursor-pointer items-center gap-3 rounded-2xl border bg-card text-left transition-all',
        compact ? 'p-2' : 'px-4 py-3',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        isSelected
          ? 'border-primary bg-primary-soft/50 ring-1 ring-primary'
          : 'border-border hover:border-primary/40',
      )}
    >
      <PlatformBadge platform={platform} />
      {compact ? null : <span className="text-sm font-medium text-foreground">{name}</span>}
      {isSelected && !compact ? (
        <Check className="ml-auto size-4 text-primary" aria-hidden="true" />
      ) : null}
    </button>
  );
}
