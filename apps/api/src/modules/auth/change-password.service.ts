import { API_ERROR_MESSAGES, AUTH_MESSAGES, type ChangePasswordBody } from '@postcraft/contracts';
import { UserModel } from '@postcraft/data';
import { AppError } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/auth.js';
import type { AuthDeps } from './auth.deps.js';
import { hashPassword, passwordMatches } from './password.js';
import { revokeUserSessions } from './session.service.js';

/** Changes the password of the caller; their other sessions end, this one stays. */
export async function changePassword(
  ctx: AuthDeps,
  caller: AuthContext,
  body: ChangePasswordBody,
): Promise<void> {
  const user = await UserModel.findById(caller.userId).exec();
  if (!user) throw new AppError('unauthorized', API_ERROR_MESSAGES.notLoggedIn);
  if (!(await passwordMatches(body.oldPassword, user.passwordHash))) {
    throw new AppError('invalid_old_password', AUTH_MESSAGES.oldPasswordIncorrect);
  }
  user.passwordHash = await hashPassword(ctx.config, body.newPassword);
  await user.save();
  await revokeUserSessions(user._id, ctx.revocations, { except: caller.sessionId });
}
