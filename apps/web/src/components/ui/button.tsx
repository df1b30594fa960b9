import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

const VARIANT_CLASSES = {
  primary:
    'bg-primary text-primary-foreground shadow-sm shadow-primary/25 hover:bg-primary-hover active:translate-y-px',
  secondary: 'bg-primary-soft text-primary hover:bg-primary-soft/70',
  outline: 'border border-input bg-card text-foreground shadow-xs hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  danger: 'bg-danger text-danger-foreground shadow-sm hover:bg-danger/90',
  link: 'h-auto px-0 text-primary underline-offset-4 hover:underline',
} as const;

const SIZE_CLASSES = {
  sm: 'h-8 gap-1.5 rounded-lg px-3 text-sm',
  md: 'h-10 gap-2 rounded-xl px-4 text-sm',
  lg: 'h-12 gap-2 rounded-xl px-6 text-base',
  icon: 'size-9 rounded-lg',
} as const;

export type ButtonVariant = keyof typeof VARIANT_CLASSES;
export type ButtonSize = keyof typeof SIZE_CLASSES;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with the button's styling. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-medium whitespace-nowrap transition-colors',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
    SIZE_CLASSES[size],
    VARIANT_CLASSES[variant],
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return <Slot className={cn(buttonClassName(variant, size), className)} {...props} />;
  }
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonClassName(variant, size), className)}
      {...props}
    />
  );
}
