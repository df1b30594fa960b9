import { PLATFORM_DISPLAY_NAMES } from '../../constants/platforms.js';
import {
  ActiveAccountsResponseSchema,
  ChooseActiveAccountRequestSchema,
  ACTIVE_ACCOUNTS_PATH,
} from '../../connections/active-accounts.schemas.js';
import {
  CONNECTABLE_PLATFORM_IDS,
  ConnectionCallbackQuerySchema,
  connectionCallbackPath,
  ConnectionPlatformParamsSchema,
  ConnectionSessionStatusQuerySchema,
  ConnectionSessionStatusSchema,
  connectionSessionStatusPath,
  connectionStartPath,
  ConnectionStartQuerySchema,
  CreateConnectionSessionRequestSchema,
  CreateConnectionSessionResponseSchema,
  DisconnectQuerySchema,
  DisconnectResponseSchema,
  PendingPostsResponseSchema,
  PlatformListResponseSchema,
  TelegramChannelFormSchema,
  type ConnectablePlatformId,
} from '../../connections/connections.schemas.js';
import { ApiErrorSchema } from '../../errors/api-error.schemas.js';
import { defineEndpoints, type EndpointSpec } from '../endpoint.js';

const tag = 'Connected accounts';

const nameOf = (platform: ConnectablePlatformId) =>
  platform === 'sandbox' ? 'Sandbox' : PLATFORM_DISPLAY_NAMES[platform];

/** The popup's start address: a redirect to the consent page, or Telegram's channel form. */
function loginEndpoint(platform: ConnectablePlatformId) {
  const name = nameOf(platform);
  const channelForm = platform === 'telegram';
  return {
    method: 'get',
    path: connectionStartPath(platform),
    tag,
    summary: `Start connecting a ${name} account (the popup's start address)`,
    description:
      'The `startUrl` of POST /api/connections/sessions, opened in the popup with `sessionId` ' +
      'and the single-use `token` (a ticket bound to the session, never an access token). ' +
      'Makes an unguessable `state` and a PKCE verifier, kept with the session, and answers ' +
      (channelForm
        ? 'a page with a form to name the channel the bot was added to (posted to ' +
          `${connectionCallbackPath(platform)}). `
        : `303 to ${name}'s consent page, with \`redirect_uri\` = PUBLIC_URL` +
          `${connectionCallbackPath(platform)}. `) +
      'Any failure (platform not offered, unknown or used ticket, expired session) is a 303 to ' +
      '`/popup/close?platform&sessionId&error=`.',
    auth: 'none',
    query: ConnectionStartQuerySchema,
    answer: channelForm ? { kind: 'html' } : { kind: 'redirect' },
    errors: [400],
  } satisfies EndpointSpec;
}

/** Where the platform sends the browser back after its consent page. */
function callbackEndpoint(platform: ConnectablePlatformId) {
  const name = nameOf(platform);
  return {
    method: 'get',
    path: connectionCallbackPath(platform),
    tag,
    summary: `${name}'s callback: finish connecting the account`,
    description:
      `Where ${name} sends the browser back (register PUBLIC_URL + this path at the platform), ` +
      'with `code` and `state`, or `error` and `error_description`. Refuses a forged, expired ' +
      'or replayed state, exchanges the code, reads the profile and stores the account with ' +
      'its tokens encrypted, then answers 303 to `/popup/close` on the app window’s origin: ' +
      '`?platform&sessionId&accountData` (no user id: the opener knows its user), or ' +
      '`?platform&sessionId&error[&needsProfessional=true]`.',
    auth: 'none',
    query: ConnectionCallbackQuerySchema,
    answer: { kind: 'redirect' },
    errors: [400],
  } satisfies EndpointSpec;
}

