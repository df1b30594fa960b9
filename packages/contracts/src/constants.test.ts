import {
  ACCOUNT_CONNECTION_SETTINGS,
  AUTH_LIMITS,
  AUTOPILOT_DEFAULTS,
  CALENDAR_SETTINGS,
  CANONICAL_PLATFORM_IDS,
  CONTENT_GOALS,
  CONTENT_TYPE_IDS,
  CONTENT_TYPES,
  CanonicalPlatformIdSchema,
  ContentGoalSchema,
  ContentTypeIdSchema,
  DEFAULT_CONTENT_TYPES,
  DEFAULT_POST_TYPE,
  DIRECT_UPLOAD_PLATFORMS,
  NICHE_IDS,
  NICHES,
  NOTIFICATION_LIMITS,
  NicheIdSchema,
  PASSWORD_STRENGTH,
  PLAN_IDS,
  PLANS,
  PLATFORM_ALIASES,
  PLATFORM_DISPLAY_NAMES,
  PLATFORM_IDS,
  POST_STATUS_COLORS,
  PROFILE_LIMITS,
  PlanIdSchema,
  PlatformIdSchema,
  PostTypeSchema,
  REMOVABLE_POST_STATUSES,
  SCHEDULED_POST_STATUSES,
  SCHEDULING_LIMITS,
  ScheduledPostStatusSchema,
  UI_TIMINGS,
  VIDEO_SECOND_PRICE_CENTS,
  VIDEO_SECONDS_PACK_AMOUNTS,
  VIDEO_SECONDS_PACKS,
  VOICE_TONE_LABELS,
  VOICE_TONES,
  VideoSecondsPackAmountSchema,
  VoiceToneLabelSchema,
} from './constants/index.js';

