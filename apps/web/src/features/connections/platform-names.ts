import {
  PLATFORM_ALIASES,
  PLATFORM_DISPLAY_NAMES,
  SANDBOX_PLATFORM_ID,
  isConnectablePlatformId,
  type ConnectablePlatformId,
} from '@postcraft/contracts';

const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  ...PLATFORM_DISPLAY_NAMES,
  [SANDBOX_PLATFORM_ID]: 'Sandbox',
};

/** 'LinkedIn' for 'linkedin'; an unknown platform keeps its own name. */
export function getPlatformName(platform: string): string {
  return DISPLAY_NAMES[platform.toLowerCase()] ?? platform;
}

/** The id to connect a stored account's platform with ('LinkedIn' → 'linkedin', 'x' → 'twitter'). */
export function toConnectablePlatform(platform: string): ConnectablePlatformId | null {
  const id = platform.toLowerCase();
  const aliases: Readonly<Record<string, string>> = PLATFORM_ALIASES;
  const canonical = aliases[id] ?? id;
  return isConnectablePlatformId(canonical) ? canonical : null;
}