/** What the popup's opener polls while the popup runs. */
function sessionStatusEndpoint(platform: ConnectablePlatformId) {
  return {
    method: 'get',
    path: connectionSessionStatusPath(platform),
    tag,
    summary: `Poll a ${nameOf(platform)} connection session`,
    description:
      'What the popup’s opener polls (every second for 30 seconds) when the popup’s ' +
      '`postMessage` does not come: `pending`, `succeeded` (with the updated `user` and the ' +
      '`connectedAccount`), `failed` (with `error`, and `needsProfessional` for an Instagram ' +
      'account that is not Professional) or `expired`. `token` is always null: sessions live ' +
      'in httpOnly cookies. The owner’s sessions only: 404 otherwise.',
    auth: 'user',
    query: ConnectionSessionStatusQuerySchema,
    answer: { kind: 'json', schema: ConnectionSessionStatusSchema },
    errors: [400, 401, 403, 404],
  } satisfies EndpointSpec;
}

type PlatformEndpoints = Record<`${ConnectablePlatformId}Login`, ReturnType<typeof loginEndpoint>> &
  Record<`${ConnectablePlatformId}Callback`, ReturnType<typeof callbackEndpoint>> &
  Record<`${ConnectablePlatformId}SessionStatus`, ReturnType<typeof sessionStatusEndpoint>>;

/**
 * Each platform's start address, callback and session status (`facebookLogin`,
 * `facebookCallback`, `facebookSessionStatus`...), from the path functions the connection flow
 * itself uses, so the table and the routes cannot drift apart.
 */
function platformEndpoints(): PlatformEndpoints {
  return Object.fromEntries(
    CONNECTABLE_PLATFORM_IDS.flatMap((platform) => [
      [`${platform}Login`, loginEndpoint(platform)],
      [`${platform}Callback`, callbackEndpoint(platform)],
      [`${platform}SessionStatus`, sessionStatusEndpoint(platform)],
    ]),
  ) as PlatformEndpoints;
}

const platformParam =
  'The platform is read in any case, around spaces, and `x` is twitter; an empty one is ' +
  "400 'Platform is required', another name 400 'Unknown platform'.";

