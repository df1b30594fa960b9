import { Check, Copy, KeyRound, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';

type CopyState = 'idle' | 'copied' | 'failed';

/** A signing secret the server just answered: a new webhook's, or one made by a rotation. */
export interface ShownWebhookSecret {
  reason: 'created' | 'rotated';
  url: string;
  secret: string;
}

/**
 * A webhook's signing secret, shown this once: with Copy, and the warning that it will not be
 * shown again (after a rotation, that the previous secret keeps signing for 24 hours). Done
 * forgets it.
 */
export function WebhookSecretCard({
  shown,
  onDone,
}: {
  shown: ShownWebhookSecret;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(shown.secret);
      setCopyState('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the secret is selected instead.
      setCopyState('failed');
      input.current?.select();
    }
  }

  return (
    <Card
      role="region"
      aria-labelledby={`${id}-title`}
      className="border-success/40 bg-success/5"
      data-testid="webhook-secret"
    >
      <CardHeader>
        <CardTitle id={`${id}-title`} className="inline-flex items-center gap-2">
          <KeyRound className="size-4.5 text-success" aria-hidden="true" />
          {shown.reason === 'created'
            ? t('settings.developers.webhooks.secret.createdTitle')
            : t('settings.developers.webhooks.secret.rotatedTitle')}
        </CardTitle>
        <CardDescription className="break-words">
          {shown.reason === 'created'
            ? t('settings.developers.webhooks.secret.createdDescription', { url: shown.url })
            : t('settings.developers.webhooks.secret.rotatedDescription', { url: shown.url })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex items-start gap-2 rounded-xl border border-warning/50 bg-warning/10 px-3.5 py-3 text-sm font-medium text-foreground">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <span>{t('settings.developers.webhooks.secret.warning')}</span>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={input}
            readOnly
            value={shown.secret}
            aria-label={t('settings.developers.webhooks.secret.label')}
            spellCheck={false}
            autoFocus
            className="font-mono text-xs sm:text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button className="h-11" onClick={() => void copySecret()}>
            {copyState === 'copied' ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            {copyState === 'copied'
              ? t('settings.developers.webhooks.secret.copied')
              : t('settings.developers.webhooks.secret.copy')}
          </Button>
        </div>
        {/* Always there, so that what Copy did is announced; it takes no room until then. */}
        <p
          role="status"
          className={cn(
            'text-xs',
            copyState === 'idle' && 'sr-only',
            copyState === 'copied' && 'text-success',
            copyState === 'failed' && 'text-danger',
          )}
        >
          {copyState === 'copied' ? t('settings.developers.webhooks.secret.copiedStatus') : null}
          {copyState === 'failed' ? t('settings.developers.webhooks.secret.copyFailed') : null}
        </p>
        <div>
          <Button variant="outline" onClick={onDone}>
            {t('settings.developers.webhooks.secret.done')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
