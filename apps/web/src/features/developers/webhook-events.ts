import {
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEventType,
} from '@postcraft/contracts';
import type { TFunction } from 'i18next';

/** An event's key in settings.developers.webhooks.events ('post.scheduled' → post_scheduled). */
type EventKey =
  | 'post_scheduled'
  | 'post_published'
  | 'post_failed'
  | 'post_cancelled'
  | 'autopilot_awaiting_approval';

const EVENT_KEYS: Record<WebhookEventType, EventKey> = {
  'post.scheduled': 'post_scheduled',
  'post.published': 'post_published',
  'post.failed': 'post_failed',
  'post.cancelled': 'post_cancelled',
  'autopilot.awaiting_approval': 'autopilot_awaiting_approval',
};

/** An event's readable name ('Post published'), the test event's too. */
export function eventTitle(t: TFunction, type: WebhookDelivery['eventType']): string {
  return type === WEBHOOK_TEST_EVENT
    ? t('settings.developers.webhooks.testEvent')
    : t(`settings.developers.webhooks.events.${EVENT_KEYS[type]}.title`);
}

/** The one line that says when an event is sent. */
export function eventHint(t: TFunction, type: WebhookEventType): string {
  return t(`settings.developers.webhooks.events.${EVENT_KEYS[type]}.hint`);
}
