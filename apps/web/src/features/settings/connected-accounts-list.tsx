import { ACCOUNT_CONNECTION_SETTINGS, type User } from '@postcraft/contracts';
import { ExternalLink, Heart, Link2, LoaderCircle, RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlatformBadge } from '../../components/platform-badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { getPlatformName, toConnectablePlatform } from '../connections/platform-names';

export type ConnectedAccount = User['connectedAccounts'][number];

export interface ConnectedAccountsListProps {
  accounts: readonly ConnectedAccount[];
  /** Adds a Disconnect button to each account. */
  onDisconnect?: (account: ConnectedAccount) => void;
  /** The platform being disconnected, whose button is busy. */
  busyPlatform?: string | null;
  /** Adds a Reconnect button to each account whose tokens the platform no longer accepts. */
  onReconnect?: (account: ConnectedAccount) => void;
  /** The platform whose connection popup is open. */
  connectingPlatform?: string | null;
  /** Accounts the plan leaves idle (connected, not published to), each with Make active. */
  idlePlatforms?: readonly string[];
  onMakeActive?: (account: ConnectedAccount) => void;
}

/**
 * The user's connected social accounts. Past four accounts the list scrolls (at most 300 px
 * high). An account the platform no longer accepts is marked 'Reconnect needed'.
 */
export function ConnectedAccountsList({
  accounts,
  onDisconnect,
  busyPlatform = null,
  onReconnect,
  connectingPlatform = null,
  idlePlatforms = [],
  onMakeActive,
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
        const isIdle = idlePlatforms.includes(account.platform);
        const isReconnecting =
          connectingPlatform !== null &&
          toConnectablePlatform(account.platform) === connectingPlatform;
        return (
          <li
            key={`${account.platform}:${account.username}`}
            className={cn(
              'flex items-center gap-3 rounded-xl border bg-card px-3 py-2.5',
              account.needsReconnect ? 'border-warning/60' : 'border-border',
            )}
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
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-foreground">
                {name}
                {account.needsReconnect ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-warning/15 px-2 py-0.5 text-[11px] font-medium text-foreground">
                    <TriangleAlert className="size-3 text-warning" aria-hidden="true" />
                    {t('connections.reconnectNeeded')}
                  </span>
                ) : null}
                {isIdle ? (
                  <span className="rounded-full bg-muted px-2 py-0.5 text-[11px] font-medium text-muted-foreground">
                    {t('planLimits.idle')}
                  </span>
                ) : null}
              </span>
              <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                <span className="truncate">@{account.username}</span>
                {account.profileUrl ? (
                  <a
                    href={account.profileUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="shrink-0 rounded p-0.5 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    aria-label={t('connections.openProfile', {
                      platform: name,
                      username: account.username,
                    })}
                  >
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                ) : null}
              </span>
            </div>
            <span
              className="inline-flex items-center gap-1 text-xs text-muted-foreground tabular-nums"
              title={t('profile.accounts.likes')}
            >
              <Heart className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('profile.accounts.likes')}:</span>
              {likes.format(account.likes)}
            </span>
            {account.needsReconnect && onReconnect ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={isReconnecting}
                aria-busy={isReconnecting}
                onClick={() => onReconnect(account)}
                aria-label={t('connections.reconnectLabel', { platform: name })}
              >
                {isReconnecting ? (
                  <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
                ) : (
                  <RefreshCw className="size-3.5" aria-hidden="true" />
                )}
                {t('connections.reconnect')}
              </Button>
            ) : null}
            {isIdle && onMakeActive ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onMakeActive(account)}
                aria-label={t('planLimits.makeActiveLabel', { platform: name })}
              >
                {t('planLimits.makeActive')}
              </Button>
            ) : null}
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
