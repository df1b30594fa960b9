import type { Endpoint } from './endpoint.js';
import { ACCOUNT_ENDPOINTS } from './endpoints/account.endpoints.js';
import { API_KEY_ENDPOINTS } from './endpoints/api-keys.endpoints.js';
import { AUTOPILOT_ENDPOINTS } from './endpoints/autopilot.endpoints.js';
import { CONNECTION_ENDPOINTS } from './endpoints/connections.endpoints.js';
import { DOCS_ENDPOINTS } from './endpoints/docs.endpoints.js';
import { GENERATION_ENDPOINTS } from './endpoints/generation.endpoints.js';
import { PAYMENT_ENDPOINTS } from './endpoints/payments.endpoints.js';
import { SCHEDULING_ENDPOINTS } from './endpoints/scheduling.endpoints.js';
import { SITE_ENDPOINTS } from './endpoints/site.endpoints.js';
import { STYLE_ENDPOINTS } from './endpoints/styles.endpoints.js';
import { WEBHOOK_ENDPOINTS } from './endpoints/webhooks.endpoints.js';

/**
 * Every HTTP route of Postcraft's API, by name. The stand-ins for outside services that the
 * embedded defaults serve (the Sandbox platform under /sandbox, the payment sandbox's
 * Stripe-like API under /v1 and its pages) are not Postcraft's API and are not in it.
 */
export const ENDPOINTS = {
  ...SITE_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...API_KEY_ENDPOINTS,
  ...WEBHOOK_ENDPOINTS,
  ...CONNECTION_ENDPOINTS,
  ...SCHEDULING_ENDPOINTS,
  ...AUTOPILOT_ENDPOINTS,
  ...STYLE_ENDPOINTS,
  ...GENERATION_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
  ...DOCS_ENDPOINTS,
} as const;

export type EndpointId = keyof typeof ENDPOINTS;

/** The table as a list, in its order. */
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINTS);
