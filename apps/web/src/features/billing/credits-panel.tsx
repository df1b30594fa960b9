import type { CreditsSummary } from '@postcraft/contracts';
import { Coins, CreditCard, Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { useAuth } from '../auth/use-auth';
import { CreditsBalance, CreditsBreakdown } from './credits-breakdown';

/**
 * The credits panel (spec 001 §2 screen 18) with live numbers: the balance, the monthly
 * allowance and its reset, usage, and the ways to get more: Upgrade (/plan; a Premium user's
 * subscription instead) and Purchase Credits (/credits).
 */
export function CreditsPanel({
  credits,
  onNavigate,
}: {
  credits: CreditsSummary;
  /** Called when one of the panel's links is followed (the panel closes). */
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const isPremium = user?.plan === 'premium';
  return (
    <section aria-labelledby="credits-panel-title" className="flex flex-col gap-4">
      <h2 id="credits-panel-title" className="text-sm font-semibold text-foreground">
        {t('billing.panel.title')}
      </h2>
      <CreditsBalance credits={credits} />
      <CreditsBreakdown credits={credits} />
      <div className="flex flex-col gap-2">
        <Button asChild size="sm">
          <Link to="/credits" onClick={onNavigate}>
            <Coins className="size-4" aria-hidden="true" />
            {t('billing.panel.purchase')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          {isPremium ? (
            <Link to="/subscription" onClick={onNavigate}>
              <CreditCard className="size-4" aria-hidden="true" />
              {t('billing.panel.subscription')}
            </Link>
          ) : (
            <Link to="/plan" onClick={onNavigate}>
              <Gem className="size-4" aria-hidden="true" />
              {t('billing.panel.upgrade')}
            </Link>
          )}
        </Button>
      </div>
    </section>
  );
}
