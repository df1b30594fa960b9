import {
  BEST_TIME_MESSAGES,
  BEST_TIME_SETTINGS,
  isKnownTimeZone,
  type BestTime,
  type BestTimeQuery,
} from '@postcraft/contracts';
import {
  listOwnPostEngagement,
  listPendingPostTimes,
  UserModel,
  type OwnerId,
} from '@postcraft/data';
import { AppError } from '../../lib/app-error.js';
import { chooseSlot } from './choose-slot.js';
import { platformPreference } from './platform-preference.js';

const DAY_MS = 24 * 60 * 60_000;

/** The zone the owner's times are in: their profile's, UTC until they have one. */
async function ownerTimeZone(ownerId: OwnerId): Promise<string> {
  const user = await UserModel.findById(ownerId, { timeZone: 1 }).lean().exec();
  const zone = user?.timeZone;
  return zone && isKnownTimeZone(zone) ? zone : 'UTC';
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
  const [figures, taken] = await Promise.all([
    listOwnPostEngagement(
      ownerId,
      query.platforms,
      new Date(now.getTime() - BEST_TIME_SETTINGS.lookbackDays * DAY_MS),
    ),
    listPendingPostTimes(
      ownerId,
      new Date(after.getTime() - DAY_MS),
      new Date(after.getTime() + (BEST_TIME_SETTINGS.searchDays + 2) * DAY_MS),
    ),
  ]);

  const preferences = query.platforms.map((platform) =>
    platformPreference(
      platform,
      figures.filter((figure) => figure.platform === platform),
      timeZone,
    ),
  );
  const { at, reason } = chooseSlot(preferences, after, taken, timeZone);
  return {
    scheduledTime: at.toISOString(),
    timeZone,
    reason,
    perPlatform: preferences.map(({ score: _score, ...best }) => best),
  };
}
