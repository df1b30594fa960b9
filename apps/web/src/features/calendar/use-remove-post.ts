import type { ScheduledPost } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../lib/api-client';
import { useDeletePostRecord } from './calendar.api';
import type { Notify } from './use-post-actions';

/** The card's remove button: deletes a cancelled, failed or deleted post's record. */
export function useRemovePost(notify: Notify) {
  const { t } = useTranslation();
  const deleteRecord = useDeletePostRecord();
  return {
    removingId: deleteRecord.isPending ? (deleteRecord.variables ?? null) : null,
    remove(post: ScheduledPost) {
      if (deleteRecord.isPending) return;
      deleteRecord.mutate(post._id, {
        onSuccess: () => notify('success', t('calendar.messages.removed')),
        onError: (caught) =>
          notify(
            'error',
            t('calendar.errors.remove', {
              message: getErrorMessage(caught, t, t('calendar.errors.removeDefault')),
            }),
          ),
      });
    },
  };
}
