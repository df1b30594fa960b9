import type { User, VerifyUserBodySchema } from '@postcraft/contracts';
import {
  loadUserResponse,
  UserModel,
  type UserDocument,
  type VerificationCodeDocument,
} from '@postcraft/data';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AuthDeps, ClientInfo } from './auth.deps.js';
import { startSession, type IssuedTokens } from './session.service.js';
import {
  checkVerificationCode,
  CODE_MESSAGES,
  consumeVerificationCode,
  markCodeVerified,
} from './verification-code.service.js';

type VerifyUserInput = z.output<typeof VerifyUserBodySchema>;

/** The user a code was sent to; a code whose account is gone is just invalid. */
export async function findCodeOwner(email: string): Promise<UserDocument> {
  const user = await UserModel.findOne({ email }).exec();
  if (!user) throw new AppError('invalid_code', CODE_MESSAGES.invalid);
  return user;
}

/** A verified code proves the address: the email is verified and a pending sign-up applies. */
export function applyVerifiedCode(user: UserDocument, code: VerificationCodeDocument): void {
  user.emailVerified = true;
  const pending = code.pendingRegistration;
  if (pending) {
    user.firstName = pending.firstName;
    user.lastName = pending.lastName;
    user.companyName = pending.companyName;
    user.passwordHash = pending.passwordHash;
  }
}

/**
 * Checks an emailed code. With issueTokens (the sign-up flow) the code is used up and a session
 * starts; without (the recovery flow) the code stays valid for the password reset that follows.
 */
export async function verifyUser(
  ctx: AuthDeps,
  body: VerifyUserInput,
  client: ClientInfo,
): Promise<{ user: User; tokens?: IssuedTokens }> {
  const code = await checkVerificationCode(ctx, body.email, body.verificationCode);
  const user = await findCodeOwner(body.email);

  if (body.issueTokens) await consumeVerificationCode(code);
  else await markCodeVerified(code);

  applyVerifiedCode(user, code);
  await user.save();

  if (!body.issueTokens) return { user: await loadUserResponse(user) };
  const tokens = await startSession(ctx.config, user._id, body.rememberMe, client);
  return { user: await loadUserResponse(user), tokens };
}
