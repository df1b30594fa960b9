export const MOBILE_USER_AGENT_PATTERN = /android|iphone|ipad|ipod|blackberry|iemobile|opera mini/i;

/** True when a user agent looks like a small mobile device; the product is desktop-only for now. */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return MOBILE_USER_AGENT_PATTERN.test(userAgent ?? '');
}
