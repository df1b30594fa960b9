import {
  ENDPOINTS as E,
  POST_MEDIA_FIELD,
  type DeleteRecordResponse,
  type DeleteSharedPostResponse,
  type PostCaptions,
  type PostNowResponse,
  type ScheduledPostActionResponse,
} from '@postcraft/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/call-endpoint';
import { PUBLISH_NOW_MUTATION_KEY, SCHEDULED_POSTS_QUERY_KEY } from '../studio/studio.api';
import type { MediaChoice } from './media-choice';

/**
 * The calls on one post from the calendar (spec 001 §7). `{id}` is the post's `_id`: the server
 * takes it or the `jobId`, and Post Now's posts have no `jobId`.
 */

/** DELETE /api/user/schedule/{id}: cancels a pending post. */
export function cancelPost(id: string): Promise<ScheduledPostActionResponse> {
  return callEndpoint(E.cancelScheduledPost, { params: { id } });
}

/** DELETE /api/user/schedule/{id}/record: removes the post from the calendar. */
export function deletePostRecord(id: string): Promise<DeleteRecordResponse> {
  return callEndpoint(E.deleteScheduledPostRecord, { params: { id } });
}

/** DELETE /api/user/schedule/{jobId}/share: deletes a published post from its platforms. */
export function deleteSharedPost(id: string): Promise<DeleteSharedPostResponse> {
  return callEndpoint(E.deleteSharedPost, { params: { jobId: id } });
}

/** PUT /api/user/schedule/{id}: the post's new time. */
export function reschedulePost({
  id,
  at,
}: {
  id: string;
  at: Date;
}): Promise<ScheduledPostActionResponse> {
  return callEndpoint(E.rescheduleScheduledPost, {
    params: { id },
    body: { scheduledTime: at.toISOString(), clientCurrentTime: new Date().toISOString() },
  });
}

/** What an edit changes: caption, platforms' own captions (null: none), platforms, media. */
export interface PostEdit {
  id: string;
  caption: string;
  captions: PostCaptions | null;
  platforms: readonly string[];
  media: MediaChoice;
}

/**
 * PUT /api/user/schedule/{id} with edits: JSON, or a multipart form when a new file goes up
 * (its fields first, the file last, as on create).
 */
export function editPost({
  id,
  caption,
  captions,
  platforms,
  media,
}: PostEdit): Promise<ScheduledPostActionResponse> {
  const clientCurrentTime = new Date().toISOString();
  if (media.kind === 'upload') {
    const form = new FormData();
    form.append('caption', caption);
    // An empty field clears the map; each platform's own caption goes in its own field.
    if (!captions) form.append('captions', '');
    for (const [platform, text] of Object.entries(captions ?? {}))
      form.append(`captions[${platform}]`, text);
    platforms.forEach((platform, index) => form.append(`platforms[${index}]`, platform));
    form.append('type', media.type);
    form.append('clientCurrentTime', clientCurrentTime);
    form.append(POST_MEDIA_FIELD, media.file);
    return callEndpoint(E.rescheduleScheduledPost, { params: { id }, body: form });
  }
  return callEndpoint(E.rescheduleScheduledPost, {
    params: { id },
    body: {
      caption,
      captions,
      platforms,
      ...(media.kind === 'library' ? { mediaUrl: media.url, type: media.type } : {}),
      clientCurrentTime,
    },
  });
}

/** GET /api/user/media: one page of the user's recent media, newest first. */
export function useUserMedia(page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['user-media', page],
    queryFn: ({ signal }) =>
      callEndpoint(E.listUserMedia, { query: { page, limit: USER_MEDIA_PAGE_SIZE }, signal }),
    enabled,
  });
}

/** How many media the picker shows a page. */
export const USER_MEDIA_PAGE_SIZE = 8;

/** POST /api/user/schedule/{id}/publish-now: a pending post published at once. */
export function publishPostNow(id: string): Promise<PostNowResponse> {
  return callEndpoint(E.publishScheduledPostNow, { params: { id } });
}

/** POST /api/user/schedule/{id}/retry: the platforms where the post failed, published again now. */
export function retryPost(id: string): Promise<PostNowResponse> {
  return callEndpoint(E.retryScheduledPost, { params: { id } });
}

/** A call that changes posts: afterwards every view of them (calendar, date strip) reloads. */
function usePostMutation<Variables, Result>(
  call: (variables: Variables) => Promise<Result>,
  mutationKey?: readonly string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULED_POSTS_QUERY_KEY }),
  });
}

export const useCancelPost = () => usePostMutation(cancelPost);
export const useDeletePostRecord = () => usePostMutation(deletePostRecord);
export const useDeleteSharedPost = () => usePostMutation(deleteSharedPost);
export const useReschedulePost = () => usePostMutation(reschedulePost);
export const usePublishPostNow = () => usePostMutation(publishPostNow, PUBLISH_NOW_MUTATION_KEY);
// A retry publishes at once too: the bell asks again when it ends.
export const useRetryPost = () => usePostMutation(retryPost, PUBLISH_NOW_MUTATION_KEY);
export const useEditPost = () => usePostMutation(editPost);
