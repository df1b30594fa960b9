import { WEBHOOK_LIMITS, type Webhook } from '@postcraft/contracts';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { CreateWebhookForm } from './create-webhook-form';
import { DeleteWebhookDialog, RotateWebhookSecretDialog } from './webhook-dialogs';
import { WebhookList } from './webhook-list';
import { WebhookSecretCard, type ShownWebhookSecret } from './webhook-secret-card';
import { WebhookSignaturesCard } from './webhook-signatures-card';
import { useWebhooks } from './webhooks.api';

/**
 * The webhooks of Settings → Developers: a form to add one (its signing secret shown once), the
 * list with on/off, Send test event, Rotate secret, Delete and each one's delivery log, and how a
 * receiver verifies signatures. Webhooks are Premium's, as API keys are (`allowance.apiKeys`): on
 * a plan without them Upgrade replaces the form, and the webhooks made before stay listed, to be
 * turned off or deleted.
 */
export function WebhooksSection({
  canUse,
  onDeleted,
}: {
  /** Whether the plan has webhooks; undefined while it loads. */
  canUse: boolean | undefined;
  /** The server's confirmation that a webhook is deleted (the page shows it as a toast). */
  onDeleted: (message: string) => void;
}) {
  const { t } = useTranslation();
  const webhooks = useWebhooks({ enabled: canUse !== undefined });
  const showsList = canUse === true || (canUse === false && !!webhooks.data?.length);
  const [shownSecret, setShownSecret] = useState<ShownWebhookSecret | null>(null);
  const [toRotate, setToRotate] = useState<Webhook | null>(null);
  const [toDelete, setToDelete] = useState<Webhook | null>(null);

  if (canUse === undefined) return null;

  return (
    <>
      {canUse === false ? (
        <Card>
          <CardHeader>
            <CardTitle className="inline-flex items-center gap-2">
              <WebhookIcon className="size-4.5 text-primary" aria-hidden="true" />
              {t('settings.developers.webhooks.premiumTitle')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <UpgradeNotice
              error={
                new ApiError(403, {
                  message: t('settings.developers.webhooks.premium'),
                  code: 'plan_limit',
                })
              }
            />
          </CardContent>
        </Card>
      ) : null}

      {shownSecret ? (
        <WebhookSecretCard shown={shownSecret} onDone={() => setShownSecret(null)} />
      ) : null}

      {canUse === true && !shownSecret ? (
        <Card>
          <CardHeader>
            <CardTitle className="inline-flex items-center gap-2">
              <Plus className="size-4.5 text-primary" aria-hidden="true" />
              {t('settings.developers.webhooks.create.title')}
            </CardTitle>
            <CardDescription>
              {t('settings.developers.webhooks.create.description')}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <CreateWebhookForm
              onCreated={({ webhook, secret }) =>
                setShownSecret({ reason: 'created', url: webhook.url, secret })
              }
            />
          </CardContent>
        </Card>
      ) : null}

      {showsList ? (
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <div className="flex flex-col gap-1.5">
              <CardTitle className="inline-flex items-center gap-2">
                <WebhookIcon className="size-4.5 text-primary" aria-hidden="true" />
                {t('settings.developers.webhooks.list.title')}
              </CardTitle>
              <CardDescription>
                {t('settings.developers.webhooks.list.description')}
              </CardDescription>
            </div>
            {webhooks.data ? (
              <p className="text-sm text-muted-foreground tabular-nums" data-testid="webhooks-used">
                {t('settings.developers.webhooks.list.used', {
                  count: webhooks.data.length,
                  max: WEBHOOK_LIMITS.maxPerUser,
                })}
              </p>
            ) : null}
          </CardHeader>
          <CardContent>
            {webhooks.isPending ? (
              <p role="status" className="text-sm text-muted-foreground">
                {t('settings.developers.webhooks.list.loading')}
              </p>
            ) : webhooks.isError ? (
              <div className="flex flex-col items-start gap-3">
                <Notice tone="error">
                  {t('settings.developers.webhooks.list.loadFailed', {
                    message: getErrorMessage(webhooks.error, t),
                  })}
                </Notice>
                <Button variant="outline" size="sm" onClick={() => void webhooks.refetch()}>
                  {t('settings.developers.webhooks.list.retry')}
                </Button>
              </div>
            ) : (
              <WebhookList webhooks={webhooks.data} onRotate={setToRotate} onDelete={setToDelete} />
            )}
          </CardContent>
        </Card>
      ) : null}

      <WebhookSignaturesCard />

      <RotateWebhookSecretDialog
        webhook={toRotate}
        onClose={() => setToRotate(null)}
        onRotated={({ webhook, secret }) =>
          setShownSecret({ reason: 'rotated', url: webhook.url, secret })
        }
      />
      <DeleteWebhookDialog
        webhook={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={onDeleted}
      />
    </>
  );
}
