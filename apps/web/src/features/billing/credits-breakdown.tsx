import type { CreditsSummary } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/use-date-format';
import { formatCount, wholeMinutes } from './billing-format';

/**
 * Where the user's credits stand, line by line, from GET credits: what is left of the monthly
 * allowance and when it resets (only with an allowance), the credits bought, what videos used
 * and what renders in progress hold.
 */
export function CreditsBreakdown({ credits }: { credits: CreditsSummary }) {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const count = (value: number) => formatCount(value, language);
  const hasAllowance = credits.monthlyAllowance > 0;

  const rows: { key: string; label: string; value: string }[] = [
    ...(hasAllowance
      ? [
          {
            key: 'monthly',
            label: t('billing.breakdown.monthly'),
            value: t('billing.breakdown.monthlyValue', {
              left: count(credits.monthlyLeft),
              allowance: count(credits.monthlyAllowance),
            }),
          },
        ]
      : []),
    ...(hasAllowance && credits.resetsAt
      ? [
          {
            key: 'resets',
            label: t('billing.breakdown.resets'),
            value: dates.longDate(credits.resetsAt),
          },
        ]
      : []),
    { key: 'purchased', label: t('billing.breakdown.purchased'), value: count(credits.purchased) },
    {
      key: 'videos',
      label: t('billing.breakdown.usedVideos'),
      value: count(credits.usedByType.video),
    },
    { key: 'held', label: t('billing.breakdown.held'), value: count(credits.held) },
  ];

  return (
    <dl className="flex flex-col divide-y divide-border text-sm">
      {rows.map((row) => (
        <div key={row.key} className="flex items-baseline justify-between gap-4 py-2">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd
            className="font-medium text-foreground tabular-nums"
            data-testid={`credits-${row.key}`}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The balance in large type with the minutes of video it makes, and the allowance's bar. */
export function CreditsBalance({ credits }: { credits: CreditsSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const hasAllowance = credits.monthlyAllowance > 0;
  const leftShare = hasAllowance
    ? Math.min(1, Math.max(0, credits.monthlyLeft / credits.monthlyAllowance))
    : 0;

  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-baseline gap-2">
        <span
          className="text-3xl font-semibold tracking-tight text-foreground tabular-nums"
          data-testid="credits-balance"
        >
          {formatCount(credits.balance, language)}
        </span>
        <span className="text-sm text-muted-foreground">
          {t('billing.balance.left', { count: credits.balance })}
        </span>
      </p>
      {wholeMinutes(credits.balance) > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('billing.balance.minutes', {
            minutes: formatCount(wholeMinutes(credits.balance), language),
          })}
        </p>
      ) : null}
      {hasAllowance ? (
        <>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="meter"
            aria-label={t('billing.breakdown.monthly')}
            aria-valuemin={0}
            aria-valuemax={credits.monthlyAllowance}
            aria-valuenow={credits.monthlyLeft}
          >
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${leftShare * 100}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground">{t('billing.balance.resetsMonthly')}</p>
        </>
      ) : null}
    </div>
  );
}
