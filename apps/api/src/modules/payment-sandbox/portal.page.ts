import { escapeHtml } from '../../lib/html-page.js';
import { brandName, formatMoney } from './authentication.page.js';
import { renderPaymentPage, type PaymentPageContext } from './payment-page.js';
import type { PortalTexts } from './portal.texts.js';

export interface PortalSubscriptionView {
  id: string;
  planName: string;
  amount: number;
  currency: string;
  interval: string;
  status: string;
  periodEnd: number;
  isCanceling: boolean;
  endedAt: number | null;
}

export interface PortalView {
  /** The portal's address without query: its forms post to `${action}/<verb>`. */
  action: string;
  secret: string;
  returnUrl: string;
  email: string | null;
  notice: string | null;
  error: string | null;
  subscriptions: PortalSubscriptionView[];
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  invoices: Array<{
    created: number;
    number: string;
    amount: number;
    currency: string;
    status: string;
  }>;
}

const LIVE = new Set(['active', 'past_due', 'incomplete', 'trialing', 'unpaid']);

/**
 * The customer portal: the customer's plans (cancel, keep), the card on file (a form to replace
 * it), the invoice history, test tools that end the period now, and the way back to Postcraft.
 * Forms only, no script; each carries the session's secret.
 */
export function renderPortalPage(
  context: PaymentPageContext,
  texts: PortalTexts,
  view: PortalView,
): string {
  const date = (seconds: number) =>
    new Intl.DateTimeFormat(context.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(seconds * 1000),
    );
  const money = (amount: number, currency: string) =>
    formatMoney(context.language, amount, currency);
  const hidden = (fields: Record<string, string | null>) =>
    Object.entries(fields)
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('');
  const common = { s: view.secret, lang: context.language, theme: context.theme };
  const form = (verb: string, label: string, fields: Record<string, string> = {}, style = '') =>
    `<form class="inline" method="post" action="${escapeHtml(`${view.action}/${verb}`)}">${hidden({ ...common, ...fields })}<button type="submit" class="${style}">${escapeHtml(label)}</button></form>`;

  const plan = (subscription: PortalSubscriptionView) => {
    const when = subscription.endedAt
      ? texts.endedOn(date(subscription.endedAt))
      : subscription.isCanceling
        ? texts.endsOn(date(subscription.periodEnd))
        : texts.renewsOn(date(subscription.periodEnd));
    const isLive = LIVE.has(subscription.status);
    const actions = !isLive
      ? ''
      : subscription.isCanceling
        ? form('resume', texts.keep, { subscription: subscription.id }, 'primary')
        : form('cancel', texts.cancel, { subscription: subscription.id });
    const tools = isLive
      ? `<h2>${escapeHtml(texts.testTools)}</h2><p class="muted">${escapeHtml(texts.testToolsIntro)}</p><div class="actions">${form('renew', texts.renew, { subscription: subscription.id })}${form('renew', texts.renewFailing, { subscription: subscription.id, outcome: 'failed' })}</div>`
      : '';
    return `<section class="card" aria-label="${escapeHtml(subscription.planName)}">
  <h2>${escapeHtml(subscription.planName)}</h2>
  <p>${escapeHtml(texts.price(money(subscription.amount, subscription.currency), texts.perInterval[subscription.interval] ?? subscription.interval))}</p>
  <p><strong>${escapeHtml(texts.status[subscription.status] ?? subscription.status)}</strong> · ${escapeHtml(when)}</p>
  <div class="actions">${actions}</div>
  ${tools}
</section>`;
  };

  const card = view.card
    ? texts.cardOnFile(
        brandName(view.card.brand),
        view.card.last4,
        view.card.expMonth,
        view.card.expYear,
      )
    : texts.noCard;
  const field = (name: string, label: string, autocomplete: string, maxLength: number) =>
    `<label for="${name}">${escapeHtml(label)}</label><input type="text" id="${name}" name="${name}" autocomplete="${autocomplete}" maxlength="${maxLength}" required>`;
  const invoiceRows = view.invoices
    .map(
      (invoice) =>
        `<tr><td>${escapeHtml(date(invoice.created))}</td><td>${escapeHtml(invoice.number)}</td><td>${escapeHtml(money(invoice.amount, invoice.currency))}</td><td>${escapeHtml(texts.invoiceStatus[invoice.status] ?? invoice.status)}</td></tr>`,
    )
    .join('');
  const columns = texts.invoiceColumns;

  return renderPaymentPage(
    context,
    texts.title,
    `<main>
<div class="card">
  <span class="badge">${escapeHtml(context.texts.badge)}</span>
  <h1>${escapeHtml(texts.heading)}</h1>
  <p class="muted">${escapeHtml([view.email, texts.intro].filter(Boolean).join(' · '))}</p>
  ${view.notice ? `<p role="status"><strong>${escapeHtml(view.notice)}</strong></p>` : ''}
  ${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
  <p><a class="button" href="${escapeHtml(view.returnUrl)}">← ${escapeHtml(texts.back)}</a></p>
</div>
${view.subscriptions.length ? view.subscriptions.map(plan).join('') : `<div class="card"><h2>${escapeHtml(texts.plan)}</h2><p class="muted">${escapeHtml(texts.noPlan)}</p></div>`}
<section class="card" aria-labelledby="card-heading">
  <h2 id="card-heading">${escapeHtml(texts.card)}</h2>
  <p>${escapeHtml(card)}</p>
  <form method="post" action="${escapeHtml(`${view.action}/card`)}">
    ${hidden(common)}
    <h2>${escapeHtml(texts.updateCard)}</h2>
    ${field('number', texts.cardNumber, 'cc-number', 23)}
    ${field('expiry', texts.expiry, 'cc-exp', 7)}
    ${field('cvc', texts.cvc, 'cc-csc', 4)}
    ${field('postal', texts.postalCode, 'postal-code', 10)}
    <div class="actions"><button class="primary" type="submit">${escapeHtml(texts.saveCard)}</button></div>
  </form>
</section>
<section class="card" aria-labelledby="invoices-heading">
  <h2 id="invoices-heading">${escapeHtml(texts.invoices)}</h2>
  ${invoiceRows ? `<table><thead><tr><th>${escapeHtml(columns.date)}</th><th>${escapeHtml(columns.number)}</th><th>${escapeHtml(columns.amount)}</th><th>${escapeHtml(columns.status)}</th></tr></thead><tbody>${invoiceRows}</tbody></table>` : `<p class="muted">${escapeHtml(texts.noInvoices)}</p>`}
</section>
</main>`,
  );
}
