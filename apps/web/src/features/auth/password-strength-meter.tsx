import { AUTH_LIMITS } from '@postcraft/contracts';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { PASSWORD_RULES, scorePassword, type PasswordStrengthLabel } from './password-strength';

const LABEL_STYLES: Record<PasswordStrengthLabel, { bar: string; text: string }> = {
  weak: { bar: 'bg-danger', text: 'text-danger' },
  medium: { bar: 'bg-warning', text: 'text-warning' },
  good: { bar: 'bg-primary', text: 'text-primary' },
  strong: { bar: 'bg-success', text: 'text-success' },
};

export interface PasswordStrengthMeterProps {
  password: string;
  /** Id for aria-describedby on the password field. */
  id?: string;
  className?: string;
}

/**
 * Strength of a new password (25 points per rule: Weak, Medium, Good, Strong) with the hints
 * still unmet. Advice only: it never blocks a submission. Hidden while the field is empty.
 */
export function PasswordStrengthMeter({ password, id, className }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  if (password === '') return null;

  const { score, label, unmetRules } = scorePassword(password);
  const metRuleCount = PASSWORD_RULES.length - unmetRules.length;
  const styles = LABEL_STYLES[label];

  return (
    <div id={id} className={cn('flex flex-col gap-2', className)} aria-live="polite">
      <div className="flex items-center gap-3">
        <div
          className="grid flex-1 grid-cols-4 gap-1.5"
          role="meter"
          aria-label={t('auth.strength.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
          aria-valuetext={t(`auth.strength.${label}`)}
        >
          {PASSWORD_RULES.map((rule, index) => (
            <span
              key={rule}
              className={cn(
                'h-1.5 rounded-full transition-colors',
                index < metRuleCount ? styles.bar : 'bg-border',
              )}
            />
          ))}
        </div>
        <span className={cn('min-w-14 text-right text-xs font-semibold', styles.text)}>
          {t(`auth.strength.${label}`)}
        </span>
      </div>
      {unmetRules.length > 0 ? (
        <ul className="flex flex-col gap-1 text-xs text-muted-foreground">
          {unmetRules.map((rule) => (
            <li key={rule} className="flex items-center gap-1.5">
              <X className="size-3.5 shrink-0 text-muted-foreground/70" aria-hidden="true" />
              {t(`auth.strength.hints.${rule}`, { min: AUTH_LIMITS.passwordMinLength })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** 'Passwords match' / 'Passwords don't match' under a confirmation field; hidden while empty. */
export function PasswordMatchHint({
  password,
  confirmation,
  id,
}: {
  password: string;
  confirmation: string;
  id?: string;
}) {
  const { t } = useTranslation();
  if (confirmation === '') return null;
  const isMatch = password === confirmation;
  const Icon = isMatch ? Check : X;

  return (
    <p
      id={id}
      aria-live="polite"
      className={cn(
        'flex items-center gap-1.5 text-xs font-medium',
        isMatch ? 'text-success' : 'text-danger',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {isMatch ? t('auth.passwordMatch.match') : t('auth.passwordMatch.mismatch')}
    </p>
  );
}
