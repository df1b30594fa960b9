import type { ConnectablePlatformId, User } from '@postcraft/contracts';
import { Types } from 'mongoose';
import { clearAccountDisconnection } from './account-disconnection.repository.js';
import {
  ConnectedAccountModel,
  type ConnectedAccountDocument,
  type ConnectedAccountRecord,
} from './connected-account.model.js';
import type { TokenCipher } from './token-cipher.js';

/** The token set as stored (the platforms package's TokenSet, field for field). */
export interface StoredTokenSet {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  refreshExpiresAt: Date | null;
  scopes: string[];
}

/** The account as the platform described it at connection. */
export interface ConnectedProfile {
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  followers: number;
  profileUrl: string | null;
  metadata: Record<string, string>;
}

export type ConnectedAccountSummary = User['connectedAccounts'][number];

type OwnerId = string | Types.ObjectId;
const toObjectId = (id: OwnerId) => new Types.ObjectId(id);

export function sealTokens(tokens: StoredTokenSet, cipher: TokenCipher): string {
  return cipher.encrypt(JSON.stringify(tokens));
}

export function openTokens(
  account: Pick<ConnectedAccountRecord, 'tokensSealed'>,
  cipher: TokenCipher,
): StoredTokenSet {
  const raw = JSON.parse(cipher.decrypt(account.tokensSealed)) as Record<string, unknown>;
  const date = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
  return {
    accessToken: String(raw.accessToken ?? ''),
    refreshToken: typeof raw.refreshToken === 'string' ? raw.refreshToken : null,
    expiresAt: date(raw.expiresAt),
    refreshExpiresAt: date(raw.refreshExpiresAt),
    scopes: Array.isArray(raw.scopes) ? raw.scopes.map(String) : [],
  };
}

/**
 * The refresh token to keep when new tokens arrive without one: the stored one when it belongs to
 * the same platform account and has not expired (a reconnect never wipes a working one).
 */
function mergeRefreshToken(
  incoming: StoredTokenSet,
  stored: StoredTokenSet | null,
  sameAccount: boolean,
  now: Date,
): StoredTokenSet {
  if (incoming.refreshToken || !stored?.refreshToken || !sameAccount) return incoming;
  if (stored.refreshExpiresAt && stored.refreshExpiresAt <= now) return incoming;
  return {
    ...incoming,
    refreshToken: stored.refreshToken,
    refreshExpiresAt: stored.refreshExpiresAt,
  };
}

function tokenFields(tokens: StoredTokenSet, cipher: TokenCipher) {
  return {
    tokensSealed: sealTokens(tokens, cipher),
    accessExpiresAt: tokens.expiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt,
    canRefresh: tokens.refreshToken !== null,
  };
}

/**
 * Stores the account a user just connected (or connected again): profile, encrypted tokens, and
 * a 'connected' status. One account per platform and user.
 */
export async function saveConnectedAccount(
  input: {
    userId: OwnerId;
    platform: ConnectablePlatformId;
    profile: ConnectedProfile;
    tokens: StoredTokenSet;
  },
  cipher: TokenCipher,
  now: Date = new Date(),
): Promise<ConnectedAccountDocument> {
  const saved = await upsertConnectedAccount(input, cipher, now);
  // Connected again: a post that comes due now publishes there, and nothing says 'you disconnected'.
  await clearAccountDisconnection(input.userId, input.platform);
  return saved;
}

