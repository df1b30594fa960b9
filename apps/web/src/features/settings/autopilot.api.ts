import {
  ENDPOINTS as E,
  type ApproveAllResponse,
  type AutopilotOverview,
  type PlannedPostActionResponse,
} from '@postcraft/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isVideoInProgress } from '../calendar/post-rules';
import { callEndpoint } from '../../lib/call-endpoint';
import { SCHEDULED_POSTS_QUERY_KEY } from '../studio/studio.api';

/**
 * The autopilot's calls: its overview (state and planned posts) and the actions on planned posts.
 * The overview's key sits in the scheduled-posts family, so every post action anywhere (cancel,
 * reschedule, a live status change) reloads it with the calendar.
 */
export const AUTOPILOT_QUERY_KEY = [...SCHEDULED_POSTS_QUERY_KEY, 'autopilot'] as const;

/** How often the overview is asked again while the first plan is being made. */
export const PLANNING_POLL_MS = 4_000;

/** GET /api/user/autopilot */
export async function fetchAutopilotOverview(signal?: AbortSignal): Promise<AutopilotOverview> {
  return (await callEndpoint(E.getAutopilotOverview, { signal })).data;
}

/**
 * The first plan is under way, or autopilot was just turned on and the planner has not said so
 * yet.
 */
const isPlanning = (overview: AutopilotOverview | undefined): boolean =>
  overview?.state === 'planning' || (overview?.enabled === true && overview.state === 'off');

/** A planned video is still being made: its file and caption arrive when its render ends. */
const awaitsVideo = (overview: AutopilotOverview | undefined): boolean =>
  overview?.upcoming.some(isVideoInProgress) ?? false;

/**
 * The overview, asked again every few seconds while the planner makes the first plan or a
 * planned video is being made.
 */
export function useAutopilotOverview(enabled = true) {
  return useQuery({
    queryKey: AUTOPILOT_QUERY_KEY,
    queryFn: ({ signal }) => fetchAutopilotOverview(signal),
    enabled,
    refetchInterval: (query) =>
      isPlanning(query.state.data) || awaitsVideo(query.state.data) ? PLANNING_POLL_MS : false,
  });
}

/** POST /api/user/schedule/{id}/approve: the post will be published at its time. */
export function approvePost(id: string): Promise<PlannedPostActionResponse> {
  return callEndpoint(E.approvePlannedPost, { params: { id } });
}

/** POST /api/user/schedule/approve-all: every post awaiting approval becomes pending. */
export function approveAllPosts(): Promise<ApproveAllResponse> {
  return callEndpoint(E.approveAllPlannedPosts, {});
}

/** POST /api/user/schedule/{id}/regenerate: a new angle, caption and media for a planned post. */
export function regeneratePlannedPost(id: string): Promise<PlannedPostActionResponse> {
  return callEndpoint(E.regeneratePlannedPost, { params: { id } });
}

/** A call on planned posts: afterwards the calendar, the lists and the overview reload. */
function usePlannedPostMutation<Variables, Result>(
  call: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULED_POSTS_QUERY_KEY }),
  });
}

export const useApprovePost = () => usePlannedPostMutation(approvePost);
export const useApproveAllPosts = () => usePlannedPostMutation(approveAllPosts);
export const useRegeneratePlannedPost = () => usePlannedPostMutation(regeneratePlannedPost);
