import type { FrenchCatalogue } from '../i18n/message-catalogue.js';

/**
 * What the Sandbox platform's consent page says when it refuses a consent: the request is
 * unknown or over, or the form was sent from a browser other than the one that opened it.
 */
export const SANDBOX_CONSENT_MESSAGES = {
  requestExpired: 'This authorisation request expired. Close this window and try again.',
  otherBrowser:
    'This authorisation request was opened in another browser, or this browser refused its cookie. Close this window and connect the account again.',
} as const;

export const SANDBOX_CONSENT_MESSAGES_FR: FrenchCatalogue<typeof SANDBOX_CONSENT_MESSAGES> = {
  requestExpired: "Cette demande d'autorisation a expiré. Fermez cette fenêtre et réessayez.",
  otherBrowser:
    "Cette demande d'autorisation a été ouverte dans un autre navigateur, ou ce navigateur a refusé son cookie. Fermez cette fenêtre et connectez le compte à nouveau.",
};
