export * from './address-policy.js';
export * from './webhook-url.js';
export * from './webhook-signature.js';
export * from './webhook-secrets.js';
export * from './send-webhook.js';
export * from './webhook-events.js';
export * from './deliver-webhook.js';
