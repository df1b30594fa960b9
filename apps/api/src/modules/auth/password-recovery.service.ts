import type { ResetPasswordBody } from '@postcraft/contracts';
import { UserModel } from '@postcraft/data';
import type { AuthDeps } from './auth.deps.js';
import { hashPassword } from './password.js';
import { revokeUserSessions } from './session.service.js';
import {
  checkVerificationCode,
  consumeVerificationCode,
  sendVerificationCode,
} from './verification-code.service.js';
import { applyVerifiedCode, findCodeOwner } from './verify-user.service.js';

/**
 * Sends a code to an existing account (also the verification screen's "Click to resend"). The
 * answer is the same whether or not the account exists; only the resend cooldown (429) shows.
 */
export async function requestPasswordReset(ctx: AuthDeps, email: string): Promise<void> {
  ctx.mailer.assertAvailable();
  const user = await UserModel.findOne({ email }).exec();
  if (!user) return;
  await sendVerificationCode(ctx, user, user.emailVerified ? 'reset' : 'signup');
}

/**
 * Replaces the password with a valid code (checked like verify-user and then used up). The
 * email counts as verified, and every session of the account ends: whoever knew the old
 * password is logged out.
 */
export async function resetPassword(ctx: AuthDeps, body: ResetPasswordBody): Promise<void> {
  const code = await checkVerificationCode(ctx, body.email, body.code);
  const user = await findCodeOwner(body.email);
  await consumeVerificationCode(code);

  applyVerifiedCode(user, code);
  user.passwordHash = await hashPassword(ctx.config, body.newPassword);
  await user.save();
  await revokeUserSessions(user._id);
}
