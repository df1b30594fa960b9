import type { ApiKey } from '@postcraft/contracts';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { useDateFormat } from '../../lib/use-date-format';
import { groupScopes } from './api-key-scopes';

export interface ApiKeyListProps {
  apiKeys: readonly ApiKey[];
  onRevoke: (apiKey: ApiKey) => void;
}

/**
 * The user's keys, newest first: each one's name, its first characters (the secret itself is
 * never listed), what it may do, when it was made and last used, and Revoke.
 */
export function ApiKeyList({ apiKeys, onRevoke }: ApiKeyListProps) {
  const { t } = useTranslation();
  const format = useDateFormat();

  if (apiKeys.length === 0) {
    return (
      <EmptyState
        icon={KeyRound}
        title={t('settings.developers.keys.emptyTitle')}
        body={t('settings.developers.keys.emptyBody')}
        className="py-8"
      />
    );
  }

  return (
    <ul aria-label={t('settings.developers.keys.title')} className="flex flex-col gap-2">
      {apiKeys.map((apiKey) => (
        <li
          key={apiKey._id}
          className="flex flex-col gap-3 rounded-xl border border-border bg-card px-4 py-3 sm:flex-row sm:items-center"
          data-testid="api-key"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
              <span className="max-w-full truncate text-sm font-semibold text-foreground">
                {apiKey.name}
              </span>
              <code className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-xs text-muted-foreground">
                {`${apiKey.start}…`}
              </code>
            </div>
            <ul
              aria-label={t('settings.developers.keys.scopes')}
              className="flex flex-wrap gap-1.5"
            >
              {groupScopes(apiKey.scopes).map(({ resource, access }) => (
                <li
                  key={resource}
                  className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary"
                >
                  {t(`settings.developers.scopes.${access}`, {
                    resource: t(`settings.developers.create.resources.${resource}.title`),
                  })}
                </li>
              ))}
            </ul>
            <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
              <span>
                {t('settings.developers.keys.created', {
                  date: format.shortDate(apiKey.createdAt),
                })}
              </span>
              <span aria-hidden="true">·</span>
              <span>
                {apiKey.lastUsedAt
                  ? t('settings.developers.keys.lastUsed', {
                      date: format.dayAndTime(apiKey.lastUsedAt),
                    })
                  : t('settings.developers.keys.neverUsed')}
              </span>
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="self-start sm:self-center"
            aria-label={t('settings.developers.keys.revokeLabel', { name: apiKey.name })}
            onClick={() => onRevoke(apiKey)}
          >
            {t('settings.developers.keys.revoke')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
