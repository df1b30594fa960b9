import type { Webhook } from '@postcraft/contracts';
import { ChevronDown, Send, Webhook as WebhookIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { Notice, type NoticeTone } from '../../components/ui/notice';
import { Switch } from '../../components/ui/switch';
import { isPlanRefusal, UpgradeNotice } from '../../components/upgrade-notice';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDateFormat } from '../../lib/use-date-format';
import { WebhookDeliveries } from './webhook-deliveries';
import { eventTitle } from './webhook-events';
import { useSetWebhookEnabled, useTestWebhook } from './webhooks.api';

export interface WebhookListProps {
  webhooks: readonly Webhook[];
  onRotate: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

/**
 * One webhook: its address, events, on or off (and why: turned off after failing for 24 hours,
 * failing since when), its secret's start and when it was added; the switch, Send test event,
 * Rotate secret, Delete, and its delivery log on demand. What the server answered to the switch
 * or the test shows under it.
 */
function WebhookItem({
  webhook,
  onRotate,
  onDelete,
}: { webhook: Webhook } & Omit<WebhookListProps, 'webhooks'>) {
  const { t } = useTranslation();
  const id = useId();
  const format = useDateFormat();
  const toggle = useSetWebhookEnabled();
  const test = useTestWebhook();
  const [showsDeliveries, setShowsDeliveries] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const failing = webhook.disabledReason === 'failing' && !webhook.enabled;
  const refusal = [toggle.error, test.error].find(isPlanRefusal);

  function setEnabled(enabled: boolean) {
    setFeedback(null);
    test.reset();
    toggle.mutate(
      { webhook, enabled },
      { onSuccess: (answer) => setFeedback({ tone: 'success', text: answer.message }) },
    );
  }

  function sendTest() {
    setFeedback(null);
    toggle.reset();
    test.mutate(webhook, {
      onSuccess: (answer) => {
        setFeedback({ tone: 'success', text: answer.message });
        setShowsDeliveries(true);
      },
    });
  }

  const error = toggle.error ?? test.error;

  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card px-4 py-3',
        failing ? 'border-danger/40' : 'border-border',
      )}
      data-testid="webhook"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <span className="font-mono text-sm font-semibold break-all text-foreground">
            {webhook.url}
          </span>
          <ul
            aria-label={t('settings.developers.webhooks.list.events')}
            className="flex flex-wrap gap-1.5"
          >
            {webhook.events.map((type) => (
              <li
                key={type}
                title={type}
                className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary"
              >
                {eventTitle(t, type)}
              </li>
            ))}
          </ul>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
            <span>
              <Trans
                i18nKey="settings.developers.webhooks.list.secretStart"
                values={{ start: webhook.secretStart }}
                components={{
                  code: (
                    <code className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground" />
                  ),
                }}
              />
            </span>
            <span aria-hidden="true">·</span>
            <span>
              {t('settings.developers.webhooks.list.created', {
                date: format.shortDate(webhook.createdAt),
              })}
            </span>
          </p>
          {failing || webhook.failingSince ? (
            <p className="flex flex-wrap gap-x-2 text-xs font-medium text-danger">
              {failing ? <span>{t('settings.developers.webhooks.list.offFailing')}</span> : null}
              {failing && webhook.failingSince ? <span aria-hidden="true">·</span> : null}
              {webhook.failingSince ? (
                <span>
                  {t('settings.developers.webhooks.list.failingSince', {
                    date: format.dayAndTime(webhook.failingSince),
                  })}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        <label className="flex shrink-0 cursor-pointer items-center gap-2 self-start text-sm font-medium text-foreground">
          <Switch
            checked={webhook.enabled}
            disabled={toggle.isPending}
            aria-label={t('settings.developers.webhooks.list.enabledLabel', { url: webhook.url })}
            onCheckedChange={setEnabled}
          />
          <span aria-hidden="true" className="min-w-16">
            {webhook.enabled
              ? t('settings.developers.webhooks.list.on')
              : t('settings.developers.webhooks.list.off')}
          </span>
        </label>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showsDeliveries}
          aria-controls={showsDeliveries ? `${id}-deliveries` : undefined}
          aria-label={t('settings.developers.webhooks.list.deliveriesLabel', { url: webhook.url })}
          onClick={() => setShowsDeliveries((shows) => !shows)}
        >
          <ChevronDown
            className={cn('size-4 transition-transform', showsDeliveries && 'rotate-180')}
            aria-hidden="true"
          />
          {t('settings.developers.webhooks.list.deliveries')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={test.isPending || !webhook.enabled}
          aria-label={t('settings.developers.webhooks.list.testLabel', { url: webhook.url })}
          onClick={sendTest}
        >
          <Send className="size-3.5" aria-hidden="true" />
          {test.isPending
            ? t('settings.developers.webhooks.list.testing')
            : t('settings.developers.webhooks.list.test')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('settings.developers.webhooks.list.rotateLabel', { url: webhook.url })}
          onClick={() => onRotate(webhook)}
        >
          {t('settings.developers.webhooks.list.rotate')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-danger sm:ml-auto"
          aria-label={t('settings.developers.webhooks.list.deleteLabel', { url: webhook.url })}
          onClick={() => onDelete(webhook)}
        >
          {t('settings.developers.webhooks.list.delete')}
        </Button>
      </div>

      {refusal ? (
        <UpgradeNotice error={refusal} />
      ) : error ? (
        <Notice tone="error">{getErrorMessage(error, t)}</Notice>
      ) : feedback ? (
        <Notice tone={feedback.tone}>{feedback.text}</Notice>
      ) : null}

      {showsDeliveries ? <WebhookDeliveries webhook={webhook} id={`${id}-deliveries`} /> : null}
    </li>
  );
}

/** The user's webhooks, as the server lists them. */
export function WebhookList({ webhooks, onRotate, onDelete }: WebhookListProps) {
  const { t } = useTranslation();

  if (webhooks.length === 0) {
    return (
      <EmptyState
        icon={WebhookIcon}
        title={t('settings.developers.webhooks.list.emptyTitle')}
        body={t('settings.developers.webhooks.list.emptyBody')}
        className="py-8"
      />
    );
  }

  return (
    <ul aria-label={t('settings.developers.webhooks.list.title')} className="flex flex-col gap-2">
      {webhooks.map((webhook) => (
        <WebhookItem key={webhook._id} webhook={webhook} onRotate={onRotate} onDelete={onDelete} />
      ))}
    </ul>
  );
}
