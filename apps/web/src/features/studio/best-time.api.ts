import {
  BEST_TIME_PATH,
  type BestTime,
  type BestTimeResponse,
  type ConnectablePlatformId,
} from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /api/user/best-time: the best free time to post on these platforms after `after`. */
export async function fetchBestTime(
  platforms: readonly ConnectablePlatformId[],
  after?: Date,
): Promise<BestTime> {
  const answer = await apiClient.get<BestTimeResponse>(BEST_TIME_PATH, {
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
