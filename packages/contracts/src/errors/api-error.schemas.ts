import { z } from 'zod';

export const ERROR_CODES = [
  'validation_failed',
  'malformed_body',
  'malformed_url',
  'bad_request',
  'payload_too_large',
  'not_found',
  'conflict',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'internal_error',
  'user_not_found',
  'invalid_credentials',
  'email_not_verified',
  'email_taken',
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  'invalid_old_password',
  'invalid_password',
  'csrf_rejected',
  'mail_unavailable',
  'unsupported_media_type',
  'platform_unavailable',
  'platform_not_connected',
  'post_not_pending',
  'post_not_retryable',
  'nothing_to_retry',
  'publish_in_progress',
  'invalid_media',
  'scheduling_unavailable',
  'description_too_long',
  'video_not_available',
  'render_failed',
  'render_pending',
  'no_photos',
  'photo_library_full',
  'generator_failed',
  'generator_timeout',
  'too_many_at_once',
  'server_busy',
  'billing_off',
  'payment_unavailable',
  'payment_not_found',
  'payment_not_succeeded',
  'payment_mismatch',
  'webhook_signature_invalid',
  'already_subscribed',
  'plan_limit',
  'credits_required',
  'downloader_missing',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Every error answer: `message` is for people (the web client shows it), `code` for programs. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: ErrorCodeSchema,
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
  errorId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
