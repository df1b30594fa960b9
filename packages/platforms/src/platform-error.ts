import type { ConnectablePlatformId } from '@postcraft/contracts';

/**
 * - reauth_required: the tokens no longer work; the user must connect the account again.
 * - rate_limited: try later (retryAfterSec when the platform says).
 * - rejected: the platform refused this request (bad media, too long, policy); do not retry as is.
 * - needs_professional: Instagram personal account.
 * - unsupported: the platform offers no API for this (deleting a TikTok video...).
 * - provider_error: the platform failed or answered something unreadable; may be retried.
 */
export type PlatformErrorKind =
  | 'reauth_required'
  | 'rate_limited'
  | 'rejected'
  | 'needs_professional'
  | 'unsupported'
  | 'provider_error';

export interface PlatformErrorDetails {
  status?: number;
  retryAfterSec?: number;
  /** The platform's own error code, e.g. 'invalid_grant' or 190. */
  providerCode?: string;
  /**
   * A create or change request may have reached the platform but no answer came back (timeout,
   * connection cut): the platform may have acted on it, so sending it again risks a duplicate.
   */
  outcomeUnknown?: boolean;
}

/** A platform's failure in one shape; `message` is the platform's own reason, fit for the user. */
export class PlatformError extends Error {
  readonly status?: number;
  readonly retryAfterSec?: number;
  readonly providerCode?: string;
  readonly outcomeUnknown: boolean;

  constructor(
    readonly platform: ConnectablePlatformId,
    readonly kind: PlatformErrorKind,
    message: string,
    details: PlatformErrorDetails = {},
  ) {
    super(message);
    this.name = 'PlatformError';
    this.status = details.status;
    this.retryAfterSec = details.retryAfterSec;
    this.providerCode = details.providerCode;
    this.outcomeUnknown = details.outcomeUnknown ?? false;
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}
