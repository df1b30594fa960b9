import type { BestTimeReason, PlatformBestTime } from '@postcraft/contracts';
import type { TFunction } from 'i18next';
import { createDateFormat } from '../../lib/date-format';
import { getPlatformName } from '../connections/platform-names';

const WEEKDAYS_MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];

/** Plural weekday names by Date#getDay number (0 is Sunday). */
const DAY_KEYS = [
  'studio.bestTime.days.0',
  'studio.bestTime.days.1',
  'studio.bestTime.days.2',
  'studio.bestTime.days.3',
  'studio.bestTime.days.4',
  'studio.bestTime.days.5',
  'studio.bestTime.days.6',
] as const;

/** A wall-clock hour (0–23) on the language's clock: '6 PM' (en), '18:00' (fr). */
export const hourText = (hour: number, language: string) =>
  createDateFormat(language, 'UTC').hourLabel(hour);

/** 'Tuesdays and Wednesdays', 'weekdays', 'les mardis et les mercredis'. */
export function daysText(days: readonly number[], t: TFunction, language: string): string {
  const sorted = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  if (sorted.join() === WEEKDAYS_MONDAY_TO_FRIDAY.join()) return t('studio.bestTime.weekdays');
  const names = sorted.map((day) => t(DAY_KEYS[day]!));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** Why Postcraft chose the time, in a sentence (the deciding platform's figures or default). */
export function describeReason(reason: BestTimeReason, t: TFunction, language: string): string {
  const platform = getPlatformName(reason.platform);
  const base =
    reason.kind === 'own_data'
      ? t('studio.bestTime.ownData', {
          count: reason.postCount,
          platform,
          days: daysText([reason.weekday], t, language),
          time: hourText(reason.hour, language),
        })
      : t('studio.bestTime.defaults', {
          count: reason.postCount,
          minimum: reason.minimumPosts,
          platform,
          days: daysText(reason.days, t, language),
          time: hourText(reason.hour, language),
        });
  return reason.isBestTaken ? `${base} ${t('studio.bestTime.bestTaken')}` : base;
}

/** 'LinkedIn: Tuesdays and Wednesdays around 10:00 (usual time)'. */
export function describePlatformBest(
  best: PlatformBestTime,
  t: TFunction,
  language: string,
): string {
  return t(best.source === 'own_data' ? 'studio.bestTime.perOwn' : 'studio.bestTime.perDefault', {
    platform: getPlatformName(best.platform),
    days: daysText(best.days, t, language),
    time: hourText(best.hour, language),
  });
}
