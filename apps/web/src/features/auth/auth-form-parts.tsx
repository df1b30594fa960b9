import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input, type InputProps } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';

/** Title and one line of context at the top of an auth card. */
export function AuthPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}

/** A labelled field with optional help under it. */
export function AuthField({
  id,
  label,
  children,
  help,
}: {
  id: string;
  label: string;
  children: ReactNode;
  help?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {help}
    </div>
  );
}

/** The email field of the auth screens, with its envelope icon. */
export function EmailInput({ className, ...props }: Omit<InputProps, 'type'>) {
  return (
    <div className="relative">
      <Mail
        className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="email" autoComplete="email" className={cn('pl-10', className)} {...props} />
    </div>
  );
}
