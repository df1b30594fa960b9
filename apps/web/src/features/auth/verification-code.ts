import { AUTH_LIMITS } from '@postcraft/contracts';

export const CODE_LENGTH = AUTH_LIMITS.verificationCodeLength;

/** One entry per box: a single digit or ''. */
export type CodeDigits = readonly string[];

export const EMPTY_CODE: CodeDigits = Array.from({ length: CODE_LENGTH }, () => '');

/** Pasted text as the code's digits: everything but digits dropped, cut to the code length. */
export function sanitizePastedCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** A pasted code fills the boxes from the first one; boxes it does not reach are emptied. */
export function digitsFromPaste(text: string): CodeDigits {
  const digits = sanitizePastedCode(text);
  return EMPTY_CODE.map((_, index) => digits[index] ?? '');
}

export function isCodeComplete(digits: CodeDigits): boolean {
  return digits.length === CODE_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}