describe('niches', () => {
  it('when the catalogue is read, then it lists 15 niches whose titles end in Accounts', () => {
    expect(NICHES).toHaveLength(15);
    for (const niche of NICHES) {
      expect(niche.title.endsWith(' Accounts')).toBe(true);
      expect(niche.description.length).toBeGreaterThan(10);
      expect(niche.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
    }
  });

  it('when ids are compared, then they are unique lowercase slugs matching NICHE_IDS in order', () => {
    const ids = NICHES.map((niche) => niche.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...NICHE_IDS]);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('when the titles are read, then they are the spec names', () => {
    expect(NICHES.map((niche) => niche.title)).toContain('Fitness & Health Accounts');
    expect(NICHES.map((niche) => niche.title)).toContain('E-commerce Accounts');
  });

  it('when an unknown niche is parsed, then the schema rejects it', () => {
    expect(NicheIdSchema.safeParse('fitness-health').success).toBe(true);
    expect(NicheIdSchema.safeParse('Fitness & Health Accounts').success).toBe(false);
    expect(NicheIdSchema.safeParse('gaming').success).toBe(false);
  });
});

describe('brand profile enums', () => {
  it('when content goals are read, then they are the six spec values', () => {
    expect(CONTENT_GOALS).toEqual([
      'grow_audience',
      'build_personal_brand',
      'sell_products_services',
      'educate_share_knowledge',
      'entertain_inspire',
      'other',
    ]);
    expect(ContentGoalSchema.safeParse('go_viral').success).toBe(false);
  });

  it('when voice tones are read, then each label has its spec display name', () => {
    expect(VOICE_TONES.map((tone) => tone.label)).toEqual([...VOICE_TONE_LABELS]);
    const names = Object.fromEntries(VOICE_TONES.map((tone) => [tone.label, tone.displayName]));
    expect(names).toEqual({
      friendly: 'Friendly & conversational',
      professional: 'Professional & informative',
      playful: 'Playful & sarcastic',
      motivational: 'Motivational & inspiring',
      chill: 'Chill & aesthetic',
      ai: 'Let AI decide for me',
    });
    expect(VoiceToneLabelSchema.safeParse('angry').success).toBe(false);
  });

  it('when content types are read, then the defaults are videos and static and all are known', () => {
    expect(CONTENT_TYPES.map((type) => type.id)).toEqual([...CONTENT_TYPE_IDS]);
    expect(DEFAULT_CONTENT_TYPES).toEqual(['videos', 'static']);
    for (const id of DEFAULT_CONTENT_TYPES) expect(ContentTypeIdSchema.parse(id)).toBe(id);
    expect(ContentTypeIdSchema.safeParse('reels').success).toBe(false);
  });
});

describe('platforms', () => {
  it('when ids are read, then x is an alias of twitter and every id has a display name', () => {
    expect(PLATFORM_IDS).toHaveLength(11);
    expect(PLATFORM_IDS).toEqual(expect.arrayContaining(['x', 'whatsapp', 'twitter']));
    expect(PLATFORM_ALIASES.x).toBe('twitter');
    expect(CanonicalPlatformIdSchema.safeParse('x').success).toBe(false);
    expect(Object.keys(PLATFORM_DISPLAY_NAMES).sort()).toEqual([...PLATFORM_IDS].sort());
    expect(PlatformIdSchema.safeParse('myspace').success).toBe(false);
  });

  it('when direct upload is checked, then video platforms are a superset of image platforms', () => {
    expect(DIRECT_UPLOAD_PLATFORMS.image).toEqual(['facebook', 'twitter', 'linkedin', 'telegram']);
    expect(DIRECT_UPLOAD_PLATFORMS.video).toEqual(
      expect.arrayContaining([...DIRECT_UPLOAD_PLATFORMS.image, 'youtube', 'tiktok']),
    );
    expect(DIRECT_UPLOAD_PLATFORMS.video).toHaveLength(6);
    for (const id of DIRECT_UPLOAD_PLATFORMS.video) expect(CANONICAL_PLATFORM_IDS).toContain(id);
  });
});

describe('plans', () => {
  it('when plans are read, then Free costs 0 and Premium 29 dollars and is the one recommended', () => {
    expect(PLAN_IDS).toEqual(['free', 'premium']);
    expect(PLANS.free.priceCents).toBe(0);
    expect(PLANS.premium.priceCents).toBe(2900);
    expect(PLAN_IDS.filter((id) => PLANS[id].isRecommended)).toEqual(['premium']);
    expect(PlanIdSchema.safeParse('enterprise').success).toBe(false);
  });

  it('when the free limits are read, then they match the spec plan card', () => {
    expect(PLANS.free.limits).toMatchObject({
      maxVideos: 3,
      maxScriptWords: 500,
      maxVoiceNoteMinutes: 1,
      maxTemplates: 3,
      maxThemes: 2,
      maxVideoSeconds: 30,
      maxEnglishVoiceovers: 2,
      maxConnectedAccounts: 1,
      hasWatermark: true,
    });
    expect(PLANS.premium.limits.maxVideos).toBeNull();
    expect(PLANS.premium.limits.hasWatermark).toBe(false);
  });

  it('when feature keys are read, then each is a unique i18n key under its own plan', () => {
    for (const id of PLAN_IDS) {
      const keys = PLANS[id].featureKeys;
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(new RegExp(`^plans\\.${id}\\.features\\.\\w+$`));
    }
    expect(PLANS.free.featureKeys).toHaveLength(7);
    expect(PLANS.premium.featureKeys).toHaveLength(6);
  });
});

describe('credit packs', () => {
  it('when the seconds packs are read, then exactly one is the default and it is 1000 s', () => {
    const defaults = VIDEO_SECONDS_PACKS.filter((pack) => pack.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]?.seconds).toBe(1000);
    expect(defaults[0]?.isPopular).toBe(true);
  });

  it('when seconds pack prices are checked, then each is 9 cents a second in whole cents', () => {
    expect(VIDEO_SECOND_PRICE_CENTS).toBe(9);
    for (const pack of VIDEO_SECONDS_PACKS) {
      expect(Number.isInteger(pack.priceCents)).toBe(true);
      expect(pack.priceCents).toBe(pack.seconds * VIDEO_SECOND_PRICE_CENTS);
    }
    expect(VIDEO_SECONDS_PACKS[0]).toMatchObject({ seconds: 323, priceCents: 2907 });
  });

  it('when a purchase amount is parsed, then only existing pack sizes are accepted', () => {
    expect(VIDEO_SECONDS_PACKS.map((pack) => pack.seconds)).toEqual([
      ...VIDEO_SECONDS_PACK_AMOUNTS,
    ]);
    expect(VideoSecondsPackAmountSchema.safeParse(1000).success).toBe(true);
    expect(VideoSecondsPackAmountSchema.safeParse(999).success).toBe(false);
    expect(VideoSecondsPackAmountSchema.safeParse('1000').success).toBe(false);
  });
});

describe('limits', () => {
  it('when the posting frequency default is read, then it lies within its bounds', () => {
    const { postingFrequencyMin, postingFrequencyMax, postingFrequencyDefault } = PROFILE_LIMITS;
    expect([postingFrequencyMin, postingFrequencyDefault, postingFrequencyMax]).toEqual([1, 7, 50]);
    expect(AUTOPILOT_DEFAULTS).toEqual({
      enabled: false,
      approvePostsFirst: true,
      postingFrequency: 7,
    });
  });

  it('when auth limits are read, then codes have 6 digits and expire after 15 minutes', () => {
    expect(AUTH_LIMITS.verificationCodeLength).toBe(6);
    expect(AUTH_LIMITS.verificationCodeTtlMinutes).toBe(15);
    expect(AUTH_LIMITS.verificationCodeMaxAttempts).toBe(5);
    expect(AUTH_LIMITS.verificationCodeResendCooldownSeconds).toBe(60);
    expect(AUTH_LIMITS.passwordMinLength).toBe(8);
    expect(PASSWORD_STRENGTH.pointsPerRule * 4).toBe(PASSWORD_STRENGTH.strongMinScore);
  });

  it('when the logo rules are read, then 50 MB of six image types is allowed', () => {
    expect(PROFILE_LIMITS.logoMaxBytes).toBe(50 * 1024 * 1024);
    expect(PROFILE_LIMITS.logoMimeTypes).toHaveLength(6);
    for (const type of PROFILE_LIMITS.logoMimeTypes) expect(type).toMatch(/^image\//);
  });

  it('when connection timings are read, then polling is well inside the timeout', () => {
    const settings = ACCOUNT_CONNECTION_SETTINGS;
    expect(settings.sessionPollIntervalMs).toBeLessThan(settings.sessionTimeoutMs);
    expect([settings.popupWidthPx, settings.popupHeightPx]).toEqual([500, 650]);
    expect(UI_TIMINGS.nextStepDelayMs).toBe(600);
  });

  it('when calendar settings are read, then the strip covers 7 days and weeks start Monday', () => {
    const { dateStripDaysBefore, dateStripDaysAfter, dateStripDays } = CALENDAR_SETTINGS;
    expect(dateStripDaysBefore + 1 + dateStripDaysAfter).toBe(dateStripDays);
    expect(CALENDAR_SETTINGS.weekStartsOn).toBe(1);
    expect(CALENDAR_SETTINGS.hourPanelFirstHour).toBeLessThan(CALENDAR_SETTINGS.hourPanelLastHour);
  });

  it('when list paging is read, then the default limit does not exceed the cap', () => {
    expect(SCHEDULING_LIMITS.listDefaultPage).toBe(1);
    expect(SCHEDULING_LIMITS.listDefaultLimit).toBeLessThanOrEqual(SCHEDULING_LIMITS.listMaxLimit);
    expect(NOTIFICATION_LIMITS.badgeCap).toBe(99);
  });
});

describe('post statuses and types', () => {
  it('when statuses are read, then only finished or stopped posts are removable', () => {
    expect(SCHEDULED_POST_STATUSES).toEqual(
      expect.arrayContaining(['pending', 'completed', 'failed', 'cancelled', 'deleted']),
    );
    expect(REMOVABLE_POST_STATUSES).not.toContain('pending');
    expect(REMOVABLE_POST_STATUSES).not.toContain('completed');
    expect(Object.keys(POST_STATUS_COLORS).sort()).toEqual([...SCHEDULED_POST_STATUSES].sort());
    expect(ScheduledPostStatusSchema.safeParse('published').success).toBe(false);
  });

  it('when the post type is omitted, then the default is video', () => {
    expect(DEFAULT_POST_TYPE).toBe('video');
    expect(PostTypeSchema.safeParse('image').success).toBe(true);
    expect(PostTypeSchema.safeParse('gif').success).toBe(false);
  });
});
