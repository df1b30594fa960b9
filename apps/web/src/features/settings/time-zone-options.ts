import { zoneOffsetLabel } from '../../lib/zoned-time';

export interface TimeZoneOption {
  zone: string;
  /** 'UTC+02:00' now. */
  offset: string;
  /** 'Europe/Paris (UTC+02:00)'. */
  label: string;
}

/** Every zone with its current offset, from the furthest west to the furthest east. */
export function buildTimeZoneOptions(zones: readonly string[], now = new Date()): TimeZoneOption[] {
  return zones
    .map((zone) => {
      const offset = zoneOffsetLabel(zone, now);
      return { zone, offset, label: `${zone.replaceAll('_', ' ')} (${offset})` };
    })
    .sort(
      (a, b) => offsetMinutes(a.offset) - offsetMinutes(b.offset) || a.zone.localeCompare(b.zone),
    );
}

function offsetMinutes(offset: string): number {
  const match = /UTC([+-])(\d{2}):(\d{2})/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The options matching what the user typed: every word in the zone's name (spaces or
 * underscores alike) or its offset ('paris', 'new york', '+02', 'utc-5'). The selected zone
 * always stays in the list.
 */
export function filterTimeZoneOptions(
  options: readonly TimeZoneOption[],
  search: string,
  selected: string,
): TimeZoneOption[] {
  const words = search.toLowerCase().replaceAll('_', ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter(({ zone, label }) => {
    if (zone === selected) return true;
    const haystack = label.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
