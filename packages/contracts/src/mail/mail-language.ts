/** The languages Postcraft writes mails in: those of the web interface. */
export const MAIL_LANGUAGES = ['en', 'fr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
export const DEFAULT_MAIL_LANGUAGE: MailLanguage = 'en';

/**
 * The language of the mails a request triggers, from its `Accept-Language` header: the web
 * client sends the interface's language (`fr` or `en`) on every call. French when the
 * highest-preference language is French (`fr`, `fr-CA`...), English otherwise (no header, `*`,
 * any other language).
 */
export function mailLanguageFromHeader(header: string | undefined): MailLanguage {
  if (!header) return DEFAULT_MAIL_LANGUAGE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const primary = ranges[0]?.tag.split('-')[0];
  return primary === 'fr' ? 'fr' : DEFAULT_MAIL_LANGUAGE;
}
