import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../features/auth/use-time-zone';
import { createDateFormat, type DateFormat } from './date-format';

/** The date formatters of the interface language, in the signed-in user's time zone. */
export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  const zone = useTimeZone();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => createDateFormat(language, zone), [language, zone]);
}