async function upsertConnectedAccount(
  input: {
    userId: OwnerId;
    platform: ConnectablePlatformId;
    profile: ConnectedProfile;
    tokens: StoredTokenSet;
  },
  cipher: TokenCipher,
  now: Date = new Date(),
): Promise<ConnectedAccountDocument> {
  const { profile } = input;
  const profileFields = {
    accountId: profile.id,
    username: profile.username,
    displayName: profile.displayName,
    avatarUrl: profile.avatarUrl,
    followers: Math.max(0, Math.round(profile.followers)),
    profileUrl: profile.profileUrl,
    metadata: profile.metadata,
    status: 'connected' as const,
    statusReason: null,
  };

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await ConnectedAccountModel.findOne({
      userId: toObjectId(input.userId),
      platform: input.platform,
    });
    if (existing) {
      const stored = safeOpen(existing, cipher);
      const tokens = mergeRefreshToken(
        input.tokens,
        stored,
        existing.accountId === profile.id,
        now,
      );
      existing.set({
        ...profileFields,
        ...tokenFields(tokens, cipher),
        tokenVersion: existing.tokenVersion + 1,
      });
      return existing.save();
    }
    try {
      return await ConnectedAccountModel.create({
        userId: toObjectId(input.userId),
        platform: input.platform,
        ...profileFields,
        ...tokenFields(input.tokens, cipher),
      });
    } catch (error) {
      // Two callbacks for the same platform raced: the other created it; update that one.
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
  }
  throw new Error('Could not save the connected account');
}

function safeOpen(account: ConnectedAccountRecord, cipher: TokenCipher): StoredTokenSet | null {
  try {
    return openTokens(account, cipher);
  } catch {
    return null;
  }
}

/** Replaces the tokens after a refresh; keeps a refresh token the platform did not send again. */
export async function storeRefreshedTokens(
  account: ConnectedAccountDocument,
  tokens: StoredTokenSet,
  cipher: TokenCipher,
  now: Date = new Date(),
): Promise<ConnectedAccountDocument> {
  const merged = mergeRefreshToken(tokens, safeOpen(account, cipher), true, now);
  account.set({
    ...tokenFields(merged, cipher),
    tokenVersion: account.tokenVersion + 1,
    status: 'connected',
    statusReason: null,
    lastRefreshedAt: now,
  });
  return account.save();
}

/** The platform refused the tokens: the user must connect the account again. */
export async function markReconnectNeeded(
  account: Pick<ConnectedAccountRecord, '_id' | 'userId'>,
  reason: string,
): Promise<void> {
  // The owner named, so only their users version changes.
  await ConnectedAccountModel.updateOne(
    { _id: account._id, userId: account.userId },
    { $set: { status: 'reconnect_needed', statusReason: reason.slice(0, 500) } },
  );
}

export function toConnectedAccountSummary(
  account: Pick<
    ConnectedAccountRecord,
    'platform' | 'username' | 'avatarUrl' | 'followers' | 'status' | 'profileUrl'
  >,
): ConnectedAccountSummary {
  return {
    platform: account.platform,
    username: account.username,
    brandLogo: account.avatarUrl ?? null,
    likes: account.followers,
    needsReconnect: account.status === 'reconnect_needed',
    profileUrl: account.profileUrl ?? null,
  };
}

/** The user's accounts as answers show them, oldest connection first. */
export async function listConnectedAccountSummaries(
  userId: OwnerId,
): Promise<ConnectedAccountSummary[]> {
  const accounts = await ConnectedAccountModel.find({ userId: toObjectId(userId) })
    .sort({ createdAt: 1 })
    .lean();
  return accounts.map(toConnectedAccountSummary);
}

/** Every account the user connected, with their sealed tokens. */
export function listConnectedAccounts(userId: OwnerId): Promise<ConnectedAccountDocument[]> {
  return ConnectedAccountModel.find({ userId: toObjectId(userId) }).exec();
}

export function findConnectedAccount(userId: OwnerId, platform: ConnectablePlatformId) {
  return ConnectedAccountModel.findOne({ userId: toObjectId(userId), platform });
}

/** The user makes this account the active one; false when no such account is connected. */
export async function chooseActiveAccount(
  userId: OwnerId,
  platform: ConnectablePlatformId,
  at: Date = new Date(),
): Promise<boolean> {
  const { matchedCount } = await ConnectedAccountModel.updateOne(
    { userId: toObjectId(userId), platform },
    { $set: { activeChosenAt: at } },
  );
  return matchedCount > 0;
}

/** Removes the account and its tokens; true when there was one. */
export async function deleteConnectedAccount(
  userId: OwnerId,
  platform: ConnectablePlatformId,
): Promise<boolean> {
  const { deletedCount } = await ConnectedAccountModel.deleteOne({
    userId: toObjectId(userId),
    platform,
  });
  return deletedCount > 0;
}