/** Connected accounts: connection flows, active accounts, disconnection. */
export const CONNECTION_ENDPOINTS = defineEndpoints({
  listConnectablePlatforms: {
    method: 'get',
    path: '/api/connections/platforms',
    tag,
    summary: 'List the platforms an account can be connected to',
    description:
      'Every platform with its status: `available` (its credentials are configured, or the ' +
      "enabled sandbox), `unconfigured` ('Available soon'), or `unavailable` (WhatsApp; Snapchat " +
      'without allow-listed credentials) with the reason, in English. `connection` says how the ' +
      'account is linked: an OAuth consent page, or a bot added to a channel (Telegram).',
    auth: 'user',
    apiKey: 'accounts',
    answer: { kind: 'json', schema: PlatformListResponseSchema },
    errors: [401, 403, 429],
  },
  createConnectionSession: {
    method: 'post',
    path: '/api/connections/sessions',
    tag,
    summary: 'Open a connection session (before the popup)',
    description:
      'The app opens the popup at once (so blockers allow it), asks for a session with a ' +
      '`sessionId` of its own (16-128 of `A-Za-z0-9_-`), and sends the popup to `startUrl` (relative ' +
      'to the API origin), whose single-use `token` is bound to the session, so no access token ' +
      'travels in a URL. The session is valid 10 minutes. 400 `platform_unavailable` when the ' +
      'platform cannot be connected on this server; 403 `plan_limit` when the plan’s accounts ' +
      'are all connected (reconnecting a connected platform is always allowed); 409 when the ' +
      'sessionId was used. Signed-in session only: an API key cannot connect accounts.',
    auth: 'user',
    body: CreateConnectionSessionRequestSchema,
    answer: { kind: 'json', schema: CreateConnectionSessionResponseSchema, statuses: [201] },
    errors: [400, 401, 403, 409],
  },
  ...platformEndpoints(),
  submitTelegramChannelForm: {
    method: 'post',
    path: connectionCallbackPath('telegram'),
    tag,
    summary: 'Telegram’s channel form: finish connecting the channel',
    description:
      'The form that Telegram’s start address shows posts here (form-encoded `state` and ' +
      '`channel`); like an OAuth callback it is identified by its `state` (so it is exempt from ' +
      'the CSRF origin check), and answers as the callback: 303 to `/popup/close`. Not cached ' +
      '(`no-store`).',
    auth: 'none',
    body: TelegramChannelFormSchema,
    bodyType: 'form',
    answer: { kind: 'redirect' },
    errors: [400],
  },
  disconnectWithoutPlatform: {
    method: 'delete',
    path: '/api/user/disconnect',
    tag,
    summary: 'Disconnect without naming the platform: always refused',
    description:
      "Answers 400 'Platform is required' (with or without a trailing slash): the platform " +
      'goes in the path, DELETE /api/user/disconnect/{platform}. Signed-in session only.',
    auth: 'user',
    answer: { kind: 'json', schema: ApiErrorSchema, statuses: [400] },
    errors: [400, 401, 403],
  },
  disconnectAccount: {
    method: 'delete',
    path: '/api/user/disconnect/{platform}',
    tag,
    summary: 'Disconnect an account',
    description:
      'Settles the pending posts that target the platform first (`pendingPosts=keep`, the ' +
      'default: they stay, and one due while disconnected fails saying so and can be retried ' +
      'after a reconnect; `cancel`: posts for this platform alone are cancelled and the platform ' +
      'is taken off the others, a post being published is left and counted as kept), then ' +
      'revokes the tokens at the platform where it can and removes the account. Answers ' +
      "'{Platform} account disconnected successfully' with the updated user, whether the " +
      'platform revoked the tokens, and what was done to the pending posts. Stopped half-way, ' +
      'calling again finishes. 404 `platform_not_connected` when no account is connected there; ' +
      '503 `scheduling_unavailable` for `cancel` without a job store (nothing changed). ' +
      platformParam,
    auth: 'user',
    apiKey: 'accounts',
    params: ConnectionPlatformParamsSchema,
    query: DisconnectQuerySchema,
    answer: { kind: 'json', schema: DisconnectResponseSchema },
    errors: [400, 401, 403, 404, 429, 503],
  },
  getActiveAccounts: {
    method: 'get',
    path: ACTIVE_ACCOUNTS_PATH,
    tag,
    summary: 'Which connected accounts publish',
    description:
      'A plan allowing fewer accounts than are connected (a downgrade keeps every account) ' +
      'leaves the others connected but idle: nothing is published to them. The active ones are ' +
      'those the user chose last, else the oldest connections. `maxActive` is null when every ' +
      'account may be active.',
    auth: 'user',
    apiKey: 'accounts',
    answer: { kind: 'json', schema: ActiveAccountsResponseSchema },
    errors: [401, 403, 429],
  },
  chooseActiveAccount: {
    method: 'put',
    path: ACTIVE_ACCOUNTS_PATH,
    tag,
    summary: 'Make a connected account active',
    description:
      'The chosen account becomes active (the active ones are those the user chose last, then ' +
      'the oldest connections), so past the plan’s allowance another one becomes idle. Answers ' +
      'the active and idle accounts. 404 ' +
      '`platform_not_connected` when no account is connected on that platform.',
    auth: 'user',
    apiKey: 'accounts',
    body: ChooseActiveAccountRequestSchema,
    answer: { kind: 'json', schema: ActiveAccountsResponseSchema },
    errors: [400, 401, 403, 404, 429],
  },
  countPendingPosts: {
    method: 'get',
    path: '/api/connections/{platform}/pending-posts',
    tag,
    summary: 'Count the pending posts on a platform (before disconnecting)',
    description:
      'What the disconnect dialog says before the user chooses between keeping and cancelling ' +
      'them: the caller’s pending posts that target the platform, those for that platform ' +
      'alone (which `cancel` cancels), and those for other platforms too (which `cancel` takes ' +
      `the platform off). ${platformParam}`,
    auth: 'user',
    apiKey: 'accounts',
    params: ConnectionPlatformParamsSchema,
    answer: { kind: 'json', schema: PendingPostsResponseSchema },
    errors: [400, 401, 403, 429],
  },
});
