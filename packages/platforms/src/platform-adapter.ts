import type { ConnectablePlatformId, EngagementFigures } from '@postcraft/contracts';

/** What a platform answered when an account was authorised or its tokens refreshed. */
export interface TokenSet {
  accessToken: string;
  /** Absent when the platform issues none (LinkedIn outside partner programmes, Facebook pages). */
  refreshToken: string | null;
  /** When the access token stops working; null when it does not expire. */
  expiresAt: Date | null;
  /** When the refresh token stops working, where the platform says so. */
  refreshExpiresAt: Date | null;
  /** Scopes the user granted (they may grant fewer than asked). */
  scopes: string[];
}

/** The account as the platform describes it. */
export interface PlatformProfile {
  /** The platform's own id of the account (member id, page id, channel id, ...). */
  id: string;
  /** Handle shown in the app, without a leading @. */
  username: string;
  displayName: string;
  avatarUrl: string | null;
  /** Followers, fans or subscribers where the platform tells; shown as the account's 'likes'. */
  followers: number;
  /** Public page of the account, where there is one. */
  profileUrl: string | null;
  /**
   * What the adapter needs later to publish for this account (a page id, an Instagram user id, a
   * board id, a channel's chat id...). Stored with the account, never shown to the browser.
   */
  metadata: Record<string, string>;
  /** Tokens to store for this account instead of the authorisation's (a Facebook page's own token). */
  accountTokens?: TokenSet;
}

/** A stored account as adapters get it back to publish, delete or refresh. */
export interface AccountCredentials {
  tokens: TokenSet;
  profile: Pick<PlatformProfile, 'id' | 'username' | 'metadata'>;
}

/** A file to publish: public for platforms that fetch it (Instagram, Pinterest), readable here. */
export interface PublishMedia {
  kind: 'image' | 'video';
  mimeType: string;
  sizeBytes: number;
  /** An https URL the platform can fetch, when the server has one. */
  publicUrl: string | null;
  /** The bytes, for platforms that take an upload. */
  read(): Promise<Uint8Array>;
  /** Seconds, for videos when known. */
  durationSec?: number;
}

export interface PublishRequest {
  /** Caption or post text, already checked against the platform's limits. */
  text: string;
  /** Title for platforms that need one (YouTube, Pinterest); adapters derive one from text if absent. */
  title?: string;
  media: PublishMedia[];
  /**
   * Our own id of this publish (`<postId>:<platform>`), for platforms that keep a client reference
   * with a post (the Sandbox): a lookup then finds the post by it exactly.
   */
  reference?: string;
}

/** What a lookup searches for: the post as it was sent, and when its publish was claimed. */
export interface PublishedPostQuery extends PublishRequest {
  /** A post created before this is not the one looked for. */
  since: Date;
}

/**
 * What a lookup found: the post; null when the platform's own list shows no such post; 'unknown'
 * when it cannot tell (several posts match, the list was cut short, the post has no text to
 * recognise it by).
 */
export type LookupResult = PublishedPost | null | 'unknown';

export interface PublishedPost {
  /** The platform's id of the new post. */
  id: string;
  /** Its public address. */
  url: string;
}

/** One published post's engagement as its platform reported it. */
export interface PostEngagementReading extends EngagementFigures {
  /** The platform's id of the post (PublishedPost.id). */
  externalId: string;
}

export interface MediaLimits {
  mimeTypes: string[];
  maxBytes: number;
  /** How many files of this kind one post can carry. */
  maxCount: number;
}

export interface VideoLimits extends MediaLimits {
  minDurationSec: number;
  maxDurationSec: number;
}

/** What a post must respect before it is sent (checked by the app, not discovered by failing). */
export interface PlatformLimits {
  captionMaxLength: number;
  titleMaxLength: number | null;
  hashtagMax: number | null;
  /** Whether a post may be text alone. */
  textOnly: boolean;
  image: MediaLimits | null;
  video: VideoLimits | null;
}

export interface AuthorizationRequest {
  state: string;
  redirectUri: string;
  /** S256 challenge of the session's verifier; adapters with `usesPkce` must send it. */
  codeChallenge: string;
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

/** Publishing side, shared by every kind of adapter; the worker uses it. */
export interface PublishingAdapter {
  readonly id: ConnectablePlatformId;
  readonly displayName: string;
  readonly limits: PlatformLimits;
  publish(account: AccountCredentials, post: PublishRequest): Promise<PublishedPost>;
  /** Throws PlatformError 'unsupported' where the platform offers no deletion. */
  deletePost(account: AccountCredentials, postId: string): Promise<void>;
  postUrl(account: AccountCredentials['profile'], postId: string): string;
  /**
   * Looks the post up on the account after its create got no answer (a timeout, a cut
   * connection, a publisher that died): recent posts since `query.since`, matched by reference or
   * text. Throws a PlatformError when the lookup itself fails. Absent where the platform's API
   * cannot list the account's recent posts reliably (LinkedIn, TikTok, Telegram).
   */
  findPublished?(account: AccountCredentials, query: PublishedPostQuery): Promise<LookupResult>;

  /**
   * The engagement of published posts of this account, by their platform ids, where the
   * platform's API gives it (absent where it does not). Posts the platform no longer has are
   * left out of the answer; adapters split long lists into the platform's largest requests.
   */
  fetchEngagement?(
    account: AccountCredentials,
    externalIds: readonly string[],
  ): Promise<PostEngagementReading[]>;
}

/** A platform linked through an OAuth 2.0 consent page. */
export interface OAuthPlatformAdapter extends PublishingAdapter {
  readonly connection: 'oauth2';
  readonly usesPkce: boolean;
  readonly scopes: readonly string[];
  authorizationUrl(request: AuthorizationRequest): string;
  exchangeCode(exchange: CodeExchange): Promise<TokenSet>;
  /**
   * New tokens before the old ones expire. Throws PlatformError 'reauth_required' when the
   * platform refuses (revoked, expired refresh token, none issued).
   */
  refresh(tokens: TokenSet): Promise<TokenSet>;
  /** Throws PlatformError 'needs_professional' for Instagram personal accounts. */
  fetchProfile(tokens: TokenSet): Promise<PlatformProfile>;
  /** Revokes the tokens at the platform where its API allows; absent otherwise. */
  revoke?(tokens: TokenSet): Promise<void>;
}

/** A platform linked by naming a channel the server's bot administers (Telegram). */
export interface ChannelPlatformAdapter extends PublishingAdapter {
  readonly connection: 'bot-channel';
  /**
   * Checks that the bot can post to `channel` (@name or -100… id) and describes it. Throws
   * PlatformError 'rejected' with the reason when it cannot.
   */
  connectChannel(channel: string): Promise<{ tokens: TokenSet; profile: PlatformProfile }>;
}

export type PlatformAdapter = OAuthPlatformAdapter | ChannelPlatformAdapter;

/** Every adapter talks HTTP through this, so tests and stand-ins can see each request. */
export type FetchFunction = typeof fetch;

/** Base URLs of a platform's endpoints, each overridable (tests, stand-ins, API versions). */
export type UrlSet<K extends string> = Readonly<Record<K, string>>;
