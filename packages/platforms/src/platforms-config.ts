import type { ConnectablePlatformId } from '@postcraft/contracts';
import { createHmac } from 'node:crypto';

export interface PlatformCredentials {
  clientId: string;
  clientSecret: string;
}

/** Platforms linked through OAuth with a client id and secret from configuration. */
export const OAUTH_CREDENTIAL_PLATFORMS = [
  'linkedin',
  'twitter',
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
  'pinterest',
  'snapchat',
] as const;
export type OAuthCredentialPlatform = (typeof OAUTH_CREDENTIAL_PLATFORMS)[number];

export interface SandboxConfig {
  enabled: boolean;
  /** Where the sandbox provider answers: PUBLIC_URL + /sandbox unless SANDBOX_URL_BASE says. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface PlatformsConfig {
  credentials: Partial<Record<OAuthCredentialPlatform, PlatformCredentials>>;
  telegramBotToken: string | null;
  sandbox: SandboxConfig;
  /** `<PLATFORM>_URL_<NAME>` values: base URLs replacing an adapter's defaults (camelCase names). */
  urlOverrides: Partial<Record<ConnectablePlatformId, Record<string, string>>>;
}

export interface PlatformsConfigContext {
  /** The API's public origin; the sandbox lives under it. */
  publicUrl: string;
  isProduction: boolean;
  /** Secret the sandbox client secret is derived from when SANDBOX_CLIENT_SECRET is unset. */
  fallbackSandboxSecret: string;
}

/**
 * Reads platform credentials from the environment: `<PLATFORM>_CLIENT_ID` and
 * `<PLATFORM>_CLIENT_SECRET` (both or neither), `TELEGRAM_BOT_TOKEN`, `SANDBOX_PLATFORM`
 * (true by default outside production) and URL overrides. Throws a readable error for half a pair.
 */
export function readPlatformsConfig(
  env: NodeJS.ProcessEnv,
  context: PlatformsConfigContext,
): PlatformsConfig {
  const credentials: PlatformsConfig['credentials'] = {};
  const problems: string[] = [];
  for (const platform of OAUTH_CREDENTIAL_PLATFORMS) {
    const prefix = platform.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
    if (clientId && clientSecret) credentials[platform] = { clientId, clientSecret };
    else if (clientId || clientSecret) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
    }
  }
  const sandboxFlag = env.SANDBOX_PLATFORM?.trim().toLowerCase();
  if (sandboxFlag && sandboxFlag !== 'true' && sandboxFlag !== 'false') {
    problems.push('SANDBOX_PLATFORM must be true or false');
  }
  if (problems.length > 0)
    throw new Error(`Invalid platform configuration: ${problems.join('; ')}`);

  const urlOverrides = readUrlOverrides(env);
  return {
    credentials,
    telegramBotToken: env.TELEGRAM_BOT_TOKEN?.trim() || null,
    sandbox: {
      enabled: sandboxFlag ? sandboxFlag === 'true' : !context.isProduction,
      baseUrl: urlOverrides.sandbox?.base ?? `${context.publicUrl.replace(/\/$/, '')}/sandbox`,
      clientId: env.SANDBOX_CLIENT_ID?.trim() || 'postcraft-sandbox',
      clientSecret: env.SANDBOX_CLIENT_SECRET?.trim() || `sandbox-${context.fallbackSandboxSecret}`,
    },
    urlOverrides,
  };
}

const URL_OVERRIDE = /^([A-Z]+)_URL_([A-Z0-9_]+)$/;

function readUrlOverrides(env: NodeJS.ProcessEnv): PlatformsConfig['urlOverrides'] {
  const overrides: Record<string, Record<string, string>> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = URL_OVERRIDE.exec(key);
    if (!match || !value) continue;
    const platform = match[1]!.toLowerCase();
    const name = match[2]!.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    (overrides[platform] ??= {})[name] = value.replace(/\/$/, '');
  }
  return overrides;
}

/**
 * The sandbox client secret used when SANDBOX_CLIENT_SECRET is unset: derived from ENCRYPTION_KEY
 * so that the API (the provider and the client) and the worker (refresh, publish) agree on it.
 */
export function sandboxSecretFromKey(encryptionKey: string): string {
  return createHmac('sha256', encryptionKey).update('sandbox-client').digest('base64url');
}
