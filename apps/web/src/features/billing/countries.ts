import { COUNTRY_CODES, type CountryCode } from '@postcraft/contracts';
import { dateLocale } from '../../lib/date-format';

export interface CountryOption {
  code: CountryCode;
  name: string;
}

/** A country's name in the interface language (Intl.DisplayNames), else its code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([dateLocale(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The billing form's countries (spec 000 §2), named in the interface language, sorted by name. */
export function countryOptions(language: string): CountryOption[] {
  const locale = dateLocale(language);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
