// The autopilot bench's users: each with a brand profile (niches, keywords and content types
// varied), a connected Sandbox account and autopilot on, written in bulk.
import { ConnectedAccountModel, sealTokens, UserModel, type TokenCipher } from '@postcraft/data';
import { Types } from 'mongoose';

const BRANDS = [
  {
    niche: 'food',
    description: 'A small coffee roaster',
    keywords: 'single origin, espresso, roasting',
  },
  { niche: 'fitness-health', description: 'A yoga studio', keywords: 'yoga, breathing, mobility' },
  {
    niche: 'travel',
    description: 'Walking tours of old towns',
    keywords: 'walking, history, maps',
  },
  {
    niche: 'e-commerce',
    description: 'Handmade ceramic mugs',
    keywords: 'ceramics, handmade, kitchen',
  },
  {
    niche: 'educational',
    description: 'Maths tutoring online',
    keywords: 'algebra, exams, study tips',
  },
  { niche: 'pet', description: 'A dog grooming salon', keywords: 'grooming, puppies, coat care' },
  {
    niche: 'business',
    description: 'An accounting firm for freelancers',
    keywords: 'invoices, taxes, cash flow',
  },
  {
    niche: 'fashion-beauty',
    description: 'Natural skincare',
    keywords: 'skincare, organic, routine',
  },
] as const;

const CONTENT_TYPES = [
  [{ type: 'static', icon: 'Image' }],
  [
    { type: 'static', icon: 'Image' },
    { type: 'carousels', icon: 'GalleryHorizontal' },
  ],
  // No videos: a planned video's render runs on the render queue (see bench:video-render);
  // planning one only queues it.
  [
    { type: 'carousels', icon: 'GalleryHorizontal' },
    { type: 'text', icon: 'Type' },
  ],
  [{ type: 'text', icon: 'Type' }],
];

const GOALS = [
  ['sell_products_services', 'educate_share_knowledge'],
  ['grow_audience'],
  ['build_personal_brand', 'entertain_inspire'],
];

const TIME_ZONES = [
  'Europe/Paris',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/Sao_Paulo',
  'UTC',
];

const COLOURS = [
  ['#3b2416', '#d97706'],
  ['#1f2a44', '#ffb400'],
  ['#0f766e', '#f0fdfa'],
  ['#7c3aed', '#fde68a'],
];

/**
 * `count` users with autopilot on (approval first, `frequency` posts a week), each with a
 * connected Sandbox account whose tokens are sealed with `cipher`. Answers their ids.
 */
export async function seedAutopilotUsers(
  count: number,
  frequency: number,
  cipher: TokenCipher,
  /** The first user's number: e-mail addresses are unique. */
  first = 0,
): Promise<string[]> {
  const ids = Array.from({ length: count }, () => new Types.ObjectId());
  const users = ids.map((_id, offset) => {
    const index = first + offset;
    const brand = BRANDS[index % BRANDS.length]!;
    return {
      _id,
      email: `autopilot.${index}@example.com`,
      firstName: 'Maya',
      lastName: `Bench ${index}`,
      companyName: `${brand.description.replace(/^An? /, '')} ${index}`,
      language: index % 5 === 4 ? 'fr' : 'en',
      timeZone: TIME_ZONES[index % TIME_ZONES.length],
      niche: { type: brand.niche, icon: 'Sparkles', description: brand.description },
      contentGoals: GOALS[index % GOALS.length],
      voiceTone: null,
      brandKeywords: brand.keywords,
      preferredContentTypes: CONTENT_TYPES[index % CONTENT_TYPES.length],
      brandColors: COLOURS[index % COLOURS.length],
      brandLogoKey: null,
      autopilotSettings: { enabled: true, approvePostsFirst: true, postingFrequency: frequency },
    };
  });
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  const accounts = ids.map((userId) => ({
    userId,
    platform: 'sandbox',
    accountId: `acct-${userId.toString()}`,
    username: `user_${userId.toString().slice(-6)}`,
    displayName: 'Stand-in',
    avatarUrl: null,
    followers: 0,
    profileUrl: null,
    metadata: {},
    status: 'connected',
    statusReason: null,
    tokensSealed: sealTokens(
      {
        accessToken: 'sba_valid',
        refreshToken: 'sbr_valid',
        expiresAt,
        refreshExpiresAt: null,
        scopes: ['profile', 'publish'],
      },
      cipher,
    ),
    accessExpiresAt: expiresAt,
    refreshExpiresAt: null,
    canRefresh: true,
  }));
  for (let start = 0; start < count; start += 500) {
    await UserModel.collection.insertMany(users.slice(start, start + 500), { ordered: false });
    // Through the model: its defaults (token version, timestamps) as the API writes them.
    await ConnectedAccountModel.insertMany(accounts.slice(start, start + 500), { ordered: false });
  }
  return ids.map((id) => id.toString());
}
