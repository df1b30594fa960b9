/**
 * An error answered in Stripe's shape: `{ error: { type, code, param, message, … } }` with its
 * HTTP status, so the SDK raises the same error classes as with Stripe.
 */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  [field: string]: unknown;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }
}

/** An id that names no object of this kind (Stripe's `resource_missing`). */
export const resourceMissing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });

export const invalidRequest = (message: string, param?: string, code = 'parameter_invalid') =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    code,
    message,
    ...(param ? { param } : {}),
  });

/** An object whose state does not allow the call (Stripe's `…_unexpected_state`). */
export const unexpectedState = (code: string, message: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', code, message });
