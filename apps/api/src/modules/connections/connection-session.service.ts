import {
  CONNECTION_MESSAGES,
  connectionStartPath,
  type ConnectablePlatformId,
  type ConnectionSessionStatus,
  type CreateConnectionSessionRequest,
  type CreateConnectionSessionResponse,
} from '@postcraft/contracts';
import { asOwnerId, loadUserResponse, OAuthSessionModel, UserModel } from '@postcraft/data';
import type { PlatformAdapter } from '@postcraft/platforms';
import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { AppError } from '../../lib/app-error.js';
import { throwIfRefused } from '@postcraft/studio';
import { connectRefusalOf } from './active-accounts.service.js';
import { CONNECTION_SESSION_TTL_MS, type ConnectionDeps } from './connection.deps.js';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The adapter of a platform this server can connect, or a 400 saying it cannot. */
export function requireAdapter(
  deps: ConnectionDeps,
  platform: ConnectablePlatformId,
): PlatformAdapter {
  const adapter = deps.registry.find(platform);
  if (!adapter) throw new AppError('platform_unavailable', CONNECTION_MESSAGES.notAvailable);
  return adapter;
}

/**
 * Opens a connection attempt for the signed-in user and answers the single-use ticket the popup's
 * start address carries (so no access token travels in a URL).
 */
export async function openConnectionSession(
  deps: ConnectionDeps,
  userId: string,
  { platform, sessionId }: CreateConnectionSessionRequest,
  returnOrigin: string,
): Promise<CreateConnectionSessionResponse['data']> {
  requireAdapter(deps, platform);
  throwIfRefused(await connectRefusalOf(deps.config.payments, asOwnerId(userId), platform));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + CONNECTION_SESSION_TTL_MS);
  try {
    await OAuthSessionModel.create({
      sessionId,
      userId: new Types.ObjectId(userId),
      platform,
      ticketHash: sha256(token),
      returnOrigin,
      expiresAt,
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) {
      throw new AppError('conflict', CONNECTION_MESSAGES.alreadyStarted);
    }
    throw error;
  }
  const query = new URLSearchParams({ sessionId, token });
  return {
    sessionId,
    token,
    startUrl: `${connectionStartPath(platform)}?${query.toString()}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** What the popup's opener polls: the attempt's state, only for its owner. */
export async function readConnectionSessionStatus(
  userId: string,
  platform: ConnectablePlatformId,
  sessionId: string,
  now: Date = new Date(),
): Promise<ConnectionSessionStatus> {
  const session = await OAuthSessionModel.findOne({
    userId: new Types.ObjectId(userId),
    sessionId,
    platform,
  }).lean();
  if (!session) throw new AppError('not_found', CONNECTION_MESSAGES.sessionNotFound);

  const finished = session.status === 'succeeded' || session.status === 'failed';
  const status: ConnectionSessionStatus['status'] = finished
    ? session.status === 'succeeded'
      ? 'succeeded'
      : 'failed'
    : session.expiresAt <= now
      ? 'expired'
      : 'pending';

  const user =
    status === 'succeeded'
      ? await UserModel.findById(session.userId).then((found) => found && loadUserResponse(found))
      : null;
  return {
    status,
    authenticated: status === 'succeeded',
    token: null,
    userId,
    user: user ?? null,
    connectedAccount: status === 'succeeded' ? (session.result?.connectedAccount ?? null) : null,
    error:
      status === 'failed'
        ? (session.result?.error ?? CONNECTION_MESSAGES.failed)
        : status === 'expired'
          ? CONNECTION_MESSAGES.sessionExpired
          : null,
    needsProfessional: session.result?.needsProfessional ?? false,
  } as ConnectionSessionStatus;
}
