import { z } from 'zod';
import { userText } from '../text/user-text.js';
import { EmailSchema } from '../auth/auth.schemas.js';
import { CONTACT_LIMITS } from '../constants/limits.js';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';

/** What a visitor can write to us about (the form's topic select); 'general' when left out. */
export const CONTACT_TOPICS = [
  'general',
  'sales',
  'support',
  'billing',
  'partnership',
  'privacy',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name is limited to ${CONTACT_LIMITS.nameMaxChars} characters.`,
  messageTooShort: `Please write at least ${CONTACT_LIMITS.messageMinChars} characters.`,
  messageTooLong: `Your message is limited to ${CONTACT_LIMITS.messageMaxChars} characters.`,
  companyTooLong: `The company name is limited to ${CONTACT_LIMITS.companyMaxChars} characters.`,
  unknownTopic: 'Choose one of the topics.',
  sent: 'Thanks! Your message is on its way; we will reply by email.',
} as const;

export const CONTACT_MESSAGES_FR: FrenchCatalogue<typeof CONTACT_MESSAGES> = {
  nameRequired: 'Veuillez saisir votre nom.',
  nameTooLong: `Votre nom est limité à ${CONTACT_LIMITS.nameMaxChars} caractères.`,
  messageTooShort: `Veuillez écrire au moins ${CONTACT_LIMITS.messageMinChars} caractères.`,
  messageTooLong: `Votre message est limité à ${CONTACT_LIMITS.messageMaxChars} caractères.`,
  companyTooLong: `Le nom de l'entreprise est limité à ${CONTACT_LIMITS.companyMaxChars} caractères.`,
  unknownTopic: "Choisissez l'un des sujets.",
  sent: 'Merci ! Votre message est en route ; nous vous répondrons par e-mail.',
};

/**
 * POST /api/contact (public: the landing page's TALK TO US and the /contact page). Unknown keys
 * are dropped. Answers 201 `{ message }` (MessageResponseSchema) once the message is stored.
 */
export const ContactBodySchema = z.object({
  name: userText({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT_LIMITS.nameMaxChars, CONTACT_MESSAGES.nameTooLong),
  email: EmailSchema,
  message: userText({ multiline: true, error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.messageMinChars, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_LIMITS.messageMaxChars, CONTACT_MESSAGES.messageTooLong),
  company: userText()
    .trim()
    .max(CONTACT_LIMITS.companyMaxChars, CONTACT_MESSAGES.companyTooLong)
    .optional()
    .default(''),
  topic: z
    .enum(CONTACT_TOPICS, { error: CONTACT_MESSAGES.unknownTopic })
    .optional()
    .default('general'),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export type ContactBodyInput = z.input<typeof ContactBodySchema>;
