import { AUTH_LIMITS, PASSWORD_STRENGTH } from '@postcraft/contracts';

/** The four rules of the strength meter, in the order their hints are shown. */
export const PASSWORD_RULES = ['length', 'uppercase', 'lowercase', 'numberOrSymbol'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export type PasswordStrengthLabel = 'weak' | 'medium' | 'good' | 'strong';

export interface PasswordStrength {
  /** 0 to 100, 25 points per rule met. */
  score: number;
  label: PasswordStrengthLabel;
  /** Rules not met yet, in display order. */
  unmetRules: PasswordRule[];
}

const RULE_CHECKS: Record<PasswordRule, (password: string) => boolean> = {
  length: (password) => [...password].length >= AUTH_LIMITS.passwordMinLength,
  uppercase: (password) => /\p{Lu}/u.test(password),
  lowercase: (password) => /\p{Ll}/u.test(password),
  // Digits, punctuation and symbols of any script; letters and spaces do not count.
  numberOrSymbol: (password) => /[\p{N}\p{P}\p{S}]/u.test(password),
};

export function getStrengthLabel(score: number): PasswordStrengthLabel {
  if (score >= PASSWORD_STRENGTH.strongMinScore) return 'strong';
  if (score >= PASSWORD_STRENGTH.goodMinScore) return 'good';
  if (score >= PASSWORD_STRENGTH.mediumMinScore) return 'medium';
  return 'weak';
}

/** Scores a password for the meter (spec section 5). Strength never blocks a submission. */
export function scorePassword(password: string): PasswordStrength {
  const unmetRules = PASSWORD_RULES.filter((rule) => !RULE_CHECKS[rule](password));
  const score = (PASSWORD_RULES.length - unmetRules.length) * PASSWORD_STRENGTH.pointsPerRule;
  return { score, label: getStrengthLabel(score), unmetRules };
}
