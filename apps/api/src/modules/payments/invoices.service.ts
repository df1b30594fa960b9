import type { InvoiceSummary } from '@postcraft/contracts';
import { findBillingCustomerId, type OwnerId } from '@postcraft/data';
import type Stripe from 'stripe';
import { PREMIUM_PRODUCT_NAME } from './premium-price.service.js';
import { paymentUnavailable } from './stripe-client.js';

/** The billing history shows two years of monthly invoices. */
const INVOICES_SHOWN = 24;

const STATUS_OF: Record<Stripe.Invoice.Status, InvoiceSummary['status']> = {
  draft: 'pending',
  open: 'pending',
  paid: 'paid',
  uncollectible: 'uncollectible',
  void: 'void',
};

export function invoiceSummaryOf(invoice: Stripe.Invoice): InvoiceSummary {
  const status = invoice.status ? (STATUS_OF[invoice.status] ?? 'pending') : 'pending';
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    product: invoice.lines?.data[0]?.description || PREMIUM_PRODUCT_NAME,
    date: new Date(invoice.created * 1000).toISOString(),
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status,
    invoiceUrl: invoice.hosted_invoice_url ?? null,
  };
}

/** The caller's invoices, newest first, from Stripe; none before they ever had a customer. */
export async function listInvoices(stripe: Stripe, owner: OwnerId): Promise<InvoiceSummary[]> {
  const customer = await findBillingCustomerId(owner);
  if (!customer) return [];
  try {
    const invoices = await stripe.invoices.list({ customer, limit: INVOICES_SHOWN });
    return invoices.data.map(invoiceSummaryOf);
  } catch (error) {
    throw paymentUnavailable(error);
  }
}
