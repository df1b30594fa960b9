import proxyAddr from 'proxy-addr';
import { z } from 'zod';

/**
 * Which proxies in front of the API may speak for the client through `X-Forwarded-For` and
 * `X-Forwarded-Proto`: none (`false`), the nearest N hops (a number), or the hops whose
 * addresses are listed (addresses, CIDR ranges, and Express's names `loopback`, `linklocal`,
 * `uniquelocal`). Given as is to Express's `trust proxy` setting, so `req.ip` is the rightmost
 * address no trusted proxy added, and `req.secure` follows `X-Forwarded-Proto` only from them.
 */
export type TrustProxy = false | number | readonly string[];

/** More hops than any real chain of proxies; a larger count is a typo. */
export const TRUST_PROXY_MAX_HOPS = 10;

const TRUST_EVERY_HOP_REFUSED =
  'true would trust every hop of X-Forwarded-For, so any client could pick its own address and ' +
  'pass every per-address limit. Give the number of proxies in front of the API (TRUST_PROXY=1 ' +
  'for one reverse proxy) or their addresses (TRUST_PROXY=10.0.0.0/8, TRUST_PROXY=loopback,' +
  '172.16.0.0/12), or false when clients reach the API directly';

/**
 * TRUST_PROXY as written in the environment: `false` (the default) or `0`, a hop count from 1 to
 * TRUST_PROXY_MAX_HOPS, or a comma-separated list of addresses, CIDR ranges and Express's named
 * ranges. `true` is refused in every environment (see TRUST_EVERY_HOP_REFUSED).
 */
export const TrustProxyEnvSchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const text = value.toLowerCase();
    if (text === 'false' || text === '0') return false;
    if (text === 'true') {
      ctx.addIssue({ code: 'custom', message: TRUST_EVERY_HOP_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops > TRUST_PROXY_MAX_HOPS) {
        ctx.addIssue({
          code: 'custom',
          message: `a hop count from 1 to ${TRUST_PROXY_MAX_HOPS} (the proxies in front of the API)`,
        });
        return z.NEVER;
      }
      return hops;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0) return false;
    try {
      // The parser Express itself runs on the setting: whatever passes here, Express accepts.
      proxyAddr.compile(entries);
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `${(error as Error).message}: give a hop count, or addresses and CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas`,
      });
      return z.NEVER;
    }
    return Object.freeze(entries);
  });
