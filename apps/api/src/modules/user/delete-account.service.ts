import {
  ACCOUNT_DELETION_MESSAGES,
  API_ERROR_MESSAGES,
  type DeleteAccountBody,
} from '@postcraft/contracts';
import {
  asOwnerId,
  brandPhotoKeyPrefixOf,
  deleteAccountDisconnectionsOf,
  deleteAllApiKeysOf,
  deleteAllWebhooksOf,
  deleteAllBrandPhotosOf,
  deleteAllVoiceNotesOf,
  deleteAllGenerationsOf,
  deleteAllReelsJobsOf,
  deleteAutopilotState,
  reelSourceKeyPrefixOf,
  deleteAllNotificationsOf,
  deleteAllPostEngagementOf,
  deleteAllPublishAttemptsOf,
  deleteAllSavedStylesOf,
  deleteAllScheduledPostsOf,
  deleteCreditMovementsOf,
  deleteSubscriptionsOf,
  forgetBillingCustomer,
  generatedKeyPrefixOf,
  logoKeyPrefixOf,
  OAuthSessionModel,
  SessionModel,
  UserModel,
  VerificationCodeClaimModel,
  VerificationCodeModel,
} from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import type { MediaStorage } from '@postcraft/media';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/auth.js';
import type { SessionRevocations } from '../../lib/session-revocations.js';
import { passwordMatches } from '../auth/password.js';
import { revokeUserSessions } from '../auth/session.service.js';
import { endBillingBeforeDeletion } from '../payments/end-billing.service.js';
import {
  removeAllConnectedAccounts,
  type AccountRemovalDeps,
} from '../connections/disconnect.service.js';

export interface DeleteAccountDeps {
  storage: MediaStorage;
  /** Connected accounts are revoked at their platforms, then removed with their tokens. */
  connections: AccountRemovalDeps;
  logger: Logger;
  /** The user's sockets are disconnected when their sessions are revoked. */
  revocations: SessionRevocations;
  /** Subscriptions that may still bill are cancelled first; null when billing has no provider. */
  stripe: Stripe | null;
}

/** Deletes the caller's account once their password is checked; a wrong one changes nothing. */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  caller: AuthContext,
  body: DeleteAccountBody,
): Promise<void> {
  const user = await UserModel.findById(caller.userId, { passwordHash: 1 }).lean().exec();
  if (!user) throw new AppError('unauthorized', API_ERROR_MESSAGES.notLoggedIn);
  if (!(await passwordMatches(body.password, user.passwordHash))) {
    throw new AppError('invalid_password', ACCOUNT_DELETION_MESSAGES.wrongPassword);
  }
  await endBillingBeforeDeletion(deps.stripe, asOwnerId(caller.userId), deps.logger);
  await deleteUserData(caller.userId, deps);
}

/** Every file under the user's logo folder, the current logo and thumbnail included. */
async function deleteLogoFiles(storage: MediaStorage, userId: string, known: string[]) {
  const keys = new Set(known);
  for await (const entry of storage.list(logoKeyPrefixOf(userId))) keys.add(entry.key);
  await Promise.all([...keys].map((key) => storage.delete(key)));
  return keys.size;
}

/**
 * Every media file the user uploaded for posts (`posts/<userId>/`) or to their photo library
 * (`photos/`), or generated (`generated/`).
 */
async function deletePostMediaFiles(storage: MediaStorage, userId: string) {
  const owner = asOwnerId(userId);
  const keys: string[] = [];
  for (const prefix of [
    `posts/${userId}/`,
    brandPhotoKeyPrefixOf(owner),
    generatedKeyPrefixOf(owner),
    reelSourceKeyPrefixOf(owner),
  ]) {
    for await (const entry of storage.list(prefix)) keys.push(entry.key);
  }
  await Promise.all(keys.map((key) => storage.delete(key)));
  return keys.length;
}

/**
 * Deletes a user and everything tied to them, at once: what the privacy policy promises. Kept:
 * the messages they sent through the contact form (the operator's correspondence, deleted after
 * CONTACT_RETENTION_DAYS like every other), and at the payment provider the customer and its
 * invoices (accounting records; its subscriptions were cancelled before this runs).
 *
 * There are no transactions (FerretDB), so the order makes a failure safe to retry: sessions are
 * revoked first (no request of theirs gets through from then on), the user's record goes last, so
 * until then the owner can log in again and delete once more. A file written by a request that
 * was already under way is left to the worker's orphaned-logo sweep.
 */
export async function deleteUserData(
  userId: string,
  { storage, connections, logger, revocations }: Omit<DeleteAccountDeps, 'stripe'>,
): Promise<void> {
  const user = await UserModel.findById(userId, {
    email: 1,
    brandLogoKey: 1,
    brandLogoThumbnailKey: 1,
  })
    .lean()
    .exec();
  if (!user) return;

  await revokeUserSessions(user._id, revocations);
  // With the sessions: no request made with one of the user's keys gets through from here on.
  await deleteAllApiKeysOf(asOwnerId(userId));
  await deleteAllWebhooksOf(asOwnerId(userId));
  const [styles] = await Promise.all([
    deleteAllSavedStylesOf(user._id),
    VerificationCodeModel.deleteMany({ email: user.email }).exec(),
    VerificationCodeClaimModel.deleteMany({ email: user.email }).exec(),
    OAuthSessionModel.deleteMany({ userId: user._id }).exec(),
  ]);
  // Their posts' jobs may still run: a job whose post is gone does nothing.
  const owner = asOwnerId(userId);
  const [posts] = await Promise.all([
    deleteAllScheduledPostsOf(owner),
    deleteAllPublishAttemptsOf(owner),
    deleteAllNotificationsOf(owner),
    deleteAllGenerationsOf(owner),
    // A reels job still running finds its record gone and stops.
    deleteAllReelsJobsOf(owner),
    // A plan run still going finds the user gone before its next post and stops.
    deleteAutopilotState(owner),
    deleteAllBrandPhotosOf(owner),
    deleteAllVoiceNotesOf(owner),
    deleteAllPostEngagementOf(owner),
    deleteAccountDisconnectionsOf(userId),
  ]);
  const postFiles = await deletePostMediaFiles(storage, userId);
  const accounts = await removeAllConnectedAccounts(connections, userId, logger);
  const knownLogoKeys = [user.brandLogoKey, user.brandLogoThumbnailKey].filter(
    (key): key is string => Boolean(key),
  );
  const files = await deleteLogoFiles(storage, userId, knownLogoKeys);

  await UserModel.deleteOne({ _id: user._id }).exec();
  await SessionModel.deleteMany({ userId: user._id }).exec();
  // After the user: a webhook about the subscription cancelled above writes only for a user
  // who exists, so once the user is gone nothing brings these back.
  await Promise.all([
    deleteCreditMovementsOf(owner),
    deleteSubscriptionsOf(owner),
    forgetBillingCustomer(owner),
  ]);
  logger.info({ userId, styles, posts, postFiles, accounts, files }, 'account deleted');
}
