import {
  CONNECTABLE_PLATFORM_IDS,
  PLATFORM_DISPLAY_NAMES,
  type ConnectablePlatformId,
  type PlatformAvailability,
} from '@postcraft/contracts';
import { createSandboxAdapter, OAUTH_ADAPTER_FACTORIES } from './adapters/index.js';
import { createTelegramAdapter } from './adapters/telegram/telegram.adapter.js';
import { DEFAULT_REQUEST_TIMEOUT_MS, withRequestTimeout } from './http.js';
import type { FetchFunction, PlatformAdapter } from './platform-adapter.js';
import {
  OAUTH_CREDENTIAL_PLATFORMS,
  type OAuthCredentialPlatform,
  type PlatformsConfig,
} from './platforms-config.js';

export interface PlatformRegistry {
  /** Every platform with its availability, in the dialog's order (the sandbox last). */
  list(): PlatformAvailability[];
  /** The adapter of a platform that can be connected here, or null. */
  find(platform: ConnectablePlatformId): PlatformAdapter | null;
}

export interface RegistryOptions {
  fetch?: FetchFunction;
  /** Every platform call fails after this long (DEFAULT_REQUEST_TIMEOUT_MS unless said). */
  requestTimeoutMs?: number;
  now?: () => Date;
}

const WHATSAPP_REASON =
  'WhatsApp offers no public API to post to Status or Channels; its Cloud API only sends one-to-one messages.';
const SNAPCHAT_REASON =
  "Snapchat's posting API (Public Profile API) is open to allow-listed partners only; set SNAPCHAT_CLIENT_ID and SNAPCHAT_CLIENT_SECRET once approved.";

/** Builds the adapters that configuration allows, and says for the others why they are not offered. */
export function createPlatformRegistry(
  config: PlatformsConfig,
  registryOptions: RegistryOptions = {},
): PlatformRegistry {
  const options = {
    ...registryOptions,
    fetch: withRequestTimeout(
      registryOptions.fetch ?? fetch,
      registryOptions.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    ),
  };
  const adapters = new Map<ConnectablePlatformId, PlatformAdapter>();
  const reasons = new Map<ConnectablePlatformId, Pick<PlatformAvailability, 'status' | 'reason'>>();

  for (const platform of OAUTH_CREDENTIAL_PLATFORMS) {
    const credentials = config.credentials[platform];
    const factory = OAUTH_ADAPTER_FACTORIES[platform];
    if (credentials && factory) {
      adapters.set(
        platform,
        factory({
          credentials,
          urls: config.urlOverrides[platform],
          fetch: options.fetch,
          now: options.now,
        }),
      );
    } else {
      reasons.set(platform, unconfiguredReason(platform));
    }
  }

  if (config.telegramBotToken) {
    adapters.set(
      'telegram',
      createTelegramAdapter({
        botToken: config.telegramBotToken,
        urls: config.urlOverrides.telegram,
        fetch: options.fetch,
      }),
    );
  } else {
    reasons.set('telegram', {
      status: 'unconfigured',
      reason: 'Set TELEGRAM_BOT_TOKEN to enable.',
    });
  }
  reasons.set('whatsapp', { status: 'unavailable', reason: WHATSAPP_REASON });

  if (config.sandbox.enabled) {
    adapters.set(
      'sandbox',
      createSandboxAdapter({
        credentials: {
          clientId: config.sandbox.clientId,
          clientSecret: config.sandbox.clientSecret,
        },
        baseUrl: config.sandbox.baseUrl,
        fetch: options.fetch,
        now: options.now,
      }),
    );
  }

  return {
    list() {
      return CONNECTABLE_PLATFORM_IDS.flatMap((platform): PlatformAvailability[] => {
        const adapter = adapters.get(platform);
        if (adapter) {
          return [
            {
              platform,
              name: adapter.displayName,
              status: 'available',
              connection: adapter.connection,
              reason: null,
            },
          ];
        }
        const missing = reasons.get(platform);
        if (!missing) return [];
        return [
          {
            platform,
            name: displayName(platform),
            connection: platform === 'telegram' ? 'bot-channel' : 'oauth2',
            ...missing,
          },
        ];
      });
    },
    find: (platform) => adapters.get(platform) ?? null,
  };
}

function unconfiguredReason(
  platform: OAuthCredentialPlatform,
): Pick<PlatformAvailability, 'status' | 'reason'> {
  if (platform === 'snapchat') return { status: 'unavailable', reason: SNAPCHAT_REASON };
  const prefix = platform.toUpperCase();
  return {
    status: 'unconfigured',
    reason: `Set ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET to enable.`,
  };
}

function displayName(platform: ConnectablePlatformId): string {
  return platform === 'sandbox' ? 'Sandbox' : PLATFORM_DISPLAY_NAMES[platform];
}
