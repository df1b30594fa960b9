import type { ApiConfig } from '../config/env.js';

/**
 * The websocket origin of the real-time channel as the web app opens it: socket.io on its own
 * page's origin, PUBLIC_URL, with `ws:` for http and `wss:` for https.
 */
export function realtimeWebSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The Content-Security-Policy directives helmet adds to its defaults, for the web app the API
 * serves on PUBLIC_URL's origin (and every other answer).
 */
export function contentSecurityPolicyDirectives(
  config: Pick<ApiConfig, 'publicUrl' | 'isProduction' | 'payments'>,
  scriptHashes: readonly string[],
): Record<string, string[] | null> {
  // Stripe Elements: Stripe's script, its frames (the card field, 3-D Secure) and its API. The
  // payment Sandbox serves its card field from this origin, which 'self' already allows.
  const stripe = config.payments.provider === 'stripe';
  return {
    // No 'unsafe-inline': the inline scripts of the built index.html (the theme script that sets
    // dark mode before first paint) are allowed by their hashes, computed at start.
    'script-src': ["'self'", ...scriptHashes, ...(stripe ? ['https://js.stripe.com'] : [])],
    'frame-src': [
      "'self'",
      ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
    ],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // Video previews: the studio plays a picked file from a blob: URL (/upload, /result) and
    // stored media from /media. Without it media falls back to default-src 'self' and blob: fails.
    'media-src': ["'self'", 'blob:'],
    // The page's own origin, and the one websocket origin it opens (not every ws:/wss: host, a
    // channel out for injected script). CORS_ORIGINS are other sites calling the API; the app's
    // own pages never connect to them.
    'connect-src': [
      "'self'",
      realtimeWebSocketOrigin(config.publicUrl),
      ...(stripe ? ['https://api.stripe.com'] : []),
    ],
    'upgrade-insecure-requests': config.isProduction ? [] : null,
  };
}
