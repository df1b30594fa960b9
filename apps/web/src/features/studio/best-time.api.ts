import { ENDPOINTS as E, type BestTime, type ConnectablePlatformId } from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/call-endpoint';

/** GET /api/user/best-time: the best free time to post on these platforms after `after`. */
export async function fetchBestTime(
  platforms: readonly ConnectablePlatformId[],
  after?: Date,
): Promise<BestTime> {
  const answer = await callEndpoint(E.getBestTime, {
    query: { platforms: platforms.join(','), after: after?.toISOString() },
  });
  return answer.data;
}

/**
 * Asks for the best time when the user asks (the answer depends on the moment and on the posts
 * scheduled since, so it is never cached).
 */
export function useBestTime() {
  return useMutation({
    mutationFn: ({
      platforms,
      after,
    }: {
      platforms: readonly ConnectablePlatformId[];
      after?: Date;
    }) => fetchBestTime(platforms, after),
  });
}
