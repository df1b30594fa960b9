import { Fragment } from 'react';
import { cn } from '../lib/cn';

/** Where a long address may break: before '@' and '.', and after '-', '_' and '+'. */
const BREAK_BEFORE = /(?=[@.])|(?<=[-_+])/;

/**
 * An e-mail address that wraps at sensible points (jane.doe@<wbr>mail.example) instead of
 * overflowing its box or breaking mid-word; a single part longer than the line still breaks.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(BREAK_BEFORE);
  return (
    <span className={cn('wrap-anywhere', className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
