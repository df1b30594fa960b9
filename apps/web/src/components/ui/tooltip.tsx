import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../../lib/cn';

const OPEN_DELAY_MS = 150;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element; it receives the hover and focus handlers. */
  children: ReactElement;
  side?: TooltipPrimitive.TooltipContentProps['side'];
  className?: string;
}

/** A short hint shown while its trigger is hovered or focused. */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={OPEN_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className={cn(
              'z-[60] max-w-xs rounded-lg bg-foreground px-2.5 py-1.5 text-xs leading-snug text-background shadow-md',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-foreground" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
