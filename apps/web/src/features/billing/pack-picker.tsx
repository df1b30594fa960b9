import type { CreditPackInfo } from '@postcraft/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { formatCount, formatPrice, wholeMinutes } from './billing-format';

export interface PackPickerProps {
  packs: readonly CreditPackInfo[];
  currency: string;
  value: number;
  onChange: (credits: CreditPackInfo['credits']) => void;
  disabled?: boolean;
  /** Accessible name of the group. */
  label: string;
}

/** The packs as one radio group: seconds, minutes of video, price, the popular one marked. */
export function PackPicker({ packs, currency, value, onChange, disabled, label }: PackPickerProps) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <fieldset className="grid grid-cols-2 gap-2.5 sm:grid-cols-3" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      {packs.map((pack) => {
        const isSelected = pack.credits === value;
        const seconds = formatCount(pack.credits, language);
        return (
          <label
            key={pack.credits}
            className={cn(
              'relative flex cursor-pointer flex-col gap-0.5 rounded-xl border bg-card px-3 pt-3.5 pb-3 text-left transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              isSelected
                ? 'border-primary bg-primary-soft/60 shadow-sm'
                : 'border-border hover:border-primary/50 hover:bg-muted/60',
              disabled && 'cursor-not-allowed opacity-70',
            )}
          >
            <input
              type="radio"
              name={name}
              value={pack.credits}
              checked={isSelected}
              onChange={() => onChange(pack.credits)}
              className="sr-only"
              aria-label={t('billing.pack.label', {
                credits: seconds,
                price: formatPrice(pack.priceCents, currency, language),
              })}
            />
            {pack.popular ? (
              <span className="absolute -top-2 right-2 rounded-full bg-primary px-2 py-0.5 text-[10px] font-semibold tracking-wide text-primary-foreground uppercase">
                {t('billing.pack.popular')}
              </span>
            ) : null}
            <span className="text-base font-semibold text-foreground">
              {t('billing.pack.credits', { credits: seconds })}
            </span>
            <span className="text-xs text-muted-foreground">
              {t('billing.pack.minutes', {
                minutes: formatCount(wholeMinutes(pack.credits), language),
              })}
            </span>
            <span className="mt-1.5 text-sm font-medium text-foreground">
              {formatPrice(pack.priceCents, currency, language)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
