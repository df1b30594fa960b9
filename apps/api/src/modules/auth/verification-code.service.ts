import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  verificationCodeMail,
  type MailLanguage,
} from '@postcraft/contracts';
import {
  codeTryClaimId,
  codeUseClaimId,
  VerificationCodeClaimModel,
  VerificationCodeModel,
  type PendingRegistration,
  type VerificationCodeDocument,
  type VerificationPurpose,
} from '@postcraft/data';
import type { ApiConfig } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import { isDuplicateKeyError } from '../../lib/mongo-errors.js';
import type { AuthDeps } from './auth.deps.js';

const CODE_TTL_MS = AUTH_LIMITS.verificationCodeTtlMinutes * 60_000;
const RESEND_COOLDOWN_MS = AUTH_LIMITS.verificationCodeResendCooldownSeconds * 1000;
const MAX_WRONG_TRIES = AUTH_LIMITS.verificationCodeMaxAttempts;

export const CODE_MESSAGES = {
  invalid: AUTH_MESSAGES.codeWrong,
  expired: AUTH_MESSAGES.codeExpired,
  burnt: AUTH_MESSAGES.codeBurnt,
  cooldown: AUTH_MESSAGES.codeCooldown,
} as const;

/**
 * Codes are 6 random digits, so a plain hash would fall to a million guesses: the stored hash is
 * an HMAC keyed with a server secret and bound to the address.
 */
function hashCode(config: Readonly<ApiConfig>, email: string, code: string): string {
  return createHmac('sha256', config.secrets.ENCRYPTION_KEY)
    .update(`verification-code\u0000${email}\u0000${code}`)
    .digest('hex');
}

const newCode = () =>
  randomInt(0, 10 ** AUTH_LIMITS.verificationCodeLength)
    .toString()
    .padStart(AUTH_LIMITS.verificationCodeLength, '0');

export interface CodeRecipient {
  email: string;
  firstName: string;
  /** The language of the request that asks for the code: the mail is written in it. */
  language: MailLanguage;
}

export interface SendCodeOptions {
  /** Changes a repeated sign-up asks for, applied when this very code is verified. */
  pendingRegistration?: PendingRegistration;
  /** Within the cooldown, send nothing (and say so) instead of answering 429. */
  skipWithinCooldown?: boolean;
}

/**
 * Emails a new code to an address, replacing its previous code. At most one mail per address per
 * minute: a sooner request answers 429 (or, with skipWithinCooldown, sends nothing and returns
 * false). When the mail cannot be sent the new code is dropped and the call answers 503.
 */
export async function sendVerificationCode(
  { config, mailer }: AuthDeps,
  recipient: CodeRecipient,
  purpose: VerificationPurpose,
  options: SendCodeOptions = {},
): Promise<boolean> {
  mailer.assertAvailable();
  const now = new Date();
  const previous = await VerificationCodeModel.findOne({ email: recipient.email }).exec();
  if (previous && now.getTime() - previous.sentAt.getTime() < RESEND_COOLDOWN_MS) {
    if (options.skipWithinCooldown) return false;
    throw new AppError('rate_limited', CODE_MESSAGES.cooldown);
  }

  if (previous) await VerificationCodeModel.deleteOne({ _id: previous._id }).exec();
  await VerificationCodeClaimModel.deleteMany({
    email: recipient.email,
    expiresAt: { $lte: now },
  }).exec();

  const code = newCode();
  let saved: VerificationCodeDocument;
  try {
    saved = await VerificationCodeModel.create({
      email: recipient.email,
      codeHash: hashCode(config, recipient.email, code),
      purpose,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      attempts: 0,
      sentAt: now,
      verifiedAt: null,
      pendingRegistration: options.pendingRegistration ?? null,
    });
  } catch (error) {
    // A parallel request for the same address inserted its code first and is mailing it.
    if (!isDuplicateKeyError(error)) throw error;
    if (options.skipWithinCooldown) return false;
    throw new AppError('rate_limited', CODE_MESSAGES.cooldown);
  }

  try {
    await mailer.send(verificationCodeMail(recipient, code, purpose, recipient.language));
  } catch (error) {
    await VerificationCodeModel.deleteOne({ _id: saved._id }).exec();
    throw error;
  }
  return true;
}

/** Takes the next of the code's limited tries, or null when all are used (the code is burnt). */
async function claimTry(code: VerificationCodeDocument): Promise<string | null> {
  for (let attempt = code.attempts + 1; attempt <= MAX_WRONG_TRIES; attempt += 1) {
    const claimId = codeTryClaimId(code._id, attempt);
    try {
      await VerificationCodeClaimModel.create({
        _id: claimId,
        email: code.email,
        expiresAt: code.expiresAt,
      });
      return claimId;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  return null;
}

const tryNumber = (claimId: string) => Number(claimId.slice(claimId.lastIndexOf(':') + 1));

/**
 * Checks a code typed by the user and returns its record. A wrong code uses up one of the
 * code's tries; the try that uses up the last one answers 429 too_many_attempts, as does every
 * later one. Each try is a unique insert, so parallel guesses cannot exceed the limit.
 */
export async function checkVerificationCode(
  { config }: AuthDeps,
  email: string,
  code: string,
): Promise<VerificationCodeDocument> {
  const stored = await VerificationCodeModel.findOne({ email }).exec();
  if (!stored) throw new AppError('invalid_code', CODE_MESSAGES.invalid);
  if (stored.expiresAt <= new Date()) throw new AppError('code_expired', CODE_MESSAGES.expired);

  const claimId = await claimTry(stored);
  if (!claimId) throw new AppError('too_many_attempts', CODE_MESSAGES.burnt);

  const expected = Buffer.from(stored.codeHash, 'hex');
  const given = Buffer.from(hashCode(config, email, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempt = tryNumber(claimId);
    await VerificationCodeModel.updateOne(
      { _id: stored._id },
      { $max: { attempts: attempt } },
    ).exec();
    if (attempt >= MAX_WRONG_TRIES) {
      throw new AppError('too_many_attempts', CODE_MESSAGES.burnt);
    }
    throw new AppError('invalid_code', CODE_MESSAGES.invalid);
  }
  // A right code does not count as a wrong try (the reset flow checks the same code twice).
  await VerificationCodeClaimModel.deleteOne({ _id: claimId }).exec();
  return stored;
}

/** Marks a checked code as verified and keeps it for the next step (the password reset). */
export async function markCodeVerified(code: VerificationCodeDocument): Promise<void> {
  await VerificationCodeModel.updateOne(
    { _id: code._id },
    { $set: { verifiedAt: new Date() } },
  ).exec();
}

/**
 * Uses a checked code up. Only one request can: the claim is a unique insert, so a code typed
 * twice at the same moment opens one session or resets the password once.
 */
export async function consumeVerificationCode(code: VerificationCodeDocument): Promise<void> {
  try {
    await VerificationCodeClaimModel.create({
      _id: codeUseClaimId(code._id),
      email: code.email,
      expiresAt: code.expiresAt,
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new AppError('invalid_code', CODE_MESSAGES.invalid);
    throw error;
  }
  await VerificationCodeModel.deleteOne({ _id: code._id }).exec();
}
