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
import type { CreatedApiKey } from './create-api-key-form';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The key just made, shown this once: its secret with Copy, and the warning that it will not be
 * shown again. Done forgets it and goes back to the list.
 */
export function NewApiKeyCard({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopyState('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the key is selected instead.
      setCopyState('failed');
      input.current?.select();
    }
  }

  return (
    <Card
      role="region"
      aria-labelledby={`${id}-title`}
      className="border-success/40 bg-success/5"
      data-testid="new-api-key"
    >
      <CardHeader>
        <CardTitle id={`${id}-title`} className="inline-flex items-center gap-2">
          <KeyRound className="size-4.5 text-success" aria-hidden="true" />
          {t('settings.developers.newKey.title')}
        </CardTitle>
        <CardDescription>
          {t('settings.developers.newKey.description', { name: created.apiKey.name })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex items-start gap-2 rounded-xl border border-warning/50 bg-warning/10 px-3.5 py-3 text-sm font-medium text-foreground">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <span>{t('settings.developers.newKey.warning')}</span>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={input}
            readOnly
            value={created.key}
            aria-label={t('settings.developers.newKey.label')}
            spellCheck={false}
            autoFocus
            className="font-mono text-xs sm:text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button className="h-11" onClick={() => void copyKey()}>
            {copyState === 'copied' ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            {copyState === 'copied'
              ? t('settings.developers.newKey.copied')
              : t('settings.developers.newKey.copy')}
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
          {copyState === 'copied' ? t('settings.developers.newKey.copiedStatus') : null}
          {copyState === 'failed' ? t('settings.developers.newKey.copyFailed') : null}
        </p>
        <div>
          <Button variant="outline" onClick={onDone}>
            {t('settings.developers.newKey.done')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
