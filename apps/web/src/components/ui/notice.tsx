import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  info: {
    icon: Info,
    role: 'status',
    classes: 'border-primary/25 bg-primary-soft',
    iconClass: 'text-primary',
  },
  success: {
    icon: CircleCheck,
    role: 'status',
    classes: 'border-success/30 bg-success/10',
    iconClass: 'text-success',
  },
  error: {
    icon: CircleAlert,
    role: 'alert',
    classes: 'border-danger/30 bg-danger/10',
    iconClass: 'text-danger',
  },
} as const satisfies Record<
  string,
  { icon: LucideIcon; role: string; classes: string; iconClass: string }
>;

export type NoticeTone = keyof typeof TONES;

export interface NoticeProps extends HTMLAttributes<HTMLParagraphElement> {
  tone: NoticeTone;
}

/** An inline message in a form: errors are announced at once (alert), the rest politely. */
export function Notice({ tone, className, children, ...props }: NoticeProps) {
  const { icon: Icon, role, classes, iconClass } = TONES[tone];
  return (
    <p
      role={role}
      className={cn(
        'flex items-start gap-2 rounded-xl border px-3.5 py-3 text-sm text-foreground',
        classes,
        className,
      )}
      {...props}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
