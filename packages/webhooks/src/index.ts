export * from './address-policy.js';
export * from './webhook-url.js';
export * from './webhook-signature.js';
export * from './send-webhook.js';
