import { ENDPOINTS as E } from '@postcraft/contracts';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';

/** The API reference the product serves (its own page, outside the app's routes). */
const API_REFERENCE_URL = E.getApiDocsPage.path;

const HEADERS = [
  ['webhook-id', 'id'],
  ['webhook-timestamp', 'timestamp'],
  ['webhook-signature', 'signature'],
] as const;

/**
 * How a receiver checks a delivery: the three Standard Webhooks headers, the libraries that
 * verify them, deduplicating on webhook-id, and the API reference.
 */
export function WebhookSignaturesCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="inline-flex items-center gap-2">
          <ShieldCheck className="size-4.5 text-primary" aria-hidden="true" />
          {t('settings.developers.webhooks.signatures.title')}
        </CardTitle>
        <CardDescription>{t('settings.developers.webhooks.signatures.body')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="flex flex-col gap-2 rounded-xl border border-border bg-muted px-4 py-3 text-sm">
          {HEADERS.map(([header, key]) => (
            <div key={header} className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
              <dt className="shrink-0 font-mono text-foreground sm:w-44">{header}</dt>
              <dd className="text-muted-foreground">
                {t(`settings.developers.webhooks.signatures.${key}`)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="max-w-2xl text-sm text-muted-foreground">
          <Trans
            i18nKey="settings.developers.webhooks.signatures.libraries"
            components={{
              code: (
                <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground" />
              ),
            }}
          />
        </p>
        <p>
          <a
            href={API_REFERENCE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {t('settings.developers.webhooks.signatures.reference')}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </p>
      </CardContent>
    </Card>
  );
}
