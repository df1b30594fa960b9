import { useTranslation } from 'react-i18next';
import { usesTwelveHourClock } from '../../lib/date-format';
import { cn } from '../../lib/cn';

const pad = (value: number) => String(value).padStart(2, '0');
const MINUTES = Array.from({ length: 60 }, (_, minute) => minute);
const HOURS_24 = Array.from({ length: 24 }, (_, hour) => hour);
const HOURS_12 = [12, ...Array.from({ length: 11 }, (_, index) => index + 1)];

const SELECT_CLASSES = cn(
  'h-11 rounded-xl border border-input bg-card px-2.5 text-sm text-foreground shadow-xs transition-colors',
  'focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-danger aria-invalid:ring-danger/20',
);

export interface TimeFieldProps {
  /** The group's id; its label names it through `aria-labelledby`. */
  id: string;
  /** The id of the label that names the field ('Time'). */
  labelId: string;
  /** HH:MM on the 24-hour clock ('' when none). */
  value: string;
  onChange: (value: string) => void;
  /** The interface language: 12-hour with AM/PM in English, 24-hour in French. */
  language: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
}

/**
 * A time on the interface language's clock (a native time input follows the browser's locale):
 * hour, minutes and, on a 12-hour clock, AM/PM, as native selects (keyboard and screen readers
 * as usual; typing '3' '0' in the minutes jumps to 30). The value stays HH:MM on 24 hours.
 */
export function TimeField({
  id,
  labelId,
  value,
  onChange,
  language,
  disabled = false,
  invalid = false,
  className,
}: TimeFieldProps) {
  const { t } = useTranslation();
  const isTwelveHour = usesTwelveHourClock(language);
  const [hourText = '', minuteText = ''] = value.split(':');
  const hour = hourText === '' ? 12 : Number(hourText);
  const minute = minuteText === '' ? 0 : Number(minuteText);
  const isAfternoon = hour >= 12;
  const change = (nextHour: number, nextMinute: number) =>
    onChange(`${pad(nextHour)}:${pad(nextMinute)}`);
  const common = { disabled, 'aria-invalid': invalid || undefined, className: SELECT_CLASSES };

  return (
    <div
      id={id}
      role="group"
      data-value={value}
      aria-labelledby={labelId}
      className={cn('flex items-center gap-1.5', className)}
    >
      <select
        {...common}
        aria-label={t('dateField.hour')}
        value={isTwelveHour ? hour % 12 || 12 : hour}
        onChange={(event) => {
          const picked = Number(event.target.value);
          change(isTwelveHour ? (picked % 12) + (isAfternoon ? 12 : 0) : picked, minute);
        }}
      >
        {(isTwelveHour ? HOURS_12 : HOURS_24).map((option) => (
          <option key={option} value={option}>
            {isTwelveHour ? option : pad(option)}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className="text-muted-foreground">
        :
      </span>
      <select
        {...common}
        aria-label={t('dateField.minute')}
        value={minute}
        onChange={(event) => change(hour, Number(event.target.value))}
      >
        {MINUTES.map((option) => (
          <option key={option} value={option}>
            {pad(option)}
          </option>
        ))}
      </select>
      {isTwelveHour ? (
        <select
          {...common}
          aria-label={t('dateField.period')}
          value={isAfternoon ? 'PM' : 'AM'}
          onChange={(event) => change((hour % 12) + (event.target.value === 'PM' ? 12 : 0), minute)}
        >
          <option value="AM">AM</option>
          <option value="PM">PM</option>
        </select>
      ) : null}
    </div>
  );
}
