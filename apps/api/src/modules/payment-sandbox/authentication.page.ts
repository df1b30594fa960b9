import { escapeHtml } from '../../lib/html-page.js';
import { renderPaymentPage, type PaymentPageContext } from './payment-page.js';

/** An amount in cents (or the currency's smallest unit) as the reader writes money. */
export function formatMoney(language: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** A card brand as people write it (`visa` → Visa). */
export const brandName = (brand: string) => BRAND_NAMES[brand] ?? brand;

/**
 * Stands in for the bank's 3-D Secure page: the payment's amount and card, and two buttons that
 * complete or fail the authentication. Each form carries the one-time token the page was opened
 * with; no script.
 */
export function renderAuthenticationPage(
  context: PaymentPageContext,
  input: {
    action: string;
    token: string;
    returnUrl: string | null;
    amount: string | null;
    card: { brand: string; last4: string } | null;
  },
): string {
  const { texts } = context;
  const text = texts.authenticate;
  const hidden = (name: string, value: string | null) =>
    value === null ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const fields = [
    hidden('token', input.token),
    hidden('return_url', input.returnUrl),
    hidden('lang', context.language),
    hidden('theme', context.theme),
  ].join('');
  const button = (decision: string, label: string, style: string) =>
    `<form class="inline" method="post" action="${escapeHtml(input.action)}">${fields}<button class="${style}" type="submit" name="decision" value="${decision}">${escapeHtml(label)}</button></form>`;
  const details = [
    text.merchant,
    ...(input.amount ? [text.amount(input.amount)] : []),
    ...(input.card ? [text.card(brandName(input.card.brand), input.card.last4)] : []),
  ]
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('');
  return renderPaymentPage(
    context,
    text.title,
    `<main><div class="card">
  <span class="badge">${escapeHtml(texts.badge)}</span>
  <h1>${escapeHtml(text.heading)}</h1>
  <p>${escapeHtml(text.intro)}</p>
  <ul>${details}</ul>
  <div class="actions">${button('complete', text.complete, 'primary')}${button('fail', text.fail, '')}</div>
</div></main>`,
  );
}

/** After an authentication with nowhere to return to: how it ended. */
export function renderAuthenticationDonePage(context: PaymentPageContext, isSucceeded: boolean) {
  const { texts } = context;
  const message = isSucceeded ? texts.authenticate.succeeded : texts.authenticate.failed;
  return renderPaymentPage(
    context,
    texts.authenticate.doneTitle,
    `<main><div class="card"><span class="badge">${escapeHtml(texts.badge)}</span><h1>${escapeHtml(texts.authenticate.doneTitle)}</h1><p role="status">${escapeHtml(message)}</p></div></main>`,
  );
}
