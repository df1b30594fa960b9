import {
  CONNECTION_MESSAGES,
  ENDPOINTS as E,
  type AutopilotStop,
  type ChangePasswordBody,
  type ConnectablePlatformId,
  type DisconnectPendingPosts,
  type PendingPostCounts,
  type PendingPostsChoice,
  type MessageResponse,
  type UpdateProfileBody,
  type User,
} from '@postcraft/contracts';
import { callEndpoint } from '../../lib/call-endpoint';
import { toConnectablePlatform } from '../connections/platform-names';

/**
 * The profile calls of the web app (spec 000 section 7): one update path for every part of the
 * brand profile, the password change, and disconnecting a social account.
 */

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
  const answer = await callEndpoint(E.updateProfile, {
    body: logo ? toProfileFormData(fields, logo) : fields,
  });
  return { user: answer.user, autopilotStop: answer.autopilotStop ?? null };
}

/** PUT /api/user/updateProfile; answers the whole updated user. */
export async function updateProfile(update: ProfileUpdate): Promise<User> {
  return (await updateProfileWithResult(update)).user;
}

/** PUT /api/user/password */
export function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return callEndpoint(E.changePassword, { body });
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

/** The table's id of a platform ('LinkedIn' → 'linkedin', 'x' → 'twitter'), as the API reads it. */
function platformId(platform: string): ConnectablePlatformId {
  const id = toConnectablePlatform(platform);
  // The API answers 400 'Unknown platform' to any other name.
  if (!id) throw new Error(CONNECTION_MESSAGES.unknownPlatform);
  return id;
}

/**
 * DELETE /api/user/disconnect/{platform}, with the platform's id and the choice about its
 * pending posts. Answers the updated user and what was done to the posts.
 */
export async function disconnectAccount({
  platform,
  pendingPosts,
}: DisconnectRequest): Promise<DisconnectResult> {
  const { data } = await callEndpoint(E.disconnectAccount, {
    params: { platform: platformId(platform) },
    ...(pendingPosts ? { query: { pendingPosts } } : {}),
  });
  return { user: data.user, pendingPosts: data.pendingPosts };
}

export const pendingPostsQueryKey = (platform: string) =>
  ['connections', platform.toLowerCase(), 'pending-posts'] as const;

/** GET /api/connections/{platform}/pending-posts: the caller's pending posts on the platform. */
export async function fetchPendingPosts(
  platform: string,
  signal?: AbortSignal,
): Promise<PendingPostCounts> {
  return (
    await callEndpoint(E.countPendingPosts, { params: { platform: platformId(platform) }, signal })
  ).data.pendingPosts;
}
