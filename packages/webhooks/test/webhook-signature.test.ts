import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, signWebhook } from '../src/webhook-signature.js';

describe('signing a webhook', () => {
  const payload = JSON.stringify({ type: 'post.published', data: { _id: 'p1' } });
  const at = new Date();

  it('when a payload is signed, then the Standard Webhooks reference check verifies it and refuses a changed payload', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const headers = signWebhook('msg_1', at, payload, [secret]);

    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(at.getTime() / 1000)));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(new Webhook(secret).verify(payload, { ...headers })).toEqual(JSON.parse(payload));
    expect(() => new Webhook(secret).verify(`${payload} `, { ...headers })).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(payload, { ...headers })).toThrow();
  });

  it('when a secret is being rotated, then both secrets sign and a receiver on either verifies', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const headers = signWebhook('msg_2', at, payload, [current, previous]);

    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(payload, { ...headers })).toBeTruthy();
    expect(new Webhook(previous).verify(payload, { ...headers })).toBeTruthy();
  });

  it('when there is no secret, then nothing is signed', () => {
    expect(() => signWebhook('msg_3', at, payload, [])).toThrow(/needs a secret/);
  });
});
