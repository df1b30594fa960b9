import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedWebhookUrl } from './webhook-url.js';

/** How one attempt went. Only a 2xx answer is a delivery; redirects are not followed. */
export type WebhookAttemptOutcome = 'delivered' | 'http_error' | 'timeout' | 'network_error';

export interface WebhookAttemptResult {
  outcome: WebhookAttemptOutcome;
  /** The receiver's status, when it answered. */
  status: number | null;
  durationMs: number;
  /** The start of the receiver's answer (for the delivery log), or why there was none. */
  detail: string;
}

export interface SendWebhookRequest {
  target: ResolvedWebhookUrl;
  payload: string;
  headers: Readonly<Record<string, string>>;
  /** The whole attempt (connection, sending, answer) ends after this long. */
  timeoutMs: number;
  userAgent: string;
}

/** Kept of a receiver's answer in the delivery log. */
export const ANSWER_KEPT_BYTES = 1_024;

/** A lookup that answers the address checked beforehand, whatever the name resolves to now. */
function pinnedLookup({ address, family }: ResolvedWebhookUrl): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * POSTs a signed payload to a checked URL, connecting to the address checked for it (TLS still
 * verifies the certificate for the URL's host name), and reports how it went. Never throws.
 */
export function sendWebhook(request: SendWebhookRequest): Promise<WebhookAttemptResult> {
  const { target, payload, headers, timeoutMs, userAgent } = request;
  const started = Date.now();
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: WebhookAttemptOutcome, status: number | null, detail: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ outcome, status, durationMs: Date.now() - started, detail });
    };
    const outgoing = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinnedLookup(target),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'user-agent': userAgent,
          ...headers,
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        answer.on('data', (chunk: Buffer) => {
          if (kept < ANSWER_KEPT_BYTES) chunks.push(chunk.subarray(0, ANSWER_KEPT_BYTES - kept));
          kept += chunk.length;
        });
        answer.on('end', () => {
          const status = answer.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          finish(status >= 200 && status < 300 ? 'delivered' : 'http_error', status, text);
        });
        answer.on('error', (error) =>
          finish('network_error', answer.statusCode ?? null, error.message),
        );
      },
    );
    const timer = setTimeout(() => {
      finish('timeout', null, `no answer within ${timeoutMs} ms`);
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on('error', (error) => finish('network_error', null, error.message));
    outgoing.end(payload);
  });
}
