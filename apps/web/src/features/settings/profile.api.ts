import type {
  AutopilotStop,
  ChangePasswordBody,
  DisconnectPendingPosts,
  DisconnectResponse,
  PendingPostCounts,
  PendingPostsChoice,
  PendingPostsResponse,
  MessageResponse,
  UpdateProfileBody,
  UpdateProfileResponse,
  User,
} from '@postcraft/contracts';
import { apiClient } from '../../lib/api-client';

/**
 * The profile calls of the web app (spec 000 section 7): one update path for every part of the
 * brand profile, the password change, and disconnecting a social account.
 */

const USER_API = '/api/user';

/** The fields of a profile update; `brandLogo: null` removes the saved logo. */
export type ProfileFields = UpdateProfileBody & { brandLogo?: null };

export interface ProfileUpdate {
  fields: ProfileFields;
  /** A new logo image: the update is then sent as multipart form data. */
  logo?: File | null;
}

/**
 * The multipart form of an update with a logo: text fields as they are, lists, objects and
 * booleans as JSON strings (the API parses brandColors, contentGoals, niche and the like back).
 */
export function toProfileFormData(fields: ProfileFields, logo: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  form.append('brandLogo', logo, logo.name);
  return form;
}

/** What a profile update answers: the whole updated user, and what turning autopilot off did. */
export interface ProfileSaved {
  user: User;
  /** There when this update turned autopilot off. */
  autopilotStop: AutopilotStop | null;
}

/** PUT /api/user/updateProfile; answers the whole updated user and what it stopped. */
export async function updateProfileWithResult({
  fields,
  logo,
}: ProfileUpdate): Promise<ProfileSaved> {
  const body = logo ? toProfileFormData(fields, logo) : fields;
  const answer = await apiClient.put<Partial<UpdateProfileResponse> | undefined>(
    `${USER_API}/updateProfile`,
    body,
  );
  if (!answer?.user) throw new Error('No user returned from updateProfile');
  return { user: answer.user, autopilotStop: answer.autopilotStop ?? null };
}

/** PUT /api/user/updateProfile; answers the whole updated user. */
export async function updateProfile(update: ProfileUpdate): Promise<User> {
  return (await updateProfileWithResult(update)).user;
}

/** PUT /api/user/password */
export function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return apiClient.put<MessageResponse>(`${USER_API}/password`, body);
}

export interface DisconnectRequest {
  platform: string;
  /** What becomes of the platform's pending posts; the server keeps them when it is absent. */
  pendingPosts?: PendingPostsChoice;
}

export interface DisconnectResult {
  user: User | null;
  pendingPosts: DisconnectPendingPosts | null;
}

const platformPath = (platform: string) => encodeURIComponent(platform.toLowerCase());

/**
 * DELETE /api/user/disconnect/{platform}, with the platform name lowercased and the choice about
 * its pending posts. Answers the updated user and what was done to the posts, when the server
 * sent them.
 */
export async function disconnectAccount({
  platform,
  pendingPosts,
}: DisconnectRequest): Promise<DisconnectResult> {
  const answer = await apiClient.delete<Partial<DisconnectResponse> | undefined>(
    `${USER_API}/disconnect/${platformPath(platform)}`,
    pendingPosts ? { query: { pendingPosts } } : undefined,
  );
  return { user: answer?.data?.user ?? null, pendingPosts: answer?.data?.pendingPosts ?? null };
}

export const pendingPostsQueryKey = (platform: string) =>
  ['connections', platform.toLowerCase(), 'pending-posts'] as const;

/** GET /api/connections/{platform}/pending-posts: the caller's pending posts on the platform. */
export async function fetchPendingPosts(
  platform: string,
  signal?: AbortSignal,
): Promise<PendingPostCounts> {
  const answer = await apiClient.get<PendingPostsResponse>(
    `/api/connections/${platformPath(platform)}/pending-posts`,
    { signal },
  );
  return answer.data.pendingPosts;
}
