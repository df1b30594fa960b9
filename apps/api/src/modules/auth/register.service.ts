import {
  AUTH_MESSAGES,
  type MailLanguage,
  type RegisterBody,
  type User,
} from '@postcraft/contracts';
import { toUserResponse, UserModel } from '@postcraft/data';
import { AppError } from '../../lib/app-error.js';
import { isDuplicateKeyError } from '../../lib/mongo-errors.js';
import type { AuthDeps } from './auth.deps.js';
import { hashPassword } from './password.js';
import { sendVerificationCode } from './verification-code.service.js';

const EMAIL_TAKEN = AUTH_MESSAGES.emailTaken;

/**
 * Creates an unverified account and emails it a code.
 *
 * When the address belongs to an account nobody verified yet, the sign-up can be finished: a new
 * code is sent (resend cooldown applies) carrying the new names and password, which take effect
 * when that code is verified. Applying them at once would let anyone who types the address set a
 * password on an account its owner is about to verify (a pre-account takeover); this way the
 * owner keeps the password of the code they actually typed.
 */
export async function registerUser(
  ctx: AuthDeps,
  body: RegisterBody,
  language: MailLanguage,
): Promise<User> {
  ctx.mailer.assertAvailable();
  const existing = await UserModel.findOne({ email: body.email }).exec();
  if (existing?.emailVerified) throw new AppError('email_taken', EMAIL_TAKEN);

  const names = {
    firstName: body.firstName,
    lastName: body.lastName,
    companyName: body.companyName,
  };
  const passwordHash = await hashPassword(ctx.config, body.password);

  if (existing) {
    await sendVerificationCode(
      ctx,
      { email: existing.email, firstName: names.firstName, language },
      'signup',
      {
        pendingRegistration: { ...names, passwordHash },
      },
    );
    if (existing.language !== language)
      await UserModel.updateOne({ _id: existing._id }, { $set: { language } }).exec();
    return { ...toUserResponse(existing), ...names };
  }

  let user;
  try {
    user = await UserModel.create({ email: body.email, passwordHash, ...names, language });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError('email_taken', EMAIL_TAKEN);
    throw error;
  }
  await sendVerificationCode(
    ctx,
    { email: user.email, firstName: user.firstName, language },
    'signup',
  );
  return toUserResponse(user);
}
