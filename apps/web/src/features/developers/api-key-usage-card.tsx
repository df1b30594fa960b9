import { SquareTerminal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';

/** How a script sends a key, and what a key can never do (the account's security and billing). */
export function ApiKeyUsageCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="inline-flex items-center gap-2">
          <SquareTerminal className="size-4.5 text-primary" aria-hidden="true" />
          {t('settings.developers.usage.title')}
        </CardTitle>
        <CardDescription>{t('settings.developers.usage.body')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <pre className="overflow-x-auto rounded-xl border border-border bg-muted px-4 py-3 font-mono text-sm text-foreground">
          <code>{`Authorization: Bearer ${t('settings.developers.usage.keyPlaceholder')}`}</code>
        </pre>
        <p className="max-w-2xl text-sm text-muted-foreground">
          {t('settings.developers.usage.limits')}
        </p>
      </CardContent>
    </Card>
  );
}
