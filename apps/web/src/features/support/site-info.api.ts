import type { SiteInfo, SiteInfoResponse } from '@postcraft/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

export const SITE_INFO_QUERY_KEY = ['site'] as const;

/** GET /api/site: the operator's public details (footer, privacy policy, contact page). */
export async function fetchSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  const answer = await apiClient.get<SiteInfoResponse>('/api/site', signal ? { signal } : {});
  return answer.data;
}

/** Read once per visit: the operator's details do not change while the app is open. */
export function useSiteInfo() {
  return useQuery({
    queryKey: SITE_INFO_QUERY_KEY,
    queryFn: ({ signal }) => fetchSiteInfo(signal),
    staleTime: Infinity,
  });
}
