import type { MailLanguage } from '@postcraft/contracts';

/**
 * Every text of the payment Sandbox's pages, in the languages of the web interface. The
 * English set is the model of the others; card errors are Stripe's own wording.
 */
const EN = {
  badge: 'Payment Sandbox',
  card: {
    title: 'Card details',
    number: 'Card number',
    expiry: 'Expiration date (MM / YY)',
    expiryPlaceholder: 'MM / YY',
    cvc: 'Security code (CVC)',
    cvcPlaceholder: 'CVC',
    postalCode: 'Postal code',
    postalCodePlaceholder: 'Postal code',
    hint: 'Test card: 4242 4242 4242 4242, any future date, any CVC.',
    numberIncomplete: 'Your card number is incomplete.',
    numberInvalid: 'Your card number is invalid.',
    expiryIncomplete: "Your card's expiration date is incomplete.",
    expiryInvalid: "Your card's expiration month is invalid.",
    expiryPast: "Your card's expiration date is in the past.",
    cvcIncomplete: "Your card's security code is incomplete.",
    postalCodeIncomplete: 'Your postal code is incomplete.',
    busy: 'A payment is already being sent.',
    network: 'The payment could not be sent. Check your connection and try again.',
  },
  /** Stripe's messages by error code (or decline code). */
  cardErrors: {
    card_declined: 'Your card was declined.',
    generic_decline: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    expired_card: 'Your card has expired.',
    incorrect_cvc: "Your card's security code is incorrect.",
    incorrect_number: 'Your card number is incorrect.',
    invalid_expiry_month: "Your card's expiration month is invalid.",
    invalid_expiry_year: "Your card's expiration year is invalid.",
    invalid_cvc: "Your card's security code is invalid.",
    authentication_required: 'Your card was declined. This transaction requires authentication.',
    payment_intent_authentication_failure:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    setup_intent_authentication_failure:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    invalid_client_secret: 'This payment could not be found. Reload the page and try again.',
    return_url_invalid: 'This return address is not allowed.',
    invalid_request: 'The card details were not sent as the card field sends them.',
    unexpected_state: 'This payment can no longer be made.',
  } as Record<string, string>,
  authenticate: {
    title: '3D Secure test page',
    heading: 'Authenticate your payment',
    intro:
      'This page stands in for your bank’s 3D Secure check. No real bank is asked: choose how the authentication ends.',
    amount: (amount: string) => `Amount: ${amount}`,
    merchant: 'Merchant: Postcraft',
    card: (brand: string, last4: string) => `Card: ${brand} ending in ${last4}`,
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    doneTitle: 'Authentication answered',
    succeeded: 'The payment is authenticated. You can close this page.',
    failed: 'The authentication failed. You can close this page.',
  },
  errors: {
    title: 'Payment Sandbox · Error',
    heading: 'Something went wrong',
    unknownPayment: 'No payment has this address.',
    closed: 'This authentication was already answered, or the link is not valid.',
    badReturnUrl: 'This return address is not on Postcraft: the page will not send you there.',
    badForm: 'The form was not sent as the page sends it.',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
};

export type PaymentSandboxTexts = typeof EN;

const FR: PaymentSandboxTexts = {
  badge: 'Sandbox de paiement',
  card: {
    title: 'Coordonnées de la carte',
    number: 'Numéro de carte',
    expiry: 'Date d’expiration (MM / AA)',
    expiryPlaceholder: 'MM / AA',
    cvc: 'Code de sécurité (CVC)',
    cvcPlaceholder: 'CVC',
    postalCode: 'Code postal',
    postalCodePlaceholder: 'Code postal',
    hint: 'Carte de test : 4242 4242 4242 4242, date future, CVC au choix.',
    numberIncomplete: 'Le numéro de carte est incomplet.',
    numberInvalid: 'Le numéro de carte n’est pas valide.',
    expiryIncomplete: 'La date d’expiration de la carte est incomplète.',
    expiryInvalid: 'Le mois d’expiration de la carte n’est pas valide.',
    expiryPast: 'La date d’expiration de la carte est dépassée.',
    cvcIncomplete: 'Le code de sécurité de la carte est incomplet.',
    postalCodeIncomplete: 'Le code postal est incomplet.',
    busy: 'Un paiement est déjà en cours d’envoi.',
    network: 'Le paiement n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.',
  },
  cardErrors: {
    card_declined: 'Votre carte a été refusée.',
    generic_decline: 'Votre carte a été refusée.',
    insufficient_funds: 'Le solde de votre carte est insuffisant.',
    expired_card: 'Votre carte a expiré.',
    incorrect_cvc: 'Le code de sécurité de votre carte est incorrect.',
    incorrect_number: 'Le numéro de votre carte est incorrect.',
    invalid_expiry_month: 'Le mois d’expiration de votre carte n’est pas valide.',
    invalid_expiry_year: 'L’année d’expiration de votre carte n’est pas valide.',
    invalid_cvc: 'Le code de sécurité de votre carte n’est pas valide.',
    authentication_required:
      'Votre carte a été refusée. Cette transaction nécessite une authentification.',
    payment_intent_authentication_failure:
      'Nous ne parvenons pas à authentifier votre moyen de paiement. Choisissez-en un autre et réessayez.',
    setup_intent_authentication_failure:
      'Nous ne parvenons pas à authentifier votre moyen de paiement. Choisissez-en un autre et réessayez.',
    invalid_client_secret: 'Ce paiement est introuvable. Rechargez la page et réessayez.',
    return_url_invalid: 'Cette adresse de retour n’est pas autorisée.',
    invalid_request:
      'Les coordonnées de la carte n’ont pas été envoyées comme le champ les envoie.',
    unexpected_state: 'Ce paiement ne peut plus être effectué.',
  },
  authenticate: {
    title: 'Page de test 3D Secure',
    heading: 'Authentifiez votre paiement',
    intro:
      'Cette page remplace la vérification 3D Secure de votre banque. Aucune vraie banque n’est sollicitée : choisissez l’issue de l’authentification.',
    amount: (amount) => `Montant : ${amount}`,
    merchant: 'Marchand : Postcraft',
    card: (brand, last4) => `Carte : ${brand} se terminant par ${last4}`,
    complete: 'Valider l’authentification',
    fail: 'Faire échouer l’authentification',
    doneTitle: 'Authentification traitée',
    succeeded: 'Le paiement est authentifié. Vous pouvez fermer cette page.',
    failed: 'L’authentification a échoué. Vous pouvez fermer cette page.',
  },
  errors: {
    title: 'Sandbox de paiement · Erreur',
    heading: 'Un problème est survenu',
    unknownPayment: 'Aucun paiement ne correspond à cette adresse.',
    closed: 'Cette authentification a déjà été traitée, ou le lien n’est pas valide.',
    badReturnUrl:
      'Cette adresse de retour n’appartient pas à Postcraft : la page ne vous y enverra pas.',
    badForm: 'Le formulaire n’a pas été envoyé comme la page l’envoie.',
    unexpected: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  },
};

export const PAYMENT_SANDBOX_TEXTS: Readonly<Record<MailLanguage, PaymentSandboxTexts>> = {
  en: EN,
  fr: FR,
};

/** A card or payment error's message in the reader's language (Stripe's English otherwise). */
export function cardErrorMessage(
  texts: PaymentSandboxTexts,
  error: { code: string; decline_code?: string | undefined; message: string },
): string {
  return (
    (error.decline_code ? texts.cardErrors[error.decline_code] : undefined) ??
    texts.cardErrors[error.code] ??
    error.message
  );
}
