import type { InvoiceSummary } from '@postcraft/contracts';
import { ExternalLink, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { useDateFormat } from '../../lib/use-date-format';
import { formatPrice } from './billing-format';
import { LoadError, Loading } from './load-error';
import { useInvoices } from './subscription.api';

/** The billing history modal (spec 000 §2, §3 "Invoice"): the user's invoices, from Stripe. */
export function BillingHistoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto"
      >
        <DialogHeader>
          <DialogTitle>{t('billing.history.title')}</DialogTitle>
          <DialogDescription>{t('billing.history.description')}</DialogDescription>
        </DialogHeader>
        {open ? <InvoiceList /> : null}
      </DialogContent>
    </Dialog>
  );
}

const STATUS_CLASSES: Record<InvoiceSummary['status'], string> = {
  paid: 'border-success/40 bg-success/10',
  pending: 'border-warning/40 bg-warning/10',
  void: 'border-border bg-muted',
  uncollectible: 'border-danger/40 bg-danger/10',
};

function InvoiceList() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dates = useDateFormat();
  const invoices = useInvoices();

  if (invoices.isPending) return <Loading label={t('billing.history.loading')} />;
  if (invoices.isError) {
    return <LoadError error={invoices.error} onRetry={() => void invoices.refetch()} />;
  }
  if (invoices.data.length === 0) {
    return (
      <EmptyState
        icon={ReceiptText}
        title={t('billing.history.emptyTitle')}
        body={t('billing.history.emptyBody')}
      />
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('billing.history.product')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('billing.history.number')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('billing.history.date')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t('billing.history.amount')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('billing.history.status')}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t('billing.history.invoice')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.data.map((invoice) => (
            <tr
              key={invoice.id}
              className="border-b border-border last:border-0"
              data-testid="invoice-row"
            >
              <td className="py-3 pr-3 font-medium text-foreground">{invoice.product}</td>
              <td className="py-3 pr-3 text-muted-foreground tabular-nums">
                {invoice.number ?? '—'}
              </td>
              <td className="py-3 pr-3 whitespace-nowrap text-muted-foreground">
                {dates.shortDate(invoice.date)}
              </td>
              <td className="py-3 pr-3 text-right whitespace-nowrap text-foreground tabular-nums">
                {formatPrice(invoice.amountCents, invoice.currency, language)}
              </td>
              <td className="py-3 pr-3">
                <span
                  className={cn(
                    'rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap text-foreground',
                    STATUS_CLASSES[invoice.status],
                  )}
                >
                  {t(`billing.history.statuses.${invoice.status}`)}
                </span>
              </td>
              <td className="py-3 text-right">
                {invoice.invoiceUrl ? (
                  <a
                    href={invoice.invoiceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap text-primary hover:underline"
                    aria-label={t('billing.history.viewLabel', {
                      number: invoice.number ?? invoice.product,
                    })}
                  >
                    {t('billing.history.view')}
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
