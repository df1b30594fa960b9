import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Notice, type NoticeTone } from '../../components/ui/notice';

export interface UpdateNotice {
  tone: NoticeTone;
  text: string;
}

/** The Update button of an edit screen ('Updating...' while saving) and its message. */
export function UpdateBar({
  onUpdate,
  isUpdating,
  isDisabled = false,
  notice,
}: {
  onUpdate: () => void;
  isUpdating: boolean;
  isDisabled?: boolean;
  notice: UpdateNotice | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <div>
        <Button
          size="lg"
          className="min-w-36"
          onClick={onUpdate}
          disabled={isDisabled || isUpdating}
          aria-busy={isUpdating}
        >
          {isUpdating ? (
            <>
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {t('settings.updating')}
            </>
          ) : (
            t('settings.update')
          )}
        </Button>
      </div>
    </div>
  );
}
