import { useCurrentUser } from './use-auth';

/** The browser's IANA time zone (such as Europe/Paris). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The zone in which the signed-in user's times are shown and chosen: the one stored in their
 * profile, else the browser's.
 */
export function useTimeZone(): string {
  return useCurrentUser().data?.timeZone ?? browserTimeZone();
}
