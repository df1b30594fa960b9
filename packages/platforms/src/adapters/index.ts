import type { FetchFunction, OAuthPlatformAdapter } from '../platform-adapter.js';
import type { OAuthCredentialPlatform, PlatformCredentials } from '../platforms-config.js';
import { createFacebookAdapter } from './facebook/facebook.adapter.js';
import { createInstagramAdapter } from './instagram/instagram.adapter.js';
import { createLinkedInAdapter } from './linkedin/linkedin.adapter.js';
import { createPinterestAdapter } from './pinterest/pinterest.adapter.js';
import { createSnapchatAdapter } from './snapchat/snapchat.adapter.js';
import { createTikTokAdapter } from './tiktok/tiktok.adapter.js';
import { createTwitterAdapter } from './twitter/twitter.adapter.js';
import { createYouTubeAdapter } from './youtube/youtube.adapter.js';

export * from './sandbox/sandbox.adapter.js';
export * from './tiktok/tiktok.adapter.js';
export * from './youtube/youtube.adapter.js';
export * from './pinterest/pinterest.adapter.js';
export * from './snapchat/snapchat.adapter.js';
export * from './linkedin/linkedin.adapter.js';
export * from './twitter/twitter.adapter.js';
export * from './facebook/facebook.adapter.js';
export * from './instagram/instagram.adapter.js';

/** What the registry hands every OAuth adapter factory. */
export interface OAuthAdapterOptions {
  credentials: PlatformCredentials;
  /** Replacements for the adapter's default base URLs, by name. */
  urls?: Readonly<Record<string, string>>;
  fetch?: FetchFunction;
  now?: () => Date;
}

/** For adapters that wait on the platform's processing (a video upload, a publish status). */
export interface StatusPollingOptions extends OAuthAdapterOptions {
  /** Waits between polls (tests pass one that returns at once). */
  delay?: (ms: number) => Promise<void>;
  pollIntervalMs?: number;
  /** Polls before giving up. */
  maxPolls?: number;
}

export type OAuthAdapterFactory = (options: OAuthAdapterOptions) => OAuthPlatformAdapter;

/** One factory per platform linked through OAuth with configured credentials. */
export const OAUTH_ADAPTER_FACTORIES: Partial<
  Record<OAuthCredentialPlatform, OAuthAdapterFactory>
> = {
  tiktok: createTikTokAdapter,
  youtube: createYouTubeAdapter,
  pinterest: createPinterestAdapter,
  snapchat: createSnapchatAdapter,
  linkedin: createLinkedInAdapter,
  twitter: createTwitterAdapter,
  facebook: createFacebookAdapter,
  instagram: createInstagramAdapter,
};
