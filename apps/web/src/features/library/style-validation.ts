import { STYLE_LIMITS } from '@postcraft/contracts';

/** What is wrong with a style field, as a key of `library.errors` and the limit it mentions. */
export type StyleFieldError =
  | { key: 'nameRequired' | 'urlRequired' | 'urlInvalid' }
  | { key: 'nameTooLong' | 'descriptionTooLong'; max: number };

export function validateStyleName(name: string): StyleFieldError | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return { key: 'nameRequired' };
  if (trimmed.length > STYLE_LIMITS.nameMaxChars) {
    return { key: 'nameTooLong', max: STYLE_LIMITS.nameMaxChars };
  }
  return undefined;
}

export function validateStyleDescription(description: string): StyleFieldError | undefined {
  if (description.trim().length > STYLE_LIMITS.descriptionMaxChars) {
    return { key: 'descriptionTooLong', max: STYLE_LIMITS.descriptionMaxChars };
  }
  return undefined;
}

/** The address of a clone: a full http(s) address with a domain name, as the server requires. */
export function validateSourceUrl(value: string): StyleFieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return { key: 'urlRequired' };
  if (trimmed.length > STYLE_LIMITS.sourceUrlMaxChars) return { key: 'urlInvalid' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { key: 'urlInvalid' };
  }
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
  const hasDomain = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(url.hostname);
  return isWeb && hasDomain ? undefined : { key: 'urlInvalid' };
}

/** The host of a clone's address, for its card ('instagram.com'). */
export function readHost(sourceUrl: string | null): string | null {
  if (!sourceUrl) return null;
  try {
    return new URL(sourceUrl).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}
