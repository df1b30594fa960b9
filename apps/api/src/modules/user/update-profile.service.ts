import type { UpdateProfileBody, User } from '@postcraft/contracts';
import { toUserResponse, UserModel } from '@postcraft/data';
import { AppError } from '../../lib/app-error.js';

const TOP_LEVEL_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'niche',
  'contentGoals',
  'brandKeywords',
  'brandColors',
  'voiceTone',
  'preferredContentTypes',
  'firstTimeLogged',
] as const;

/** Applies a partial profile change; autopilot settings merge field by field. */
export async function updateProfile(userId: string, body: UpdateProfileBody): Promise<User> {
  const changes: Record<string, unknown> = {};
  for (const field of TOP_LEVEL_FIELDS) {
    if (body[field] !== undefined) changes[field] = body[field];
  }
  for (const [field, value] of Object.entries(body.autopilotSettings ?? {})) {
    if (value !== undefined) changes[`autopilotSettings.${field}`] = value;
  }
  if (Object.keys(changes).length > 0) {
    await UserModel.updateOne({ _id: userId }, { $set: changes }, { runValidators: true }).exec();
  }
  const user = await UserModel.findById(userId).exec();
  if (!user) throw new AppError('unauthorized', 'Please log in to continue.');
  return toUserResponse(user);
}
