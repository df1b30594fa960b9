import type { ConnectablePlatformId } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Notice } from '../../components/ui/notice';
import { PlatformToggle } from './platform-toggle';
import { useConnectedPlatforms } from './use-connected-platforms';

/**
 * Shown on /result when the post has no platform to go to (an upload reached without choosing
 * any): the spec's 'Please select at least one platform to post to.', and the connected
 * platforms to pick from there (going back to /select would start the upload over), or a link
 * to connect one.
 */
export function NoPlatformNotice({
  onPick,
}: {
  onPick: (platform: ConnectablePlatformId) => void;
}) {
  const { t } = useTranslation();
  const connected = useConnectedPlatforms();
  return (
    <div className="flex flex-col gap-3">
      <Notice tone="error">{t('studio.result.noPlatform')}</Notice>
      {connected.length > 0 ? (
        <div
          className="flex flex-wrap gap-2"
          role="group"
          aria-label={t('studio.result.pickPlatforms')}
        >
          {connected.map((platform) => (
            <PlatformToggle
              key={platform}
              platform={platform}
              isSelected={false}
              onToggle={() => onPick(platform)}
            />
          ))}
        </div>
      ) : (
        <Link
          to="/autopilotsettings"
          className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('studio.result.connectAccount')}
        </Link>
      )}
    </div>
  );
}
