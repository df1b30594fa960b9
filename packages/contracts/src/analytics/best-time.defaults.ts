import type { ConnectablePlatformId } from '../connections/connections.schemas.js';

/** 0 is Sunday … 6 is Saturday (the Date#getDay numbering). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A platform's commonly published best time: these days, around this hour, audience's time. */
export interface BestTimeDefault {
  days: readonly Weekday[];
  /** Hour of the day (0–23) in the audience's time zone. */
  hour: number;
}

/**
 * Where the defaults come from. They are the commonly published figures of the yearly studies
 * of scheduling tools (Sprout Social's "Best times to post on social media" 2023, engagement of
 * 30,000+ customers' posts, in each audience's local time; Hootsuite's and HubSpot's studies for
 * YouTube and Pinterest, which Sprout does not cover), each window narrowed to one hour near its
 * start. They are a starting point only: once a user has enough posts with engagement on a
 * platform, their own figures replace them. Telegram, WhatsApp, Snapchat and the Sandbox have no
 * published study; they take the rule the studies share across platforms (mid-week mornings).
 */
export const BEST_TIME_DEFAULTS_SOURCE =
  "Sprout Social, Best times to post on social media (2023, local time); Hootsuite and HubSpot studies for YouTube and Pinterest; the studies' shared mid-week morning rule where no study exists.";

const MIDWEEK_MORNING: BestTimeDefault = { days: [2, 3, 4], hour: 10 };

export const BEST_TIME_DEFAULTS: Readonly<Record<ConnectablePlatformId, BestTimeDefault>> = {
  // Sprout 2023: Monday to Thursday, 08:00 to 13:00.
  facebook: { days: [1, 2, 3, 4], hour: 9 },
  // Sprout 2023: Monday, Tuesday, Wednesday and Friday, late morning (10:00 to 13:00).
  instagram: { days: [1, 2, 3, 5], hour: 11 },
  // Sprout 2023: Tuesday to Friday from 09:00, tapering off around noon.
  twitter: { days: [2, 3, 4, 5], hour: 9 },
  // Sprout 2023: Tuesday and Wednesday, 10:00 to noon.
  linkedin: { days: [2, 3], hour: 10 },
  // Hootsuite and HubSpot: Thursday and Friday afternoons, ahead of the evening's viewing.
  youtube: { days: [4, 5], hour: 15 },
  // Sprout 2023: mid-week afternoons.
  tiktok: { days: [2, 3, 4], hour: 14 },
  // HubSpot and Hootsuite: evenings, Friday and Saturday best.
  pinterest: { days: [5, 6], hour: 20 },
  snapchat: MIDWEEK_MORNING,
  telegram: MIDWEEK_MORNING,
  whatsapp: MIDWEEK_MORNING,
  sandbox: MIDWEEK_MORNING,
};
