/**
 * Stripe's documented test cards as the Sandbox honours them, and the checks a card's details
 * pass before a payment is tried. Any other number that passes the Luhn check succeeds, like
 * 4242 4242 4242 4242.
 */
export interface CardDetails {
  number: string;
  expMonth: number;
  /** Two or four digits. */
  expYear: number;
  cvc: string;
  postalCode: string;
}

/**
 * What the issuer does with the card: pays, declines, or asks for 3-D Secure on payments made
 * with the customer present (`authenticate`) or on every payment (`authenticate_always`).
 */
export type CardBehaviour =
  | { kind: 'succeed' }
  | { kind: 'decline'; error: CardError }
  | { kind: 'authenticate' }
  | { kind: 'authenticate_always' };

export interface CardError {
  code: string;
  decline_code?: string;
  message: string;
}

export const CARD_ERRORS = {
  declined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficientFunds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expired: {
    code: 'expired_card',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
  },
  incorrectCvc: {
    code: 'incorrect_cvc',
    decline_code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  incorrectNumber: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  invalidExpiryMonth: {
    code: 'invalid_expiry_month',
    message: "Your card's expiration month is invalid.",
  },
  invalidExpiryYear: {
    code: 'invalid_expiry_year',
    message: "Your card's expiration year is invalid.",
  },
  invalidCvc: { code: 'invalid_cvc', message: "Your card's security code is invalid." },
  authenticationRequired: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
} as const satisfies Record<string, CardError>;

const SPECIAL_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4000000000000002': { kind: 'decline', error: CARD_ERRORS.declined },
  '4000000000009995': { kind: 'decline', error: CARD_ERRORS.insufficientFunds },
  '4000000000000069': { kind: 'decline', error: CARD_ERRORS.expired },
  '4000000000000127': { kind: 'decline', error: CARD_ERRORS.incorrectCvc },
  '4000002500003155': { kind: 'authenticate' },
  '4000002760003184': { kind: 'authenticate_always' },
};

/** Stripe's test payment methods (`payment_method=pm_card_visa`), by the card they stand for. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
};

export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/u.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (/^4/u.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/u.test(digits)) return 'mastercard';
  if (/^3[47]/u.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/u.test(digits)) return 'discover';
  return 'unknown';
}

/** A card whose details are well formed, with what its issuer will do. */
export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  postalCode: string | null;
  behaviour: CardBehaviour;
}

export type CardCheck = { isValid: true; card: CheckedCard } | { isValid: false; error: CardError };

/**
 * Refuses details no issuer would look at (a number failing Luhn, a bad month or security
 * code); an expired card is a decline, as the issuer answers it.
 */
export function checkCard(details: CardDetails, now = new Date()): CardCheck {
  const number = details.number.replace(/[\s-]/gu, '');
  if (!isLuhnValid(number)) return { isValid: false, error: CARD_ERRORS.incorrectNumber };
  if (!Number.isInteger(details.expMonth) || details.expMonth < 1 || details.expMonth > 12) {
    return { isValid: false, error: CARD_ERRORS.invalidExpiryMonth };
  }
  const expYear = details.expYear < 100 ? 2000 + details.expYear : details.expYear;
  if (!Number.isInteger(expYear) || expYear > now.getUTCFullYear() + 50) {
    return { isValid: false, error: CARD_ERRORS.invalidExpiryYear };
  }
  const cvcLength = brandOf(number) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`, 'u').test(details.cvc)) {
    return { isValid: false, error: CARD_ERRORS.invalidCvc };
  }
  const isExpired =
    expYear < now.getUTCFullYear() ||
    (expYear === now.getUTCFullYear() && details.expMonth < now.getUTCMonth() + 1);
  const behaviour: CardBehaviour = isExpired
    ? { kind: 'decline', error: CARD_ERRORS.expired }
    : (SPECIAL_CARDS[number] ?? { kind: 'succeed' });
  return {
    isValid: true,
    card: {
      brand: brandOf(number),
      last4: number.slice(-4),
      expMonth: details.expMonth,
      expYear,
      postalCode: details.postalCode.trim() || null,
      behaviour,
    },
  };
}

/** The far-future card a test payment method stands for. */
export function testCardOf(paymentMethod: string, now = new Date()): CheckedCard | null {
  const number = TEST_PAYMENT_METHODS[paymentMethod];
  if (!number) return null;
  const checked = checkCard(
    { number, expMonth: 12, expYear: now.getUTCFullYear() + 5, cvc: '123', postalCode: '' },
    now,
  );
  return checked.isValid ? checked.card : null;
}
