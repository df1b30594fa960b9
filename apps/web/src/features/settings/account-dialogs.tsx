import type { PendingPostsChoice } from '@postcraft/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { getErrorMessage } from '../../lib/api-client';
import { getPlatformName } from '../connections/platform-names';
import type { ConnectedAccount } from './connected-accounts-list';
import { PendingPostsChoiceField } from './pending-posts-choice';
import { fetchPendingPosts, pendingPostsQueryKey } from './profile.api';

/**
 * 'Disconnect this account?' with Disconnect and Cancel. It says how many scheduled posts wait
 * to go out on the platform and, when some do, asks whether to keep them for a reconnect (the
 * default) or cancel them.
 */
export function DisconnectDialog({
  account,
  onCancel,
  onConfirm,
}: {
  account: ConnectedAccount | null;
  onCancel: () => void;
  onConfirm: (account: ConnectedAccount, pendingPosts: PendingPostsChoice) => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<PendingPostsChoice>('keep');
  const platform = account?.platform ?? '';
  const pending = useQuery({
    queryKey: pendingPostsQueryKey(platform),
    queryFn: ({ signal }) => fetchPendingPosts(platform, signal),
    enabled: account !== null,
    staleTime: 0,
  });
  useEffect(() => setChoice('keep'), [account]);
  const name = account ? getPlatformName(account.platform) : '';

  return (
    <Dialog open={account !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent closeLabel={t('common.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('settings.autopilot.disconnectTitle')}</DialogTitle>
          <DialogDescription>
            {account
              ? t('settings.autopilot.disconnectBody', {
                  platform: name,
                  username: account.username,
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        {account ? (
          <PendingPostsChoiceField
            platform={name}
            counts={pending.data}
            isLoading={pending.isPending}
            error={pending.error ? getErrorMessage(pending.error, t) : null}
            choice={choice}
            onChoiceChange={setChoice}
          />
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {t('settings.autopilot.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={pending.isPending}
            onClick={() => {
              if (!account) return;
              // Nothing pending: nothing to cancel, whatever was picked before.
              onConfirm(account, pending.data?.total ? choice : 'keep');
            }}
          >
            {t('settings.autopilot.disconnect')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
