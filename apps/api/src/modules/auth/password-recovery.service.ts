import type { MailLanguage, ResetPasswordBody } from '@postcraft/contracts';
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
 * The mail is in the request's language; the stored language is left alone, since anyone may
 * ask for a code to any address.
 */
export async function requestPasswordReset(
  ctx: AuthDeps,
  email: string,
  language: MailLanguage,
): Promise<void> {
  ctx.mailer.assertAvailable();
  const user = await UserModel.findOne({ email }).exec();
  if (!user) return;
  await sendVerificationCode(
    ctx,
    { email: user.email, firstName: user.firstName, language },
    user.emailVerified ? 'reset' : 'signup',
  );
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
  await revokeUserSessions(user._id, ctx.revocations);
}
