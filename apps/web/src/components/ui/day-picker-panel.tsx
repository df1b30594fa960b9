import { DayPicker } from 'react-day-picker';
import { enUS, fr } from 'react-day-picker/locale';

const PICKER_LOCALES = { en: enUS, fr } as const;

/** The month grid of a date field, in the interface language, Monday first. */
export function DayPickerPanel({
  language,
  selected,
  first,
  last,
  onSelect,
}: {
  language: string;
  selected: Date | undefined;
  first: Date | undefined;
  last: Date;
  onSelect: (day: Date) => void;
}) {
  return (
    <DayPicker
      mode="single"
      required
      locale={PICKER_LOCALES[language === 'fr' ? 'fr' : 'en']}
      weekStartsOn={1}
      selected={selected}
      defaultMonth={selected ?? first}
      // Today in the user's zone (the first day that can be chosen), not the browser's.
      today={first}
      startMonth={first}
      endMonth={last}
      disabled={first ? { before: first } : undefined}
      captionLayout="dropdown"
      autoFocus
      onSelect={onSelect}
      classNames={DAY_PICKER_CLASSES}
    />
  );
}

/** DayPicker's parts in the app's Tailwind theme (light and dark). */
const DAY_PICKER_CLASSES = {
  root: 'relative text-sm',
  months: 'flex flex-col',
  month: 'flex flex-col gap-2',
  nav: 'absolute top-0 right-0 flex items-center gap-1',
  button_previous:
    'inline-flex size-8 items-center justify-center rounded-lg hover:bg-muted disabled:opacity-40 [&_svg]:fill-foreground',
  button_next:
    'inline-flex size-8 items-center justify-center rounded-lg hover:bg-muted disabled:opacity-40 [&_svg]:fill-foreground',
  month_caption: 'flex h-8 items-center pr-20 font-semibold capitalize',
  dropdowns: 'flex items-center gap-1.5',
  dropdown_root: 'relative inline-flex items-center',
  dropdown:
    'rounded-lg border border-input bg-card px-1.5 py-1 text-sm capitalize text-foreground focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
  caption_label: 'sr-only',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-9 text-center text-xs font-medium text-muted-foreground',
  week: '',
  day: 'p-0 text-center',
  day_button:
    'inline-flex size-9 items-center justify-center rounded-lg hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed',
  selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary',
  today: 'font-bold text-primary',
  outside: 'text-muted-foreground/50',
  disabled: 'text-muted-foreground/40',
  hidden: 'invisible',
};
