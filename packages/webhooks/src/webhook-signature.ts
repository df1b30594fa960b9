import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The Standard Webhooks headers of one delivery attempt. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** A new signing secret, as Standard Webhooks writes them: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * Signs a payload as the Standard Webhooks specification says: `webhook-signature` carries one
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.payload">` per secret, space-separated (both the new
 * and the old secret sign while a rotation is under way, so receivers can switch at their pace).
 */
export function signWebhook(
  id: string,
  at: Date,
  payload: string,
  secrets: readonly string[],
): WebhookHeaders {
  if (secrets.length === 0) throw new Error('a webhook needs a secret to be signed');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(id, at, payload))
      .join(' '),
  };
}
