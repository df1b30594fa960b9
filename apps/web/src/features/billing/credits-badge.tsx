import * as Popover from '@radix-ui/react-popover';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { formatCompactCount, formatCount } from './billing-format';
import { CreditsPanel } from './credits-panel';
import { useCredits, usePaymentsConfig } from './payments.api';

/**
 * The credits count in the app top bar (spec 001 §2 screen 18): the balance in short form,
 * opening the credits panel. Nothing shows when billing is off on this server.
 */
export function CreditsBadge() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const config = usePaymentsConfig();
  const billingEnabled = config.data?.billingEnabled ?? false;
  const credits = useCredits({ enabled: billingEnabled });
  const [open, setOpen] = useState(false);

  if (!billingEnabled || !credits.data) return null;
  const balance = credits.data.balance;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="gap-1.5 rounded-full border border-border px-2.5 tabular-nums"
          aria-label={t('billing.badge.label', { credits: formatCount(balance, language) })}
          data-testid="credits-badge"
        >
          <Coins className="size-4 text-primary" aria-hidden="true" />
          {formatCompactCount(balance, language)}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-lg focus:outline-none"
        >
          <CreditsPanel credits={credits.data} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
