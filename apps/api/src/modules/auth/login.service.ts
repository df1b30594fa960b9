import {
  AUTH_MESSAGES,
  type LoginBodySchema,
  type MailLanguage,
  type User,
} from '@postcraft/contracts';
import { loadUserResponse, UserModel } from '@postcraft/data';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AuthDeps, ClientInfo } from './auth.deps.js';
import { passwordMatches } from './password.js';
import { startSession, type IssuedTokens } from './session.service.js';
import { sendVerificationCode } from './verification-code.service.js';

type LoginInput = z.output<typeof LoginBodySchema>;

/**
 * Logs a user in. The web client relies on the exact texts 'user not found' and 'invalid
 * credentials' (spec 000 §4). An account whose email is not verified cannot log in: it gets a
 * fresh code unless one went out in the last minute.
 */
export async function loginUser(
  ctx: AuthDeps,
  body: LoginInput,
  client: ClientInfo,
  language: MailLanguage,
): Promise<{ user: User; tokens: IssuedTokens }> {
  const user = await UserModel.findOne({ email: body.email }).exec();
  if (!user) throw new AppError('user_not_found', AUTH_MESSAGES.userNotFound);
  if (!(await passwordMatches(body.password, user.passwordHash))) {
    throw new AppError('invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  }
  // The user's mails follow the language of the interface they last logged in from. One write,
  // and only when it changed (FerretDB rewrites the whole document on every update).
  if (user.language !== language) {
    await UserModel.updateOne({ _id: user._id }, { $set: { language } }).exec();
    user.language = language;
  }
  if (!user.emailVerified) {
    await sendVerificationCode(
      ctx,
      { email: user.email, firstName: user.firstName, language },
      'signup',
      { skipWithinCooldown: true },
    );
    throw new AppError('email_not_verified', AUTH_MESSAGES.emailNotVerified);
  }
  const tokens = await startSession(ctx.config, user._id, body.rememberMe, client);
  return { user: await loadUserResponse(user), tokens };
}
