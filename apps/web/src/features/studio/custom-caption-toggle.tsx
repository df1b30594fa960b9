import type { ConnectablePlatformId } from '@postcraft/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../components/ui/switch';
import { getPlatformName } from '../connections/platform-names';

/**
 * 'Customise for <platform>': off, the shown platform posts the caption every platform shares;
 * on, it gets a caption of its own (starting from the shared one).
 */
export function CustomCaptionToggle({
  platform,
  isCustom,
  onChange,
}: {
  platform: ConnectablePlatformId;
  isCustom: boolean;
  onChange: (isCustom: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = getPlatformName(platform);
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 px-3 py-2">
      <Switch id={id} checked={isCustom} onCheckedChange={onChange} className="mt-0.5" />
      <label htmlFor={id} className="flex flex-col text-sm">
        <span className="font-medium text-foreground">
          {t('studio.result.customiseFor', { platform: name })}
        </span>
        <span className="text-xs text-muted-foreground">
          {isCustom
            ? t('studio.result.customisedHint', { platform: name })
            : t('studio.result.sharedHint')}
        </span>
      </label>
    </div>
  );
}
