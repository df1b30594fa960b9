import type { ApiKey, PlanEntitlements } from '@postcraft/contracts';

/** A key as GET /api/user/api-keys lists it, with the given fields changed. */
export function buildApiKey(fields: Partial<ApiKey> = {}): ApiKey {
  return {
    _id: '6650aa0000000000000000a1',
    name: 'Publishing script',
    scopes: ['posts:read', 'posts:write'],
    start: 'pcft_3kX9aQ1',
    createdAt: '2026-03-10T09:30:00.000Z',
    lastUsedAt: null,
    ...fields,
  };
}

/** GET /api/payments/plan's entitlements for a Premium user (no limits, API keys on). */
export function buildPremiumEntitlements(): PlanEntitlements {
  return {
    billingEnabled: true,
    plan: 'premium',
    allowance: {
      freeVideos: null,
      maxVideoSeconds: 60,
      maxScriptWords: null,
      maxVoiceNoteSeconds: null,
      voices: null,
      watermark: false,
      maxConnectedAccounts: null,
      autoPost: true,
      autopilot: true,
      apiKeys: true,
      maxTemplates: null,
      themes: 'all',
      maxReelSourceSeconds: 7200,
      maxReelClips: 10,
      maxReelClipSeconds: 60,
    },
    usage: { freeVideosUsed: 0, connectedAccounts: 0, templates: 0 },
  };
}

/** The same for a Free user: no API keys. */
export function buildFreeEntitlements(): PlanEntitlements {
  return {
    billingEnabled: true,
    plan: 'free',
    allowance: {
      freeVideos: 3,
      maxVideoSeconds: 30,
      maxScriptWords: 500,
      maxVoiceNoteSeconds: 60,
      voices: ['en-female', 'en-male', 'none'],
      watermark: true,
      maxConnectedAccounts: 1,
      autoPost: false,
      autopilot: false,
      apiKeys: false,
      maxTemplates: 3,
      themes: 'basic',
      maxReelSourceSeconds: 600,
      maxReelClips: 3,
      maxReelClipSeconds: 30,
    },
    usage: { freeVideosUsed: 0, connectedAccounts: 0, templates: 0 },
  };
}
