import { ENDPOINTS as E, type SiteInfo } from '@postcraft/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { callEndpoint } from '../../lib/call-endpoint';

/** GET /api/site: the operator's public details (footer, privacy policy, contact page). */
export async function fetchSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return (await callEndpoint(E.getSiteInfo, { signal })).data;
}

export type SiteInfoState =
  | { isPending: true; isError: false; data: undefined }
  | { isPending: false; isError: true; data: undefined }
  | { isPending: false; isError: false; data: SiteInfo };

const PENDING: SiteInfoState = { isPending: true, isError: false, data: undefined };

/**
 * Read once per page load and shared by every component (the operator's details do not change
 * while a page is open). Plain React rather than react-query: the public pages use it, and the
 * landing page's own bundle carries no react-query.
 */
let state: SiteInfoState = PENDING;
let isRequested = false;
/** Bumped by forgetSiteInfo, so an answer to an earlier read is dropped. */
let generation = 0;
const listeners = new Set<() => void>();

function setState(next: SiteInfoState): void {
  state = next;
  for (const listener of listeners) listener();
}

function requestSiteInfo(): void {
  if (isRequested) return;
  isRequested = true;
  const requestGeneration = generation;
  fetchSiteInfo().then(
    (data) => {
      if (requestGeneration === generation) setState({ isPending: false, isError: false, data });
    },
    () => {
      if (requestGeneration === generation) {
        setState({ isPending: false, isError: true, data: undefined });
      }
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteInfo(): SiteInfoState {
  // Rendered ahead at build time, the details are not read yet (as on a page's first render).
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => PENDING,
  );
  useEffect(requestSiteInfo, []);
  return snapshot;
}

/** Forgets what was read, so the next reader asks again (tests start each case afresh). */
export function forgetSiteInfo(): void {
  generation += 1;
  isRequested = false;
  state = PENDING;
}
