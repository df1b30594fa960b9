import type { Location } from 'react-router-dom';

/** What the login screen hands to /signup (router state) when no account matched. */
export interface SignupPrefill {
  email?: string;
  password?: string;
}

/** Query parameters the sign-up screen accepts once, then removes from the address. */
export const PREFILL_QUERY_PARAMS = ['email', 'password'] as const;

function readString(source: unknown, key: keyof SignupPrefill): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Prefill values from router state, else from the query string. */
export function readSignupPrefill(location: Pick<Location, 'search' | 'state'>): SignupPrefill {
  const params = new URLSearchParams(location.search);
  const prefill: SignupPrefill = {};
  for (const key of PREFILL_QUERY_PARAMS) {
    const value = readString(location.state, key) ?? (params.get(key) || undefined);
    if (value !== undefined) prefill[key] = value;
  }
  return prefill;
}

/**
 * The address without the prefill parameters (other parameters kept), or null when there is
 * nothing to remove: neither such parameters nor prefill router state.
 */
export function getCleanSignupSearch(location: Pick<Location, 'search' | 'state'>): string | null {
  const params = new URLSearchParams(location.search);
  const hasParams = PREFILL_QUERY_PARAMS.some((key) => params.has(key));
  const hasState = PREFILL_QUERY_PARAMS.some((key) => readString(location.state, key));
  if (!hasParams && !hasState) return null;
  for (const key of PREFILL_QUERY_PARAMS) params.delete(key);
  const search = params.toString();
  return search ? `?${search}` : '';
}
