import * as Popover from '@radix-ui/react-popover';
import { addYears, format, parse } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDateFormat } from '../../lib/date-format';
import { cn } from '../../lib/cn';

// The month grid loads when first opened: pages with a date field do not carry it.
const DayPickerPanel = lazy(() =>
  import('./day-picker-panel').then((module) => ({ default: module.DayPickerPanel })),
);

/** YYYY-MM-DD as a Date at local midnight, the form DayPicker selects days in. */
const toPickerDay = (key: string) => parse(key, 'yyyy-MM-dd', new Date());

export interface DateFieldProps {
  /** Its <label htmlFor>. */
  id: string;
  /** YYYY-MM-DD: a day on the user's calendar ('' when none). */
  value: string;
  onChange: (value: string) => void;
  /** The interface language: month and day names, first weekday, screen-reader labels. */
  language: string;
  /** First day that can be chosen (YYYY-MM-DD). */
  min?: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
}

/**
 * A date chosen on a calendar in the interface language (a native date input would follow the
 * browser's locale): a button that names the day, opening a keyboard-usable month grid
 * (arrows, Page Up/Down, Home/End, Enter; Escape closes and returns focus to the button).
 */
export function DateField({
  id,
  value,
  onChange,
  language,
  min,
  disabled = false,
  invalid = false,
  className,
}: DateFieldProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const selected = value ? toPickerDay(value) : undefined;
  const first = min ? toPickerDay(min) : undefined;
  // The year list runs 5 years past the chosen day (the server says how far ahead is allowed).
  const last = addYears(selected ?? first ?? new Date(), 5);
  // The day itself, not a moment: written as that calendar day, in UTC.
  const shown = value
    ? createDateFormat(language, 'UTC').fullDate(`${value}T12:00:00Z`)
    : t('dateField.chooseDate');

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild disabled={disabled}>
        <button
          id={id}
          type="button"
          aria-invalid={invalid || undefined}
          // Its name is the label's ('Date'); the chosen day is read after it.
          aria-describedby={`${id}-value`}
          data-value={value}
          className={cn(
            'flex h-11 w-full items-center gap-2 rounded-xl border border-input bg-card px-3.5 text-left text-sm text-foreground shadow-xs transition-colors',
            'focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-50',
            'aria-invalid:border-danger aria-invalid:ring-danger/20',
            className,
          )}
        >
          <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span id={`${id}-value`} className="truncate first-letter:uppercase">
            {shown}
          </span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 rounded-2xl border border-border bg-card p-3 text-foreground shadow-lg"
        >
          <Suspense fallback={<div className="size-72" aria-busy="true" />}>
            <DayPickerPanel
              language={language}
              selected={selected}
              first={first}
              last={last}
              onSelect={(day) => {
                onChange(format(day, 'yyyy-MM-dd'));
                setIsOpen(false);
              }}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
