import type { Webhook, WebhookAttempt, WebhookDelivery } from '@postcraft/contracts';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDateFormat } from '../../lib/use-date-format';
import { eventTitle } from './webhook-events';
import { useWebhookDeliveries } from './webhooks.api';

/** Pending orange, delivered green, failed red, as posts' statuses are coloured. */
const STATUS_TONES: Record<WebhookDelivery['status'], string> = {
  pending: 'bg-warning',
  delivered: 'bg-success',
  failed: 'bg-danger',
};

const OUTCOME_TONES: Record<WebhookAttempt['outcome'], string> = {
  delivered: 'text-success',
  http_error: 'text-danger',
  timeout: 'text-danger',
  network_error: 'text-danger',
  refused: 'text-danger',
};

function DeliveryStatus({ status }: { status: WebhookDelivery['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      data-status={status}
      className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2 py-0.5 text-[11px] font-medium whitespace-nowrap text-foreground"
    >
      <span
        aria-hidden="true"
        className={cn('size-2 shrink-0 rounded-full', STATUS_TONES[status])}
      />
      {t(`settings.developers.webhooks.deliveries.status.${status}`)}
    </span>
  );
}

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <li
      className="flex flex-col gap-2.5 rounded-xl border border-border bg-background px-3.5 py-3"
      data-testid="webhook-delivery"
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5">
        <span className="text-sm font-semibold text-foreground">
          {eventTitle(t, delivery.eventType)}
        </span>
        <DeliveryStatus status={delivery.status} />
        <span className="text-xs text-muted-foreground">
          {format.dayAndTime(delivery.createdAt)}
        </span>
        {delivery.status === 'pending' && delivery.nextAttemptAt ? (
          <span className="text-xs text-muted-foreground">
            {t('settings.developers.webhooks.deliveries.nextAttempt', {
              date: format.dayAndTime(delivery.nextAttemptAt),
            })}
          </span>
        ) : null}
        <code
          className="max-w-full truncate font-mono text-[11px] text-muted-foreground sm:ml-auto"
          title="webhook-id"
        >
          {delivery._id}
        </code>
      </div>
      {delivery.attempts.length === 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('settings.developers.webhooks.deliveries.noAttempts')}
        </p>
      ) : (
        <ol
          aria-label={t('settings.developers.webhooks.deliveries.attempts')}
          className="flex flex-col gap-2 border-l-2 border-border pl-3"
        >
          {delivery.attempts.map((attempt, index) => (
            <li
              key={`${attempt.at}-${index}`}
              className="flex min-w-0 flex-col gap-1.5"
              data-testid="webhook-attempt"
            >
              <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
                <span>{format.dayAndTime(attempt.at)}</span>
                <span aria-hidden="true">·</span>
                <span className={cn('font-medium', OUTCOME_TONES[attempt.outcome])}>
                  {t(`settings.developers.webhooks.deliveries.outcome.${attempt.outcome}`)}
                </span>
                {attempt.status !== null ? (
                  <>
                    <span aria-hidden="true">·</span>
                    <span className="font-mono tabular-nums">
                      {t('settings.developers.webhooks.deliveries.httpStatus', {
                        status: attempt.status,
                      })}
                    </span>
                  </>
                ) : null}
                <span aria-hidden="true">·</span>
                <span className="tabular-nums">
                  {t('settings.developers.webhooks.deliveries.duration', {
                    ms: attempt.durationMs,
                  })}
                </span>
              </p>
              {attempt.detail ? (
                <pre
                  aria-label={t('settings.developers.webhooks.deliveries.answer')}
                  className="max-h-32 overflow-auto rounded-lg border border-border bg-muted px-3 py-2 font-mono text-[11px] leading-relaxed break-all whitespace-pre-wrap text-foreground"
                >
                  {attempt.detail}
                </pre>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/**
 * A webhook's delivery log, newest first: each delivery's event, status, when it was made, its
 * next attempt while pending, and every attempt (when, how it went, the HTTP status, how long it
 * took, the start of the answer). Twenty at a time, Load more for the rest.
 */
export function WebhookDeliveries({ webhook, id }: { webhook: Webhook; id: string }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(webhook._id);
  const all = deliveries.data?.pages.flatMap((page) => page.deliveries) ?? [];

  return (
    <section
      id={id}
      aria-label={t('settings.developers.webhooks.list.deliveriesLabel', { url: webhook.url })}
      className="flex flex-col gap-3 rounded-xl bg-muted/50 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h3 className="text-sm font-semibold text-foreground">
            {t('settings.developers.webhooks.deliveries.title')}
          </h3>
          <p className="text-xs text-muted-foreground">
            {t('settings.developers.webhooks.deliveries.description')}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          disabled={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          <RefreshCw
            className={cn('size-3.5', deliveries.isFetching && 'animate-spin')}
            aria-hidden="true"
          />
          {t('settings.developers.webhooks.deliveries.refresh')}
        </Button>
      </div>

      {deliveries.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('settings.developers.webhooks.deliveries.loading')}
        </p>
      ) : deliveries.isError && all.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <Notice tone="error">
            {t('settings.developers.webhooks.deliveries.loadFailed', {
              message: getErrorMessage(deliveries.error, t),
            })}
          </Notice>
          <Button variant="outline" size="sm" onClick={() => void deliveries.refetch()}>
            {t('settings.developers.webhooks.deliveries.retry')}
          </Button>
        </div>
      ) : all.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('settings.developers.webhooks.deliveries.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {all.map((delivery) => (
            <DeliveryItem key={delivery._id} delivery={delivery} />
          ))}
        </ul>
      )}

      {deliveries.isFetchNextPageError ? (
        <Notice tone="error">
          {t('settings.developers.webhooks.deliveries.loadFailed', {
            message: getErrorMessage(deliveries.error, t),
          })}
        </Notice>
      ) : null}
      {deliveries.hasNextPage ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={deliveries.isFetchingNextPage}
            onClick={() => void deliveries.fetchNextPage()}
          >
            {deliveries.isFetchingNextPage
              ? t('settings.developers.webhooks.deliveries.loadingMore')
              : t('settings.developers.webhooks.deliveries.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
