import type { ScheduledPost } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Notice } from '../../components/ui/notice';
import { PostActions } from './post-actions';
import { PostMediaPreview } from './post-media';
import { PlannedPostDetails } from './planned-post-details';
import { PostPlatformResults } from './post-platform-results';
import { PostStatusBadge } from './post-status-badge';
import type { CalendarFormat } from './use-calendar-format';
import { usePostActions, type NavigateLater, type Notify } from './use-post-actions';

export interface PostModalProps {
  post: ScheduledPost;
  format: CalendarFormat;
  onClose: () => void;
  notify: Notify;
  navigateLater: NavigateLater;
}

/**
 * Spec 001 §2 screen 4: the post's time, status, caption, media and platforms (with how each
 * publish went), and its actions: Cancel or Delete, Reschedule, Post Now (Approve and Reject for
 * a post awaiting approval). A post the autopilot planned also shows its topic, angle and why it
 * is at this time.
 */
export function PostModal({ post, format, onClose, notify, navigateLater }: PostModalProps) {
  const { t } = useTranslation();
  const actions = usePostActions({ post, format, onClose, notify, navigateLater });
  const caption = post.caption.trim();

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t('calendar.modal.close')}
        className="max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto"
      >
        <DialogHeader>
          <DialogTitle>
            {format.fullDate(post.scheduledTime)} · {format.time(post.scheduledTime)}
          </DialogTitle>
          <DialogDescription>{t('calendar.modal.zone', { zone: format.zone })}</DialogDescription>
          <PostStatusBadge
            status={post.status}
            isOverdue={post.isOverdue}
            className="mt-1 self-start text-xs"
          />
        </DialogHeader>

        <div className="grid gap-5 sm:grid-cols-[1fr_14rem]">
          <div className="flex flex-col gap-4">
            {post.autopilot ? <PlannedPostDetails info={post.autopilot} /> : null}
            <PostMediaPreview post={post} />
            <section>
              <h3 className="text-xs font-semibold text-muted-foreground uppercase">
                {t('calendar.modal.caption')}
              </h3>
              <p className="mt-1 text-sm whitespace-pre-wrap text-foreground">
                {caption || t('calendar.modal.noDescription')}
              </p>
            </section>
          </div>
          <section>
            <h3 className="mb-2 text-xs font-semibold text-muted-foreground uppercase">
              {t('calendar.modal.platforms')}
            </h3>
            <PostPlatformResults post={post} />
          </section>
        </div>

        {actions.error ? (
          <Notice tone="error" className="whitespace-pre-line">
            {actions.error}
          </Notice>
        ) : null}
        <PostActions post={post} zone={format.zone} actions={actions} />
      </DialogContent>
    </Dialog>
  );
}
