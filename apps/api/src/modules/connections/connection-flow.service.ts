import {
  CONNECTION_MESSAGES,
  connectionCallbackPath,
  type ConnectablePlatformId,
} from '@postcraft/contracts';
import {
  asOwnerId,
  claimOnce,
  OAuthSessionModel,
  saveConnectedAccount,
  toConnectedAccountSummary,
  type OAuthSessionDocument,
  type OAuthSessionResult,
} from '@postcraft/data';
import {
  createOAuthState,
  createPkcePair,
  isPlatformError,
  type PlatformAdapter,
  type PlatformProfile,
  type TokenSet,
} from '@postcraft/platforms';
import type { Logger } from '@postcraft/logger';
import { connectRefusalOf } from './active-accounts.service.js';
import type { ConnectionDeps } from './connection.deps.js';
import { sha256 } from './connection-session.service.js';
import { failure, popupCloseUrl } from './popup-result.js';

/** Where the browser goes next: a redirect, or a page the API renders (Telegram's channel form). */
export type StartOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'channel-form'; state: string; adapter: PlatformAdapter };

export interface StartQuery {
  sessionId?: string;
  token?: string;
}

/**
 * The popup's start address: takes the single-use ticket, makes the session's `state` and PKCE
 * verifier, and sends the browser to the platform's consent page.
 */
export async function startConnection(
  deps: ConnectionDeps,
  platform: ConnectablePlatformId,
  query: StartQuery,
  now: Date = new Date(),
): Promise<StartOutcome> {
  const fail = (error: string, session?: OAuthSessionDocument) =>
    finishWithFailure(deps, platform, error, session, query.sessionId);

  const adapter = deps.registry.find(platform);
  if (!adapter) return fail(CONNECTION_MESSAGES.notAvailable);
  if (!query.token || !query.sessionId) return fail(CONNECTION_MESSAGES.sessionNotFound);

  const session = await OAuthSessionModel.findOne({ ticketHash: sha256(query.token) });
  if (!session || session.sessionId !== query.sessionId || session.platform !== platform) {
    return fail(CONNECTION_MESSAGES.sessionNotFound);
  }
  if (session.expiresAt <= now) return fail(CONNECTION_MESSAGES.sessionExpired, session);
  if (!(await claimOnce(`oauth:${session.id}:start`, session.expiresAt))) {
    return fail(CONNECTION_MESSAGES.alreadyUsed);
  }

  const state = createOAuthState();
  const pkce = createPkcePair();
  session.set({
    stateHash: sha256(state),
    codeVerifierSealed: deps.cipher.encrypt(pkce.verifier),
    status: 'started',
  });
  await session.save();

  if (adapter.connection === 'bot-channel') return { kind: 'channel-form', state, adapter };
  return {
    kind: 'redirect',
    location: adapter.authorizationUrl({
      state,
      redirectUri: callbackUrl(deps, platform),
      codeChallenge: pkce.challenge,
    }),
  };
}

export function callbackUrl(deps: ConnectionDeps, platform: ConnectablePlatformId): string {
  return `${deps.config.publicUrl}${connectionCallbackPath(platform)}`;
}

/** What the platform sent back to the callback (RFC 6749 §4.1.2), or Telegram's channel form. */
export interface CallbackInput {
  state?: string;
  code?: string;
  error?: string;
  errorDescription?: string;
  /** Telegram: the channel the user named. */
  channel?: string;
}

/**
 * The platform's answer: refuses a forged, expired or replayed state, exchanges the code, reads the
 * profile, stores the account with its tokens sealed, and answers the /popup/close address.
 */
