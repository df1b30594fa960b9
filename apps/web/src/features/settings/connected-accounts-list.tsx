import {
  ACCOUNT_CONNECTION_SETTINGS,
  PLATFORM_DISPLAY_NAMES,
  type User,
} from '@postcraft/contracts';
import { Heart, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlatformBadge } from '../../components/platform-badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export type ConnectedAccount = User['connectedAccounts'][number];

/** 'LinkedIn' for 'linkedin'; an unknown platform keeps its own name. */
export function getPlatformName(platform: string): string {
  const names: Readonly<Record<string, string>> = PLATFORM_DISPLAY_NAMES;
  return names[platform.toLowerCase()] ?? platform;
}

export interface ConnectedAccountsListProps {
  accounts: readonly ConnectedAccount[];
  /** Adds a Disconnect button to each account. */
  onDisconnect?: (account: ConnectedAccount) => void;
  /** The platform being disconnected, whose button is busy. */
  busyPlatform?: string | null;
}

/**
 * The user's connected social accounts. Past four accounts the list scrolls (at most 300 px
 * high). Without accounts it says that connecting them arrives soon.
 */
export function ConnectedAccountsList({
  accounts,
  onDisconnect,
  busyPlatform = null,
}: ConnectedAccountsListProps) {
  const { t, i18n } = useTranslation();

  if (accounts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-8 text-center">
        <span className="grid size-10 place-items-center rounded-xl bg-muted text-muted-foreground">
          <Link2 className="size-5" aria-hidden="true" />
        </span>
        <p className="text-sm font-medium text-foreground">{t('profile.accounts.empty')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('profile.accounts.emptyHint')}</p>
      </div>
    );
  }

  const isScrolling = accounts.length > ACCOUNT_CONNECTION_SETTINGS.listScrollThreshold;
  const likes = new Intl.NumberFormat(i18n.language);

  return (
    <ul
      aria-label={t('profile.accounts.title')}
      className={cn('flex flex-col gap-2', isScrolling && 'overflow-y-auto pr-1')}
      style={isScrolling ? { maxHeight: ACCOUNT_CONNECTION_SETTINGS.listMaxHeightPx } : undefined}
    >
      {accounts.map((account) => {
        const name = getPlatformName(account.platform);
        return (
          <li
            key={`${account.platform}:${account.username}`}
            className="flex items-center gap-3 rounded-xl border border-border bg-card px-3 py-2.5"
          >
            {account.brandLogo ? (
              <img
                src={account.brandLogo}
                alt=""
                className="size-9 shrink-0 rounded-full object-cover"
              />
            ) : (
              <PlatformBadge platform={account.platform} />
            )}
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="text-sm font-semibold text-foreground">{name}</span>
              <span className="truncate text-xs text-muted-foreground">@{account.username}</span>
            </div>
            <span
              className="inline-flex items-center gap-1 text-xs text-muted-foreground tabular-nums"
              title={t('profile.accounts.likes')}
            >
              <Heart className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('profile.accounts.likes')}:</span>
              {likes.format(account.likes)}
            </span>
            {onDisconnect ? (
              <Button
                variant="outline"
                size="sm"
                disabled={busyPlatform === account.platform}
                onClick={() => onDisconnect(account)}
                aria-label={t('profile.accounts.disconnectLabel', { platform: name })}
              >
                {t('profile.accounts.disconnect')}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
