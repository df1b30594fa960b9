import { API_KEY_LIMITS, UI_TIMINGS, type ApiKey } from '@postcraft/contracts';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast, useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { UpgradeNotice } from '../../components/upgrade-notice';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { SettingsShell } from '../settings/settings-shell';
import { usePlanEntitlements } from '../studio/use-plan-entitlements';
import { ApiKeyList } from './api-key-list';
import { ApiKeyUsageCard } from './api-key-usage-card';
import { useApiKeys } from './api-keys.api';
import { CreateApiKeyForm, type CreatedApiKey } from './create-api-key-form';
import { NewApiKeyCard } from './new-api-key-card';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';
import { WebhooksSection } from './webhooks-section';

/**
 * Settings → Developers (/developers): the user's API keys, a form to make one (its secret shown
 * once, then never again), Revoke, and how a script sends a key; then the user's webhooks
 * (WebhooksSection), on the same plan allowance. API keys are Premium's (or everyone's with
 * billing off): on a plan without them the page offers Upgrade instead of the form, and lists only
 * the keys made before (to revoke them).
 */
export function DevelopersPage() {
  const { t } = useTranslation();
  const plan = usePlanEntitlements();
  // Unknown while the plan loads; when it cannot be read, the server's answer to Create decides.
  const canUseApiKeys = plan.data ? plan.data.allowance.apiKeys : plan.isError ? true : undefined;
  const apiKeys = useApiKeys({ enabled: canUseApiKeys !== undefined });
  // A user back on Free keeps their keys listed, to revoke them (the server refuses their calls).
  const showsKeys = canUseApiKeys === true || (canUseApiKeys === false && !!apiKeys.data?.length);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);
  const { toast, showToast } = useToast();

  return (
    <SettingsShell
      section="developers"
      title={t('settings.developers.title')}
      description={t('settings.developers.description')}
    >
      {canUseApiKeys === undefined ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('settings.developers.loadingPlan')}
        </p>
      ) : null}

      {canUseApiKeys === false ? (
        <Card>
          <CardHeader>
            <CardTitle className="inline-flex items-center gap-2">
              <KeyRound className="size-4.5 text-primary" aria-hidden="true" />
              {t('settings.developers.premiumTitle')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <UpgradeNotice
              error={
                new ApiError(403, {
                  message: t('settings.developers.premium'),
                  code: 'plan_limit',
                })
              }
            />
          </CardContent>
        </Card>
      ) : null}

      {canUseApiKeys === true && created ? (
        <NewApiKeyCard created={created} onDone={() => setCreated(null)} />
      ) : null}

      {canUseApiKeys === true && !created ? (
        <Card>
          <CardHeader>
            <CardTitle className="inline-flex items-center gap-2">
              <Plus className="size-4.5 text-primary" aria-hidden="true" />
              {t('settings.developers.create.title')}
            </CardTitle>
            <CardDescription>{t('settings.developers.create.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <CreateApiKeyForm onCreated={setCreated} />
          </CardContent>
        </Card>
      ) : null}

      {showsKeys ? (
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <div className="flex flex-col gap-1.5">
              <CardTitle className="inline-flex items-center gap-2">
                <KeyRound className="size-4.5 text-primary" aria-hidden="true" />
                {t('settings.developers.keys.title')}
              </CardTitle>
              <CardDescription>{t('settings.developers.keys.description')}</CardDescription>
            </div>
            {apiKeys.data ? (
              <p className="text-sm text-muted-foreground tabular-nums" data-testid="api-keys-used">
                {t('settings.developers.keys.used', {
                  count: apiKeys.data.length,
                  max: API_KEY_LIMITS.maxPerUser,
                })}
              </p>
            ) : null}
          </CardHeader>
          <CardContent>
            {apiKeys.isPending ? (
              <p role="status" className="text-sm text-muted-foreground">
                {t('settings.developers.keys.loading')}
              </p>
            ) : apiKeys.isError ? (
              <div className="flex flex-col items-start gap-3">
                <Notice tone="error">
                  {t('settings.developers.keys.loadFailed', {
                    message: getErrorMessage(apiKeys.error, t),
                  })}
                </Notice>
                <Button variant="outline" size="sm" onClick={() => void apiKeys.refetch()}>
                  {t('settings.developers.keys.retry')}
                </Button>
              </div>
            ) : (
              <ApiKeyList apiKeys={apiKeys.data} onRevoke={setToRevoke} />
            )}
          </CardContent>
        </Card>
      ) : null}

      <ApiKeyUsageCard />

      <WebhooksSection
        canUse={canUseApiKeys}
        onDeleted={(message) => showToast('success', message, UI_TIMINGS.toastMediumMs)}
      />

      <RevokeApiKeyDialog
        apiKey={toRevoke}
        onClose={() => setToRevoke(null)}
        onRevoked={(message) => showToast('success', message, UI_TIMINGS.toastMediumMs)}
      />
      <Toast toast={toast} />
    </SettingsShell>
  );
}
