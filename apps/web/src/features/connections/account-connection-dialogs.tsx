import { Notice } from '../../components/ui/notice';
import { UpgradeNotice } from '../../components/upgrade-notice';
import { AddAccountDialog } from './add-account-dialog';
import { ProfessionalAccountDialog } from './professional-account-dialog';
import type { AccountConnections } from './use-account-connections';

/** The Add Account dialog and the Instagram steps, for a screen using useAccountConnections. */
export function AccountConnectionDialogs({
  connections,
  connected,
}: {
  connections: AccountConnections;
  connected: readonly { platform: string }[];
}) {
  return (
    <>
      <AddAccountDialog
        open={connections.isDialogOpen}
        onOpenChange={connections.setDialogOpen}
        connected={connected}
        connection={connections}
      />
      <ProfessionalAccountDialog
        open={connections.isProfessionalHelpOpen}
        onOpenChange={connections.setProfessionalHelpOpen}
        onRetry={() => {
          connections.setDialogOpen(true);
          connections.connect('instagram');
        }}
      />
    </>
  );
}

/** A failed connection started outside the dialog (Reconnect), shown under the accounts list. */
export function ConnectionErrorNotice({ connections }: { connections: AccountConnections }) {
  if (connections.isDialogOpen) return null;
  if (connections.planRefusal) return <UpgradeNotice error={connections.planRefusal} />;
  if (!connections.error) return null;
  return <Notice tone="error">{connections.error}</Notice>;
}
