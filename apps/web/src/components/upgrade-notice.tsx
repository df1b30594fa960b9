import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../lib/api-client';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { Notice } from './ui/notice';

/** The codes of a refusal by the plan: a limit Premium lifts, or a video short of credits. */
const PLAN_REFUSAL_CODES: ReadonlySet<string> = new Set(['plan_limit', 'credits_required']);

/** An error the plan's limits answered (403 plan_limit, 402 credits_required). */
export function isPlanRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && PLAN_REFUSAL_CODES.has(error.code ?? '');
}

/**
 * A refusal by the plan, as the server said it (which limit, and how to lift it), with the way
 * to lift it: Upgrade (/plan), and Buy credits (/credits) when a video needs more credits.
 */
export function UpgradeNotice({ error, className }: { error: ApiError; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col gap-3', className)} data-testid="upgrade-notice">
      <Notice tone="error">{error.serverMessage ?? t('planLimits.fallback')}</Notice>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to="/plan">{t('planLimits.upgrade')}</Link>
        </Button>
        {error.code === 'credits_required' ? (
          <Button asChild size="sm" variant="outline">
            <Link to="/credits">{t('planLimits.buyCredits')}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
