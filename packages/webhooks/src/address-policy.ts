import ipaddr from 'ipaddr.js';

export interface AddressPolicy {
  /**
   * Lets deliveries reach loopback and private ranges (local development and tests). Link-local
   * addresses, where cloud metadata services answer, stay refused in every mode.
   */
  allowPrivateNetworks: boolean;
}

/** Ranges a webhook reaches only when private networks are allowed. */
const PRIVATE_RANGES = new Set(['private', 'loopback', 'uniqueLocal', 'carrierGradeNat']);

/** Cloud metadata addresses outside link-local ranges (AWS's IPv6 one), refused in every mode. */
const METADATA_ADDRESSES = new Set(['fd00:ec2::254']);

/**
 * Why an address may not receive a webhook, or null when it may. Only public unicast addresses
 * pass (and private ones when allowed); IPv4 written as IPv6 (`::ffff:10.0.0.1`) is judged as
 * the IPv4 address it is, and the ranges that carry an IPv4 address inside IPv6 (6to4, Teredo,
 * NAT64) are refused, so no spelling of a private address gets through.
 */
export function refusedAddressReason(address: string, policy: AddressPolicy): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.process(address);
  if (
    METADATA_ADDRESSES.has(parsed.toNormalizedString()) ||
    METADATA_ADDRESSES.has(parsed.toString())
  ) {
    return 'a cloud metadata address';
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  if (PRIVATE_RANGES.has(range)) {
    return policy.allowPrivateNetworks ? null : `a ${range} address`;
  }
  return `a ${range} address`;
}
