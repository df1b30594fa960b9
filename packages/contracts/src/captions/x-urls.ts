import { X_COUNTRY_TLDS, X_GENERIC_TLDS } from './x-top-level-domains.js';

/**
 * Where X sees links in a text, as twitter-text 3.1's extractUrlsWithIndices finds them (its
 * patterns, rebuilt here so that the browser need not load the library). The patterns work on
 * UTF-16 code units, as the library's do, so they carry no `u` flag.
 */

const SPACES =
  '\\x09-\\x0D\\x20\\x85\\xA0\\u1680\\u180E\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000';
const INVALID_CHARS = '\\uFFFE\\uFEFF\\uFFFF';
const DIRECTIONAL_MARKERS = '\\u202A-\\u202E\\u061C\\u200E\\u200F\\u2066\\u2067\\u2068\\u2069';
const PUNCTUATION = "\\!'#%&'\\(\\)*\\+,\\\\\\-\\.\\/:;<=>\\?@\\[\\]\\^_{|}~\\$";
const LATIN_ACCENTS =
  '\\xC0-\\xD6\\xD8-\\xF6\\xF8-\\xFF\\u0100-\\u024F\\u0253\\u0254\\u0256\\u0257\\u0259\\u025B' +
  '\\u0263\\u0268\\u026F\\u0272\\u0289\\u028B\\u02BB\\u0300-\\u036F\\u1E00-\\u1EFF';
const CYRILLIC = '\\u0400-\\u04FF';

const tldPattern = (list: string) =>
  `(?:(?:${list.trim().split(/\s+/).join('|')})(?=[^0-9a-zA-Z@+-]|$))`;
const TLD = `(?:${tldPattern(X_GENERIC_TLDS)}|${tldPattern(X_COUNTRY_TLDS)}|(?:xn--[\\-0-9a-z]+))`;

const DOMAIN_CHAR = `[^${PUNCTUATION}${SPACES}${INVALID_CHARS}${DIRECTIONAL_MARKERS}]`;
const SUBDOMAIN = `(?:(?:${DOMAIN_CHAR}(?:[_-]|${DOMAIN_CHAR})*)?${DOMAIN_CHAR}\\.)`;
const DOMAIN_NAME = `(?:(?:${DOMAIN_CHAR}(?:-|${DOMAIN_CHAR})*)?${DOMAIN_CHAR}\\.)`;
const DOMAIN = `(?:${SUBDOMAIN}*${DOMAIN_NAME}${TLD})`;

const PATH_CHAR = `[a-z${CYRILLIC}0-9!\\*';:=\\+,\\.\\$\\/%#\\[\\]\\-\\u2013_~@\\|&${LATIN_ACCENTS}]`;
const BALANCED_PARENS = `\\((?:${PATH_CHAR}+|(?:${PATH_CHAR}*\\(${PATH_CHAR}+\\)${PATH_CHAR}*))\\)`;
const PATH_END = `[\\+\\-a-z${CYRILLIC}0-9=_#\\/${LATIN_ACCENTS}]|(?:${BALANCED_PARENS})`;
const PATH = `(?:(?:${PATH_CHAR}*(?:${BALANCED_PARENS}${PATH_CHAR}*)*${PATH_END})|(?:@${PATH_CHAR}+\\/))`;
const QUERY_CHAR = "[a-z0-9!?\\*'@\\(\\);:&=\\+\\$\\/%#\\[\\]\\-_\\.,~|]";
const QUERY_END = '[a-z0-9\\-_&=#\\/]';
const PRECEDING = `(?:[^A-Za-z0-9@＠$#＃${INVALID_CHARS}]|[${DIRECTIONAL_MARKERS}]|^)`;

/** Groups: 1 preceding character, 2 URL, 3 protocol, 4 domain, 5 port, 6 path, 7 query. */
const URL_SOURCE =
  `(${PRECEDING})((https?:\\/\\/)?(${DOMAIN})(?::([0-9]+))?(\\/${PATH}*)?` +
  `(\\?${QUERY_CHAR}*${QUERY_END})?)`;
const ASCII_DOMAIN = new RegExp(`(?:(?:[\\-a-z0-9${LATIN_ACCENTS}]+)\\.)+${TLD}`, 'gi');
const TCO_URL = new RegExp(
  `^https?:\\/\\/t\\.co\\/([a-z0-9]+)(?:\\?${QUERY_CHAR}*${QUERY_END})?`,
  'i',
);
const INVALID_BEFORE_BARE_DOMAIN = /[-_./]$/;

const MAX_URL_LENGTH = 4096;
const MAX_TCO_SLUG_LENGTH = 40;
const MAX_DOMAIN_LABEL_LENGTH = 63;

/** A link's place in the text: [start, end) in UTF-16 code units. */
export type TextRange = readonly [start: number, end: number];

/**
 * twitter-text's domain check. It measures labels and URLs after punycode; here a label in
 * another script is measured as written, which differs only for labels of about 60 characters.
 */
function isValidUrl(url: string, protocol: string, domain: string): boolean {
  if (domain.startsWith('xn--') && !domain.match(ASCII_DOMAIN)) return false;
  const labels = domain.split('.');
  if (labels.some((label) => label.length < 1 || label.length > MAX_DOMAIN_LABEL_LENGTH)) {
    return false;
  }
  return protocol.length + url.length <= MAX_URL_LENGTH;
}

/** The links X finds in `text`, with or without a protocol, in order. */
export function findXUrlRanges(text: string): TextRange[] {
  if (!text.includes('.')) return [];
  const ranges: Array<[number, number]> = [];
  const pattern = new RegExp(URL_SOURCE, 'gi');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const [, before = '', url = '', protocol, domain = '', , path] = match;
    const end = pattern.lastIndex;
    const start = end - url.length;
    if (!isValidUrl(url, protocol ?? 'https://', domain)) continue;

    if (protocol) {
      // A t.co link takes no path after its slug.
      const tco = TCO_URL.exec(url);
      if (tco && (tco[1]?.length ?? 0) > MAX_TCO_SLUG_LENGTH) continue;
      ranges.push([start, tco ? start + tco[0].length : end]);
      continue;
    }

    // Without a protocol, only the ASCII domains inside count, the last one with the path.
    if (INVALID_BEFORE_BARE_DOMAIN.test(before)) continue;
    let last: [number, number] | null = null;
    let asciiEnd = 0;
    for (const [ascii] of domain.matchAll(ASCII_DOMAIN)) {
      const asciiStart = domain.indexOf(ascii, asciiEnd);
      asciiEnd = asciiStart + ascii.length;
      last = [start + asciiStart, start + asciiEnd];
      ranges.push(last);
    }
    if (last && path) last[1] = end;
  }
  return ranges;
}
