import { isPlatformError } from '@postcraft/platforms';

/**
 * - temporary: the platform or the network failed (no status, 5xx, 429): retried with backoff;
 * - reauth: the tokens were refused (401): one refresh, then one more try;
 * - permanent: the platform refused the post (content, permission, unsupported): never retried.
 */
export type FailureClass = 'temporary' | 'reauth' | 'permanent';

export function classifyPublishFailure(error: unknown): FailureClass {
  if (!isPlatformError(error)) return 'temporary';
  switch (error.kind) {
    case 'rate_limited':
    case 'provider_error':
      return 'temporary';
    case 'reauth_required':
      return 'reauth';
    case 'rejected':
    case 'needs_professional':
    case 'unsupported':
      return 'permanent';
  }
}

/** The platform's reason, fit for the user; an unexpected error keeps only its message. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message.slice(0, 1000);
  return 'Unknown error';
}

export function kindOf(error: unknown): string {
  return isPlatformError(error) ? error.kind : 'internal_error';
}