export async function completeConnection(
  deps: ConnectionDeps,
  platform: ConnectablePlatformId,
  input: CallbackInput,
  logger: Logger,
  now: Date = new Date(),
): Promise<string> {
  const session = input.state
    ? await OAuthSessionModel.findOne({ stateHash: sha256(input.state), platform })
    : null;
  if (!session || session.status !== 'started') {
    return finishWithFailure(deps, platform, CONNECTION_MESSAGES.invalidState).then(toLocation);
  }
  if (session.expiresAt <= now) {
    return finishWithFailure(deps, platform, CONNECTION_MESSAGES.sessionExpired, session).then(
      toLocation,
    );
  }
  if (!(await claimOnce(`oauth:${session.id}:callback`, session.expiresAt))) {
    return popupCloseUrl(session.returnOrigin, {
      platform,
      sessionId: session.sessionId,
      result: failure(CONNECTION_MESSAGES.alreadyUsed),
    });
  }

  const result = await linkAccount(deps, platform, session, input).catch((error: unknown) => {
    if (!isPlatformError(error)) throw error;
    logger.warn(
      { platform, kind: error.kind, status: error.status },
      'platform refused the connection',
    );
    return failure(error.message, error.kind === 'needs_professional');
  });
  session.set({
    status: result.connectedAccount ? 'succeeded' : 'failed',
    result,
    codeVerifierSealed: null,
  });
  await session.save();
  return popupCloseUrl(session.returnOrigin, {
    platform,
    sessionId: session.sessionId,
    result,
  });
}

async function linkAccount(
  deps: ConnectionDeps,
  platform: ConnectablePlatformId,
  session: OAuthSessionDocument,
  input: CallbackInput,
): Promise<OAuthSessionResult> {
  const adapter = deps.registry.find(platform);
  if (!adapter) return failure(CONNECTION_MESSAGES.notAvailable);

  let tokens: TokenSet;
  let profile: PlatformProfile;
  if (adapter.connection === 'bot-channel') {
    if (!input.channel) return failure(CONNECTION_MESSAGES.channelRequired);
    ({ tokens, profile } = await adapter.connectChannel(input.channel));
  } else {
    if (input.error) {
      return failure(
        input.error === 'access_denied'
          ? CONNECTION_MESSAGES.accessDenied
          : (input.errorDescription ?? input.error),
      );
    }
    if (!input.code || !session.codeVerifierSealed)
      return failure(CONNECTION_MESSAGES.invalidState);
    tokens = await adapter.exchangeCode({
      code: input.code,
      redirectUri: callbackUrl(deps, platform),
      codeVerifier: deps.cipher.decrypt(session.codeVerifierSealed),
    });
    profile = await adapter.fetchProfile(tokens);
  }

  // Checked again at the platform's answer: another account may have been connected meanwhile.
  const refusal = await connectRefusalOf(
    deps.config.payments,
    asOwnerId(session.userId.toString()),
    platform,
  );
  if (refusal) return failure(refusal.message);
  const account = await saveConnectedAccount(
    { userId: session.userId, platform, profile, tokens: profile.accountTokens ?? tokens },
    deps.cipher,
  );
  const summary = toConnectedAccountSummary(account);
  return {
    connectedAccount: {
      platform: summary.platform,
      username: summary.username,
      brandLogo: summary.brandLogo,
      likes: summary.likes,
    },
    error: null,
    needsProfessional: false,
  };
}

/** Records the failure on the session when there is one, and answers where the popup goes. */
async function finishWithFailure(
  deps: ConnectionDeps,
  platform: ConnectablePlatformId,
  error: string,
  session?: OAuthSessionDocument,
  sessionId?: string,
): Promise<StartOutcome & { kind: 'redirect' }> {
  const result = failure(error);
  if (session && session.status !== 'succeeded') {
    session.set({ status: 'failed', result, codeVerifierSealed: null });
    await session.save();
  }
  return {
    kind: 'redirect',
    location: popupCloseUrl(session?.returnOrigin ?? deps.config.publicUrl, {
      platform,
      sessionId: session?.sessionId ?? sessionId,
      result,
    }),
  };
}

const toLocation = (outcome: { location: string }) => outcome.location;
