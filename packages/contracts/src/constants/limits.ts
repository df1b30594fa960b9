/*
 * Limits and timings of the product (section 9 of both spec documents, plus the numeric rules of
 * section 5). Every key names its unit: Ms, Seconds, Minutes, Days, Px, Bytes, Chars.
 */

/** Sign-up, login, verification and password rules. */
export const AUTH_LIMITS = {
  verificationCodeLength: 6,
  /** A verification code expires this long after it was sent. */
  verificationCodeTtlMinutes: 15,
  /** Wrong tries allowed before the code is burnt and a new one must be requested. */
  verificationCodeMaxAttempts: 5,
  /** At most one resend per this many seconds. */
  verificationCodeResendCooldownSeconds: 60,
  passwordMinLength: 8,
  /** Session lifetime when 'Remember me' is ticked; otherwise a browser-session cookie. */
  rememberMeDays: 7,
  socialTokenCookieDays: 7,
  /** Short-lived flag cookies (auth_refresh, auth_platform) set by the connection popup. */
  authFlagCookieSeconds: 60,
} as const;

/** Password strength meter: 25 points per rule met, four rules. */
export const PASSWORD_STRENGTH = {
  pointsPerRule: 25,
  /** Score thresholds of the labels; below mediumMinScore it is Weak. */
  mediumMinScore: 50,
  goodMinScore: 75,
  strongMinScore: 100,
} as const;

/** Brand profile and autopilot settings. */
export const PROFILE_LIMITS = {
  /** Posts per week. */
  postingFrequencyMin: 1,
  postingFrequencyMax: 50,
  postingFrequencyDefault: 7,
  /** 50 MB, counted in binary megabytes. */
  logoMaxBytes: 50 * 1024 * 1024,
  logoMimeTypes: [
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/svg+xml',
    'image/tiff',
    'image/bmp',
  ],
  defaultBrandColor: '#000000',
} as const;

export const AUTOPILOT_DEFAULTS = {
  enabled: false,
  approvePostsFirst: true,
  postingFrequency: PROFILE_LIMITS.postingFrequencyDefault,
} as const;

/** The social-account connection popup and the connected-accounts list. */
export const ACCOUNT_CONNECTION_SETTINGS = {
  popupWidthPx: 500,
  popupHeightPx: 650,
  sessionPollIntervalMs: 1000,
  sessionTimeoutMs: 30_000,
  authRefreshCheckIntervalMs: 1000,
  popupCloseOnErrorMs: 100,
  popupCloseOnSuccessMs: 500,
  popupFallbackRedirectMs: 2000,
  refetchAfterDialogCloseMs: 300,
  /** The list scrolls when it holds more accounts than this. */
  listScrollThreshold: 4,
  listMaxHeightPx: 300,
} as const;

/** Transitions, redirect delays, toasts and notices of the web app. */
export const UI_TIMINGS = {
  pageLeaveFadeMs: 300,
  pageEnterMs: 500,
  transitionSlowMs: 700,
  /** After sign-up, before the verification screen. */
  redirectAfterSignupMs: 1000,
  /** After saving niche, content or keyword settings; also after deleting a post. */
  redirectAfterSettingsSaveMs: 1200,
  /** After verification, password reset, or the 'No account found' banner. */
  redirectAfterAuthMs: 1500,
  /** After saving the voice tone. */
  redirectAfterVoiceSaveMs: 2500,
  toastShortMs: 2000,
  toastMediumMs: 3000,
  toastLongMs: 5000,
  /** Error banners of the payment modals clear after this. */
  errorBannerMs: 5000,
  /** The credit purchase modal closes this long after a successful payment. */
  purchaseModalCloseMs: 2000,
  nextStepDelayMs: 600,
  rescheduleRedirectMs: 800,
  deleteRedirectMs: 1200,
  successToastMs: 2500,
  /** Discard and Save Style notices on the result screen. */
  noticeMs: 4000,
  calendarMessageMs: 2000,
} as const;

/** The 'Generating...' progress bar. */
export const GENERATION_PROGRESS = {
  /** Duration of the time-based bar started from the generation options screen. */
  durationMs: 10_000,
  /** Otherwise the bar advances stepPercent every stepIntervalMs. */
  stepPercent: 1,
  stepIntervalMs: 30,
} as const;

/** Language of the speech-to-text recorder. */
export const SPEECH_RECOGNITION_LANGUAGE = 'en-US';

export const SCHEDULING_LIMITS = {
  /** A new schedule defaults to the next day at 12:00 local time. */
  defaultDayOffset: 1,
  defaultHour: 12,
  defaultMinute: 0,
  listDefaultPage: 1,
  listDefaultLimit: 50,
  /** Not in the spec: a cap so that one request cannot read a whole collection. */
  listMaxLimit: 100,
  /**
   * Not in the spec: a post is scheduled (or moved) at most this many days ahead, so a typo in
   * the year does not park a job for decades.
   */
  maxAheadDays: 365,
} as const;

export const CALENDAR_SETTINGS = {
  /** 0 is Sunday, 1 is Monday (the Date#getDay numbering). */
  weekStartsOn: 1,
  /** A week cell shows this many posts before '+N more'. */
  weekCellMaxPosts: 3,
  dateStripDays: 7,
  dateStripDaysBefore: 2,
  dateStripDaysAfter: 4,
  /** Hour panel of the date strip: rows from 08:00 to 23:00 at most. */
  hourPanelFirstHour: 8,
  hourPanelLastHour: 23,
  hourPanelMinRows: 16,
  hourPanelWidthPx: 300,
  postCardCaptionLines: 3,
  postCardThumbnailPx: 40,
  /** Not in the spec: how long Undo is offered after a post is dropped on another day or hour. */
  dropUndoMs: 5000,
} as const;

export const NOTIFICATION_LIMITS = {
  /** Above this the badge reads '99+'. */
  badgeCap: 99,
  dropdownMaxItems: 10,
  dropdownTypes: ['post_published', 'post_failed'],
  dropdownWidthPx: 400,
  dropdownMaxHeightPx: 600,
  captionPreviewChars: 180,
  maxPlatformIcons: 4,
  /** Relative times: 'Xm ago' under this many minutes, then 'Xh ago' under relativeHoursUntil. */
  relativeMinutesUntil: 60,
  relativeHoursUntil: 24,
} as const;

/** socket.io client options; ping interval and timeout come from the server. */
export const SOCKET_SETTINGS = {
  transports: ['websocket', 'polling'],
  reconnectionAttempts: 5,
  reconnectionDelayMs: 1000,
} as const;

export const MEDIA_LIMITS = {
  /** File extensions recognised as video when only a URL is known. */
  videoExtensions: ['mp4', 'webm', 'ogg', 'mov', 'm4v'],
} as const;

/** The contact form (landing page TALK TO US and /contact). */
export const CONTACT_LIMITS = {
  nameMaxChars: 100,
  messageMinChars: 10,
  messageMaxChars: 5000,
  companyMaxChars: 120,
  /**
   * Days a message is kept before the worker deletes it, unless CONTACT_RETENTION_DAYS says
   * otherwise (GET /api/site publishes the configured figure for the privacy policy).
   */
  retentionDaysDefault: 365,
} as const;
