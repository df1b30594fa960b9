import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { refusedAddressReason, type AddressPolicy } from './address-policy.js';

export interface UrlPolicy extends AddressPolicy {
  /** Production refuses plain http: a delivery's payload and signature travel over TLS only. */
  requireHttps: boolean;
  /** Resolves a host name to all its addresses (the system resolver by default). */
  lookupAll?: (hostname: string) => Promise<Array<{ address: string; family: number }>>;
}

export type WebhookUrlRefusal =
  'invalid_url' | 'https_required' | 'credentials_in_url' | 'unresolvable' | 'address_refused';

/** A webhook URL that may not be called, and why. */
export class WebhookUrlError extends Error {
  override readonly name = 'WebhookUrlError';
  constructor(
    readonly reason: WebhookUrlRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

/** A URL that may be called, and the checked address the connection must go to. */
export interface ResolvedWebhookUrl {
  url: URL;
  address: string;
  family: 4 | 6;
}

const systemLookupAll = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Checks a webhook URL and resolves its host, every address of which must be allowed (a name
 * resolving to a public and a private address is refused). Called when the URL is saved and again
 * before every delivery, whose connection then goes to the address checked here (so a name that
 * changes its answer in between cannot redirect the delivery).
 */
export async function resolveWebhookUrl(
  raw: string,
  policy: UrlPolicy,
): Promise<ResolvedWebhookUrl> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError('invalid_url', 'not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new WebhookUrlError('invalid_url', `${url.protocol} is not http or https`);
  }
  if (policy.requireHttps && url.protocol !== 'https:') {
    throw new WebhookUrlError('https_required', 'only https URLs receive webhooks');
  }
  if (url.username || url.password) {
    throw new WebhookUrlError('credentials_in_url', 'a URL with a user name or password');
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = ipaddr.isValid(hostname)
    ? [{ address: hostname, family: ipaddr.parse(hostname).kind() === 'ipv6' ? 6 : 4 }]
    : await (policy.lookupAll ?? systemLookupAll)(hostname).catch(() => []);
  if (addresses.length === 0) {
    throw new WebhookUrlError('unresolvable', `${hostname} does not resolve`);
  }
  for (const { address } of addresses) {
    const reason = refusedAddressReason(address, policy);
    if (reason)
      throw new WebhookUrlError('address_refused', `${hostname} is ${reason} (${address})`);
  }
  const [first] = addresses;
  return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
