import type { AutopilotOverview, AutopilotPauseReason, ScheduledPost } from '@postcraft/contracts';
import {
  CheckCheck,
  CirclePause,
  ClipboardCheck,
  LoaderCircle,
  Power,
  Sparkles,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { isPlanRefusal } from '../../components/upgrade-notice';
import { getErrorMessage } from '../../lib/api-client';
import { useDateFormat } from '../../lib/use-date-format';
import { useCancelPost } from '../calendar/calendar.api';
import { isAwaitingApproval } from '../calendar/post-rules';
import { APPROVALS_ANCHOR } from '../notifications/notification-format';
import {
  useApproveAllPosts,
  useApprovePost,
  useAutopilotOverview,
  useRegeneratePlannedPost,
} from './autopilot.api';
import { PlannedPostRow, type PlannedPostAction } from './planned-post-row';

export type Notify = (tone: 'success' | 'error', text: string) => void;

/** Where each pause is fixed: a page, or (no account) the page's own Add Account dialog. */
const FIX_PATHS: Record<Exclude<AutopilotPauseReason, 'no_accounts'>, string> = {
  plan: '/plan',
  credits: '/credits',
  no_profile: '/nichesettings',
};

/** The planner's state in a line, with the way to resume a pause. */
function StateLine({
  overview,
  onConnectAccount,
}: {
  overview: AutopilotOverview;
  onConnectAccount: () => void;
}) {
  const { t } = useTranslation();
  const line = (icon: ReactNode, text: string, action?: ReactNode) => (
    <div aria-live="polite" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <span className="inline-flex items-center gap-2 font-medium text-foreground">
        {icon}
        {text}
      </span>
      {action}
    </div>
  );
  switch (overview.state) {
    case 'off':
      return line(
        <Power className="size-4 text-muted-foreground" aria-hidden="true" />,
        t('settings.autopilot.planned.stateOff'),
      );
    case 'planning':
      return line(
        <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />,
        t('settings.autopilot.planned.statePlanning'),
      );
    case 'active':
      return line(
        <Sparkles className="size-4 text-success" aria-hidden="true" />,
        t('settings.autopilot.planned.stateActive', { count: overview.upcoming.length }),
      );
    case 'paused': {
      const reason = overview.pausedReason;
      const fixLabel = reason ? t(`settings.autopilot.planned.fix.${reason}`) : null;
      const fix =
        reason === 'no_accounts' ? (
          <Button size="sm" variant="outline" onClick={onConnectAccount}>
            {fixLabel}
          </Button>
        ) : reason ? (
          <Button size="sm" variant="outline" asChild>
            <Link to={FIX_PATHS[reason]}>{fixLabel}</Link>
          </Button>
        ) : null;
      return line(
        <CirclePause className="size-4 text-warning" aria-hidden="true" />,
        reason
          ? t('settings.autopilot.planned.statePaused', {
              reason: t(`settings.autopilot.planned.paused.${reason}`),
            })
          : t('settings.autopilot.planned.statePausedPlain'),
        fix,
      );
    }
  }
}

/**
 * "Planned next" (GET /api/user/autopilot, asked again every few seconds while the first plan is
 * made): the planner's state, the posts awaiting approval with Approve all, and every upcoming
 * planned post with its own actions. Each action's outcome is the server's message, in a toast.
 */
export function AutopilotPlannedCard({
  notify,
  onConnectAccount,
}: {
  notify: Notify;
  onConnectAccount: () => void;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const overview = useAutopilotOverview();
  const approve = useApprovePost();
  const approveAll = useApproveAllPosts();
  const regenerate = useRegeneratePlannedPost();
  const cancel = useCancelPost();
  const [busy, setBusy] = useState<{ id: string; action: PlannedPostAction } | null>(null);

  // A notification's link (#approvals) lands on the list once it is shown.
  const hasApprovals = (overview.data?.awaitingApprovalCount ?? 0) > 0;
  useEffect(() => {
    if (!hasApprovals || window.location.hash !== `#${APPROVALS_ANCHOR}`) return;
    document.getElementById(APPROVALS_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [hasApprovals]);

  const failed = (error: unknown) =>
    notify(
      'error',
      t('settings.autopilot.planned.actionFailed', { message: getErrorMessage(error, t) }),
    );

  async function act(action: PlannedPostAction, post: ScheduledPost) {
    if (busy) return;
    setBusy({ id: post._id, action });
    try {
      if (action === 'approve') {
        const answer = await approve.mutateAsync(post._id);
        notify('success', answer.message || t('settings.autopilot.planned.approved'));
      } else if (action === 'regenerate') {
        const answer = await regenerate.mutateAsync(post._id);
        notify('success', answer.message || t('settings.autopilot.planned.regenerated'));
      } else {
        await cancel.mutateAsync(post._id);
        notify(
          'success',
          isAwaitingApproval(post)
            ? t('settings.autopilot.planned.rejected')
            : t('calendar.messages.cancelled'),
        );
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  function approveEvery() {
    approveAll.mutate(undefined, {
      onSuccess: (answer) =>
        notify(
          'success',
          answer.message ||
            t('settings.autopilot.planned.approvedAll', { count: answer.data.approved }),
        ),
      onError: failed,
    });
  }

  /** The action under way on a post; any other action under way holds every row still. */
  const rowBusy = (post: ScheduledPost): PlannedPostAction | null => {
    if (busy) return busy.id === post._id ? busy.action : 'approve';
    return approveAll.isPending ? 'approve' : null;
  };

  const data = overview.data;
  const awaiting = data?.upcoming.filter((post) => isAwaitingApproval(post)) ?? [];
  const others = data?.upcoming.filter((post) => !isAwaitingApproval(post)) ?? [];
  const rows = (posts: readonly ScheduledPost[]) => (
    <ul className="flex flex-col gap-3">
      {posts.map((post) => (
        <PlannedPostRow
          key={post._id}
          post={post}
          format={format}
          busy={rowBusy(post)}
          onAction={(action, target) => void act(action, target)}
        />
      ))}
    </ul>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.autopilot.planned.title')}</CardTitle>
        <CardDescription>
          {t('settings.autopilot.planned.description', { zone: data?.timeZone ?? format.timeZone })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {overview.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {t('settings.autopilot.planned.loading')}
          </p>
        ) : overview.isError && isPlanRefusal(overview.error) ? (
          // Autopilot is Premium's: a Free user has nothing planned (the toggle says how to upgrade).
          <p className="inline-flex items-center gap-2 text-sm font-medium text-foreground">
            <Power className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('settings.autopilot.planned.stateOff')}
          </p>
        ) : overview.isError ? (
          <div className="flex flex-col items-start gap-2">
            <Notice tone="error">
              {t('settings.autopilot.planned.loadFailed', {
                message: getErrorMessage(overview.error, t),
              })}
            </Notice>
            <Button size="sm" variant="outline" onClick={() => void overview.refetch()}>
              {t('settings.autopilot.planned.retry')}
            </Button>
          </div>
        ) : (
          <>
            <div className="flex flex-col gap-1">
              <StateLine overview={overview.data} onConnectAccount={onConnectAccount} />
              {overview.data.lastPlannedAt ? (
                <p className="text-xs text-muted-foreground">
                  {t('settings.autopilot.planned.lastPlanned', {
                    when: format.dayAndTime(overview.data.lastPlannedAt),
                  })}
                </p>
              ) : null}
            </div>

            {overview.data.awaitingApprovalCount > 0 ? (
              <section
                id={APPROVALS_ANCHOR}
                aria-labelledby={`${APPROVALS_ANCHOR}-title`}
                className="flex scroll-mt-24 flex-col gap-3 rounded-xl border border-awaiting/30 bg-awaiting/5 p-4"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="flex flex-col gap-1">
                    <h3
                      id={`${APPROVALS_ANCHOR}-title`}
                      className="inline-flex items-center gap-2 text-sm font-semibold text-foreground"
                    >
                      <ClipboardCheck className="size-4 text-awaiting" aria-hidden="true" />
                      {t('settings.autopilot.planned.approvalsTitle', {
                        count: overview.data.awaitingApprovalCount,
                      })}
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      {t('settings.autopilot.planned.approvalsBody')}
                    </p>
                  </div>
                  <Button onClick={approveEvery} disabled={approveAll.isPending || busy !== null}>
                    <CheckCheck className="size-4" aria-hidden="true" />
                    {approveAll.isPending
                      ? t('settings.autopilot.planned.approvingAll')
                      : t('settings.autopilot.planned.approveAll')}
                  </Button>
                </div>
                {awaiting.length > 0 ? rows(awaiting) : null}
              </section>
            ) : null}

            {others.length > 0 ? (
              <section aria-labelledby="planned-upcoming-title" className="flex flex-col gap-3">
                <h3
                  id="planned-upcoming-title"
                  className="text-xs font-semibold text-muted-foreground uppercase"
                >
                  {t('settings.autopilot.planned.upcomingTitle')}
                </h3>
                {rows(others)}
              </section>
            ) : null}

            {overview.data.upcoming.length === 0 && overview.data.state !== 'planning' ? (
              <p className="text-sm text-muted-foreground">
                {t('settings.autopilot.planned.empty')}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
