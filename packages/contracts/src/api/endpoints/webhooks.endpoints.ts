import {
  CreateWebhookBodySchema,
  CreateWebhookResponseSchema,
  DeleteWebhookResponseSchema,
  ListWebhookDeliveriesResponseSchema,
  ListWebhooksResponseSchema,
  RotateWebhookSecretResponseSchema,
  TestWebhookResponseSchema,
  UpdateWebhookBodySchema,
  WebhookDeliveriesQuerySchema,
  WebhookParamsSchema,
  WebhookResponseSchema,
} from '../../developers/webhooks.schemas.js';
import { defineEndpoints } from '../endpoint.js';

const tag = 'Webhooks';

/**
 * The user's webhooks (Settings → Developers): the signed-in session only, as keys are. Each
 * delivery is signed as the Standard Webhooks specification says; see the Webhooks section.
 */
export const WEBHOOK_ENDPOINTS = defineEndpoints({
  listWebhooks: {
    method: 'get',
    path: '/api/user/webhooks',
    tag,
    summary: 'List your webhooks',
    description:
      'Address, events, on or off (and why), the secret’s first characters; never the secret.',
    auth: 'user',
    answer: { kind: 'json', schema: ListWebhooksResponseSchema },
    errors: [401, 403],
  },
  createWebhook: {
    method: 'post',
    path: '/api/user/webhooks',
    tag,
    summary: 'Add a webhook',
    description:
      'Answers 201 with its `id` and signing `secret` (`whsec_…`), shown this once. The address must be https and reach a public server: private, loopback, link-local and metadata addresses are refused after DNS resolution (400). Premium; at most 10 webhooks a user (409).',
    auth: 'user',
    body: CreateWebhookBodySchema,
    answer: { kind: 'json', schema: CreateWebhookResponseSchema, statuses: [201] },
    errors: [400, 401, 403, 409],
  },
  updateWebhook: {
    method: 'patch',
    path: '/api/user/webhooks/{id}',
    tag,
    summary: 'Change a webhook’s address or events, or turn it on or off',
    description:
      'Turning on a webhook that was turned off after failing gives it a fresh 24 hours. A new address is checked as on creation.',
    auth: 'user',
    params: WebhookParamsSchema,
    body: UpdateWebhookBodySchema,
    answer: { kind: 'json', schema: WebhookResponseSchema },
    errors: [400, 401, 403, 404],
  },
  deleteWebhook: {
    method: 'delete',
    path: '/api/user/webhooks/{id}',
    tag,
    summary: 'Delete a webhook and its delivery log',
    description: 'Deliveries still waiting for a retry are dropped.',
    auth: 'user',
    params: WebhookParamsSchema,
    answer: { kind: 'json', schema: DeleteWebhookResponseSchema },
    errors: [400, 401, 403, 404],
  },
  rotateWebhookSecret: {
    method: 'post',
    path: '/api/user/webhooks/{id}/rotate-secret',
    tag,
    summary: 'Make a new signing secret',
    description:
      'Answers the new secret once. For 24 hours deliveries carry two signatures (new and previous secret) so receivers can switch without missing one.',
    auth: 'user',
    params: WebhookParamsSchema,
    answer: { kind: 'json', schema: RotateWebhookSecretResponseSchema },
    errors: [400, 401, 403, 404],
  },
  testWebhook: {
    method: 'post',
    path: '/api/user/webhooks/{id}/test',
    tag,
    summary: 'Send a test event',
    description:
      'Queues a `webhook.test` event, delivered and retried like any other; answers 202 with its delivery (see the log for how it went). 409 when the webhook is turned off.',
    auth: 'user',
    params: WebhookParamsSchema,
    answer: { kind: 'json', schema: TestWebhookResponseSchema, statuses: [202] },
    errors: [400, 401, 403, 404, 409, 503],
  },
  listWebhookDeliveries: {
    method: 'get',
    path: '/api/user/webhooks/{id}/deliveries',
    tag,
    summary: 'A webhook’s delivery log',
    description:
      'Newest first, 20 a page: each delivery’s `webhook-id`, event, status (pending, delivered, failed), next attempt, and every attempt with its outcome, status, duration and the start of the answer.',
    auth: 'user',
    params: WebhookParamsSchema,
    query: WebhookDeliveriesQuerySchema,
    answer: { kind: 'json', schema: ListWebhookDeliveriesResponseSchema },
    errors: [400, 401, 403, 404],
  },
});
