import { z } from 'zod';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';

export const TEXT_MESSAGES = {
  controlCharacters: 'This text contains invisible control characters. Remove them and try again.',
  brokenCharacters: 'This text contains a broken character. Retype it and try again.',
} as const;

export const TEXT_MESSAGES_FR: FrenchCatalogue<typeof TEXT_MESSAGES> = {
  controlCharacters:
    'Ce texte contient des caractères de contrôle invisibles. Supprimez-les et réessayez.',
  brokenCharacters: 'Ce texte contient un caractère cassé. Retapez-le et réessayez.',
};

/**
 * C0 controls, DEL and C1 controls. Multi-line text keeps tab, line feed and carriage return
 * (a CRLF from an API client is still a line break); one-line text keeps none of them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface UserTextOptions {
  /** Allows tab and line breaks (a message, a description); names and titles are one line. */
  multiline?: boolean;
  /** The message when the value is missing or not a string. */
  error?: string;
}

/** True when the text can be stored and shown as it is: no control character, no lone surrogate. */
export function isCleanText(value: string, { multiline = false } = {}): boolean {
  const controls = multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS;
  return !controls.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * The string schema of every text a user writes and we store (names, keywords, styles, contact
 * fields): NUL and other control characters and lone surrogates are refused with a 400, so
 * stored text is clean text. Chain `.trim()`, `.min()`, `.max()` on it as on `z.string()`.
 */
export function userText({ multiline = false, error }: UserTextOptions = {}) {
  const controls = multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS;
  return z
    .string(error ? { error } : undefined)
    .refine((value) => !controls.test(value), TEXT_MESSAGES.controlCharacters)
    .refine((value) => !LONE_SURROGATE.test(value), TEXT_MESSAGES.brokenCharacters);
}
