import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Strict-Transport-Security (helmet's defaults: a year, subdomains) on answers to requests that
 * came over https only (`req.secure`, which believes `X-Forwarded-Proto` from trusted proxies
 * only). Browsers ignore the header over plain http, and sending it there from a server that is
 * reached over http (the embedded `pnpm start`, a LAN address) says nothing true.
 */
export function strictTransportSecurityOverHttps(): RequestHandler {
  const hsts = helmet.strictTransportSecurity();
  return (req, res, next) => (req.secure ? hsts(req, res, next) : next());
}
