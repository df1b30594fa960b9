import { CONTACT_LIMITS } from '@postcraft/contracts';

export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;

/** What is wrong with a field, as a translation key and the numbers it mentions. */
export type ContactFieldError =
  | { key: 'nameRequired' | 'emailInvalid' }
  | { key: 'nameTooLong' | 'companyTooLong' | 'messageTooLong'; max: number }
  | { key: 'messageTooShort'; min: number };

export type ContactFormErrors = Partial<Record<ContactField, ContactFieldError>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's rules, checked on trimmed values before anything is sent. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  const name = values.name.trim();
  const company = values.company.trim();
  const message = values.message.trim();

  if (name === '') errors.name = { key: 'nameRequired' };
  else if (name.length > CONTACT_LIMITS.nameMaxChars) {
    errors.name = { key: 'nameTooLong', max: CONTACT_LIMITS.nameMaxChars };
  }
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = { key: 'emailInvalid' };
  if (company.length > CONTACT_LIMITS.companyMaxChars) {
    errors.company = { key: 'companyTooLong', max: CONTACT_LIMITS.companyMaxChars };
  }
  if (message.length < CONTACT_LIMITS.messageMinChars) {
    errors.message = { key: 'messageTooShort', min: CONTACT_LIMITS.messageMinChars };
  } else if (message.length > CONTACT_LIMITS.messageMaxChars) {
    errors.message = { key: 'messageTooLong', max: CONTACT_LIMITS.messageMaxChars };
  }
  return errors;
}

export function hasErrors(errors: ContactFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
