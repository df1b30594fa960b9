import type { Request } from 'express';
import type { ApiConfig } from '../config/env.js';

/**
 * Whether a cookie set in answer to `req` gets the `Secure` attribute: when the request reached
 * us over https (`req.secure`: TLS on our own socket, or `X-Forwarded-Proto: https` from a proxy
 * that TRUST_PROXY trusts; the header is ignored from anyone else), or when PUBLIC_URL is https
 * (the address users open, even if the hop to us is plain http). Every cookie the API sets takes
 * its `secure` from here, so a cookie is never sent back over plain http where https is used.
 */
export function isCookieSecure(req: Request, config: Pick<ApiConfig, 'publicUrl'>): boolean {
  return req.secure || new URL(config.publicUrl).protocol === 'https:';
}
