import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_DELETION_MESSAGES_FR,
  AUTH_MESSAGES,
  AUTH_MESSAGES_FR,
} from '../auth/auth.schemas.js';
import { BEST_TIME_MESSAGES, BEST_TIME_MESSAGES_FR } from '../analytics/best-time.schemas.js';
import { CONNECTION_MESSAGES, CONNECTION_MESSAGES_FR } from '../connections/connections.schemas.js';
import {
  SANDBOX_CONSENT_MESSAGES,
  SANDBOX_CONSENT_MESSAGES_FR,
} from '../connections/sandbox-consent.messages.js';
import { CONTACT_MESSAGES, CONTACT_MESSAGES_FR } from '../contact/contact.schemas.js';
import { API_ERROR_MESSAGES, API_ERROR_MESSAGES_FR } from '../errors/api-error.messages.js';
import { GENERATION_MESSAGES, GENERATION_MESSAGES_FR } from '../generation/generation.schemas.js';
import { SCHEDULING_MESSAGES, SCHEDULING_MESSAGES_FR } from '../scheduling/scheduling.messages.js';
import { STYLE_MESSAGES, STYLE_MESSAGES_FR } from '../styles/styles.schemas.js';
import { TEXT_MESSAGES, TEXT_MESSAGES_FR } from '../text/user-text.js';
import { LOGO_MESSAGES, LOGO_MESSAGES_FR } from '../user/logo-upload.schemas.js';
import { BRAND_PHOTO_MESSAGES, BRAND_PHOTO_MESSAGES_FR } from '../user/brand-photos.schemas.js';
import { TRANSCRIBE_MESSAGES, TRANSCRIBE_MESSAGES_FR } from '../generation/transcribe.schemas.js';
import {
  VIDEO_GENERATION_MESSAGES,
  VIDEO_GENERATION_MESSAGES_FR,
} from '../generation/video-generation.schemas.js';
import {
  REEL_REASONS,
  REEL_REASONS_FR,
  REELS_MESSAGES,
  REELS_MESSAGES_FR,
} from '../generation/reels.schemas.js';
import { PROFILE_MESSAGES, PROFILE_MESSAGES_FR } from '../user/user.schemas.js';
import { PAYMENT_MESSAGES, PAYMENT_MESSAGES_FR } from '../payments/payments.schemas.js';
import { PLAN_LIMIT_MESSAGES, PLAN_LIMIT_MESSAGES_FR } from '../payments/plan-limit.messages.js';
import { AUTOPILOT_MESSAGES, AUTOPILOT_MESSAGES_FR } from '../autopilot/autopilot.schemas.js';
import { API_KEY_MESSAGES, API_KEY_MESSAGES_FR } from '../developers/api-keys.schemas.js';
import { WEBHOOK_MESSAGES, WEBHOOK_MESSAGES_FR } from '../developers/webhooks.schemas.js';
import type { MailLanguage } from '../mail/mail-language.js';
import {
  messageTranslator,
  type CataloguePair,
  type MessageTranslator,
} from './message-catalogue.js';

/** Every catalogue whose text the API answers, with its French twin. A new catalogue joins here. */
export const API_MESSAGE_CATALOGUES: readonly CataloguePair[] = [
  { name: 'API_ERROR_MESSAGES', en: API_ERROR_MESSAGES, fr: API_ERROR_MESSAGES_FR },
  { name: 'TEXT_MESSAGES', en: TEXT_MESSAGES, fr: TEXT_MESSAGES_FR },
  { name: 'AUTH_MESSAGES', en: AUTH_MESSAGES, fr: AUTH_MESSAGES_FR },
  {
    name: 'ACCOUNT_DELETION_MESSAGES',
    en: ACCOUNT_DELETION_MESSAGES,
    fr: ACCOUNT_DELETION_MESSAGES_FR,
  },
  { name: 'PROFILE_MESSAGES', en: PROFILE_MESSAGES, fr: PROFILE_MESSAGES_FR },
  { name: 'LOGO_MESSAGES', en: LOGO_MESSAGES, fr: LOGO_MESSAGES_FR },
  { name: 'STYLE_MESSAGES', en: STYLE_MESSAGES, fr: STYLE_MESSAGES_FR },
  { name: 'CONTACT_MESSAGES', en: CONTACT_MESSAGES, fr: CONTACT_MESSAGES_FR },
  { name: 'CONNECTION_MESSAGES', en: CONNECTION_MESSAGES, fr: CONNECTION_MESSAGES_FR },
  {
    name: 'SANDBOX_CONSENT_MESSAGES',
    en: SANDBOX_CONSENT_MESSAGES,
    fr: SANDBOX_CONSENT_MESSAGES_FR,
  },
  { name: 'SCHEDULING_MESSAGES', en: SCHEDULING_MESSAGES, fr: SCHEDULING_MESSAGES_FR },
  { name: 'GENERATION_MESSAGES', en: GENERATION_MESSAGES, fr: GENERATION_MESSAGES_FR },
  { name: 'BRAND_PHOTO_MESSAGES', en: BRAND_PHOTO_MESSAGES, fr: BRAND_PHOTO_MESSAGES_FR },
  { name: 'TRANSCRIBE_MESSAGES', en: TRANSCRIBE_MESSAGES, fr: TRANSCRIBE_MESSAGES_FR },
  {
    name: 'VIDEO_GENERATION_MESSAGES',
    en: VIDEO_GENERATION_MESSAGES,
    fr: VIDEO_GENERATION_MESSAGES_FR,
  },
  { name: 'REELS_MESSAGES', en: REELS_MESSAGES, fr: REELS_MESSAGES_FR },
  { name: 'REEL_REASONS', en: REEL_REASONS, fr: REEL_REASONS_FR },
  { name: 'BEST_TIME_MESSAGES', en: BEST_TIME_MESSAGES, fr: BEST_TIME_MESSAGES_FR },
  { name: 'PAYMENT_MESSAGES', en: PAYMENT_MESSAGES, fr: PAYMENT_MESSAGES_FR },
  { name: 'PLAN_LIMIT_MESSAGES', en: PLAN_LIMIT_MESSAGES, fr: PLAN_LIMIT_MESSAGES_FR },
  { name: 'AUTOPILOT_MESSAGES', en: AUTOPILOT_MESSAGES, fr: AUTOPILOT_MESSAGES_FR },
  { name: 'API_KEY_MESSAGES', en: API_KEY_MESSAGES, fr: API_KEY_MESSAGES_FR },
  { name: 'WEBHOOK_MESSAGES', en: WEBHOOK_MESSAGES, fr: WEBHOOK_MESSAGES_FR },
];

/**
 * An English text of the catalogues above in the asked language (English texts no catalogue
 * holds come back as they are). Built lazily, once: the web app imports the contracts too and
 * never needs it.
 */
let translator: MessageTranslator | undefined;
export function translateApiMessage(text: string, language: MailLanguage): string {
  translator ??= messageTranslator(API_MESSAGE_CATALOGUES);
  return translator(text, language);
}
