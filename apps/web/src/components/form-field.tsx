import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './ui/label';

export interface FormFieldProps {
  /** The id of the control; the error's id is derived from it (`${id}-error`). */
  id: string;
  label: string;
  /** Shown after the label in a lighter tone, e.g. "optional". */
  labelHint?: string;
  /** Right-aligned under the control, e.g. a character counter. */
  aside?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** The id a control passes to aria-describedby so that its error is read with it. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** A labelled form control with its error under it. */
export function FormField({
  id,
  label,
  labelHint,
  aside,
  error,
  children,
  className,
}: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {labelHint ? (
          <span className="ml-1.5 font-normal text-muted-foreground">({labelHint})</span>
        ) : null}
      </Label>
      {children}
      {error || aside ? (
        <div className="flex items-start justify-between gap-3 text-xs">
          {error ? (
            <p id={fieldErrorId(id)} className="text-danger">
              {error}
            </p>
          ) : (
            <span />
          )}
          {aside}
        </div>
      ) : null}
    </div>
  );
}
