import { escapeHtml } from '../../lib/html-page.js';
import { renderPaymentPage, type PaymentPageContext } from './payment-page.js';

/** What the card field's script reads from its page (a data attribute, never inline script). */
export interface CardFrameConfig {
  /** The origins of the windows that may frame the field and send it `confirm`. */
  origins: string[];
  confirmUrl: string;
  language: string;
  theme: string | null;
  texts: PaymentPageContext['texts']['card'];
}

const FRAME_STYLE = `
  body { background: transparent; padding: 2px; }
  .field { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
  .field input { padding: 8px 11px; border-radius: 8px; font-size: 15px; }
  .field .number { grid-column: 1 / -1; }
  .field .row { grid-column: 1 / -1; display: grid; grid-template-columns: 1.1fr 0.9fr 1.2fr; gap: 8px; }
  input[aria-invalid=true] { border-color: var(--error); }
  .field-error { min-height: 18px; margin: 4px 2px 0; font-size: 13px; line-height: 18px; color: var(--error); }
  .hint { margin: 0 2px; font-size: 12px; line-height: 16px; color: var(--muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  input:disabled { opacity: 0.6; }
`;

/**
 * The card field the web app frames where Stripe Elements would be: number, expiry, security
 * code and postal code in about 420×130 px. The card never leaves this page except to this
 * server (card-frame.script.ts).
 */
export function renderCardFramePage(
  context: PaymentPageContext,
  config: CardFrameConfig,
  scriptSrc: string,
): string {
  const text = context.texts.card;
  const input = (
    id: string,
    options: {
      label: string;
      placeholder: string;
      autocomplete: string;
      numeric: boolean;
      maxLength: number;
    },
  ) =>
    `<input id="${id}" name="${id}" aria-label="${escapeHtml(options.label)}" placeholder="${escapeHtml(options.placeholder)}" autocomplete="${options.autocomplete}"${options.numeric ? ' inputmode="numeric"' : ''} maxlength="${options.maxLength}" spellcheck="false" aria-describedby="card-error">`;
  return renderPaymentPage(
    context,
    text.title,
    `<form id="card" class="field" novalidate data-config="${escapeHtml(JSON.stringify(config))}">
  <div class="number">${input('number', { label: text.number, placeholder: '1234 1234 1234 1234', autocomplete: 'cc-number', numeric: true, maxLength: 23 })}</div>
  <div class="row">
    ${input('expiry', { label: text.expiry, placeholder: text.expiryPlaceholder, autocomplete: 'cc-exp', numeric: true, maxLength: 7 })}
    ${input('cvc', { label: text.cvc, placeholder: text.cvcPlaceholder, autocomplete: 'cc-csc', numeric: true, maxLength: 4 })}
    ${input('postal', { label: text.postalCode, placeholder: text.postalCodePlaceholder, autocomplete: 'postal-code', numeric: false, maxLength: 10 })}
  </div>
</form>
<p id="card-error" class="field-error" role="alert" aria-live="polite"></p>
<p class="hint">${escapeHtml(text.hint)}</p>`,
    { extraStyle: FRAME_STYLE, scriptSrc },
  );
}
