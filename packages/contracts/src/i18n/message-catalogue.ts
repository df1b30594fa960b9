import type { MailLanguage } from '../mail/mail-language.js';

/**
 * What the API says to people, in English: a text, or a template (a function whose arguments
 * are shown as they are, such as a platform's name or a number of characters).
 */
export type MessageCatalogue = Readonly<Record<string, string | ((...args: never[]) => string)>>;

/**
 * The French twin of an English catalogue, key for key. A template gets its arguments as the
 * text they showed in the English message (the API translates the English text it answers).
 */
export type FrenchCatalogue<C extends MessageCatalogue> = {
  readonly [K in keyof C]: C[K] extends (...args: infer A) => string
    ? (...args: { [I in keyof A]: string }) => string
    : string;
};

export interface CataloguePair {
  readonly name: string;
  readonly en: MessageCatalogue;
  readonly fr: Readonly<Record<string, string | ((...args: string[]) => string)>>;
}

interface Template {
  readonly pattern: RegExp;
  /** For each capture group, in order, the index of the argument it holds. */
  readonly argumentOrder: readonly number[];
  readonly fr: (...args: string[]) => string;
}

/** Private-use characters: no message text contains them. */
const placeholder = (index: number) => `\ue000${index}\ue001`;
const PLACEHOLDER = /\ue000(\d+)\ue001/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads a template by calling it with placeholders: every argument must appear exactly once in
 * its text, so that a message it made can be read back into its arguments.
 */
function readTemplate(
  where: string,
  en: (...args: string[]) => string,
  fr: (...args: string[]) => string,
): Template {
  const arity = en.length;
  const text = en(...Array.from({ length: arity }, (_, index) => placeholder(index)));
  const argumentOrder = [...text.matchAll(PLACEHOLDER)].map((match) => Number(match[1]));
  if (
    argumentOrder.length !== arity ||
    new Set(argumentOrder).size !== arity ||
    text.replace(PLACEHOLDER, '').trim() === ''
  ) {
    throw new Error(`${where}: each argument must appear once, as it is, in the English text`);
  }
  const literals = text.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
  const pattern = new RegExp(`^${literals.map(escapeRegExp).join('([\\s\\S]+?)')}$`);
  return { pattern, argumentOrder, fr };
}

export type MessageTranslator = (text: string, language: MailLanguage) => string;

/**
 * One translator for every catalogue: English text in, the same message in the asked language
 * out. Errors and answers carry the English catalogue text, so the language is chosen once,
 * where the answer is written. A text no catalogue holds (a platform's own reason) stays as it
 * is. Built once at start; throws when a template cannot be read back or when one English text
 * has two different French translations.
 */
export function messageTranslator(pairs: readonly CataloguePair[]): MessageTranslator {
  const texts = new Map<string, string>();
  const templates: Template[] = [];
  for (const { name, en, fr } of pairs) {
    for (const [key, english] of Object.entries(en)) {
      const french = fr[key];
      const where = `${name}.${key}`;
      if (typeof english === 'string' && typeof french === 'string') {
        const known = texts.get(english);
        if (known !== undefined && known !== french) {
          throw new Error(`${where}: "${english}" already has another French translation`);
        }
        texts.set(english, french);
      } else if (typeof english === 'function' && typeof french === 'function') {
        templates.push(readTemplate(where, english as (...args: string[]) => string, french));
      } else {
        throw new Error(`${where}: the French twin must be of the same kind as the English`);
      }
    }
  }
  // The template with the most fixed text first, so a general one never takes a precise match.
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);

  return (text, language) => {
    if (language === 'en') return text;
    const french = texts.get(text);
    if (french !== undefined) return french;
    for (const { pattern, argumentOrder, fr } of templates) {
      const match = pattern.exec(text);
      if (!match) continue;
      const args: string[] = [];
      argumentOrder.forEach((argument, group) => (args[argument] = match[group + 1] ?? ''));
      return fr(...args);
    }
    return text;
  };
}
