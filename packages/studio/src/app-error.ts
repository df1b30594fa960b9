import type { ErrorCode } from '@postcraft/contracts';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 400,
  malformed_body: 400,
  malformed_url: 400,
  bad_request: 400,
  payload_too_large: 413,
  not_found: 404,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  rate_limited: 429,
  internal_error: 500,
  user_not_found: 404,
  invalid_credentials: 401,
  email_not_verified: 403,
  email_taken: 409,
  invalid_code: 400,
  code_expired: 400,
  too_many_attempts: 429,
  invalid_old_password: 400,
  invalid_password: 400,
  csrf_rejected: 403,
  mail_unavailable: 503,
  unsupported_media_type: 415,
  platform_unavailable: 400,
  platform_not_connected: 404,
  post_not_pending: 409,
  post_not_retryable: 409,
  nothing_to_retry: 409,
  publish_in_progress: 409,
  invalid_media: 400,
  scheduling_unavailable: 503,
  description_too_long: 400,
  video_not_available: 503,
  render_failed: 422,
  render_pending: 504,
  no_photos: 422,
  photo_library_full: 409,
  generator_failed: 502,
  generator_timeout: 504,
  too_many_at_once: 429,
  server_busy: 503,
  billing_off: 404,
  payment_unavailable: 503,
  payment_not_found: 404,
  payment_not_succeeded: 402,
  payment_mismatch: 409,
  webhook_signature_invalid: 400,
  already_subscribed: 409,
  plan_limit: 403,
  credits_required: 402,
  downloader_missing: 422,
};

/** Retry-After of a refusal for work in progress: when a slot frees is not known, soon is. */
export const RETRY_SOON_SECONDS = 5;

/** An error whose message is safe to show to the user; the status follows from its code. */
export class AppError extends Error {
  readonly status: number;
  /** Sent as `Retry-After` (a 429 or 503 that will pass if the client waits). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** cause: the underlying failure, for logs only (an SMTP error, say); never sent. */
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
