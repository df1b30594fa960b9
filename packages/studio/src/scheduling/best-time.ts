import {
  BEST_TIME_MESSAGES,
  BEST_TIME_SETTINGS,
  isKnownTimeZone,
  type BestTime,
  type BestTimeQuery,
  type ConnectablePlatformId,
} from '@postcraft/contracts';
import {
  listOwnPostEngagement,
  listPendingPostTimes,
  UserModel,
  type OwnerId,
} from '@postcraft/data';
import { AppError } from '../app-error.js';
import { chooseSlot } from './choose-slot.js';
import { platformPreference, type PlatformPreference } from './platform-preference.js';

export { chooseSlot, decidingPlatform } from './choose-slot.js';
export {
  platformPreference,
  type PlatformPreference,
  type PublishedFigures,
} from './platform-preference.js';

const DAY_MS = 24 * 60 * 60_000;

/** The zone the owner's times are in: their profile's, UTC until they have one. */
export async function ownerTimeZone(ownerId: OwnerId): Promise<string> {
  const user = await UserModel.findById(ownerId, { timeZone: 1 }).lean().exec();
  const zone = user?.timeZone;
  return zone && isKnownTimeZone(zone) ? zone : 'UTC';
}

/**
 * Each platform's best weekday × hour in `timeZone`, from the owner's own engagement over the
 * last BEST_TIME_SETTINGS.lookbackDays days before `now` (or the published default).
 */
export async function loadPlatformPreferences(
  ownerId: OwnerId,
  platforms: readonly ConnectablePlatformId[],
  timeZone: string,
  now: Date,
): Promise<PlatformPreference[]> {
  const figures = await listOwnPostEngagement(
    ownerId,
    platforms,
    new Date(now.getTime() - BEST_TIME_SETTINGS.lookbackDays * DAY_MS),
  );
  return platforms.map((platform) =>
    platformPreference(
      platform,
      figures.filter((figure) => figure.platform === platform),
      timeZone,
    ),
  );
}

/**
 * "Let Postcraft choose": for each platform its best weekday × hour (the owner's own engagement
 * in their zone, or the published default), and one free slot after `after` that suits them.
 */
export async function findBestTime(
  ownerId: OwnerId,
  query: BestTimeQuery,
  now: Date = new Date(),
): Promise<BestTime> {
  const after = query.after && query.after > now ? query.after : now;
  if (after.getTime() - now.getTime() > BEST_TIME_SETTINGS.maxAfterDays * DAY_MS) {
    throw new AppError('validation_failed', BEST_TIME_MESSAGES.afterTooFar);
  }
  const timeZone = await ownerTimeZone(ownerId);
  const [preferences, taken] = await Promise.all([
    loadPlatformPreferences(ownerId, query.platforms, timeZone, now),
    listPendingPostTimes(
      ownerId,
      new Date(after.getTime() - DAY_MS),
      new Date(after.getTime() + (BEST_TIME_SETTINGS.searchDays + 2) * DAY_MS),
    ),
  ]);

  const { at, reason } = chooseSlot(preferences, after, taken, timeZone);
  return {
    scheduledTime: at.toISOString(),
    timeZone,
    reason,
    perPlatform: preferences.map(({ score: _score, ...best }) => best),
  };
}
