import type { ReelsJob } from '@postcraft/contracts';
import { FileVideo, SquarePlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { createDateFormat } from '../../lib/date-format';
import { useTimeZone } from '../auth/use-time-zone';

/** The user's latest reels jobs, to show one again (its clips, or where it is). */
export function RecentReels({
  jobs,
  onShow,
}: {
  jobs: readonly ReelsJob[];
  onShow: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = createDateFormat(i18n.language, useTimeZone());
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="recent-reels-title" className="mt-8 border-t border-border pt-6">
      <h2 id="recent-reels-title" className="text-sm font-semibold text-foreground">
        {t('reels.recent.title')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {jobs.map((job) => {
          const Icon = job.source.kind === 'youtube' ? SquarePlay : FileVideo;
          return (
            <li
              key={job.id}
              className="flex items-center gap-3 rounded-xl border border-border px-3 py-2"
              data-testid="recent-reels"
            >
              <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-foreground">{job.source.name}</p>
                <p className="text-xs text-muted-foreground">
                  {format.dayAndTime(job.createdAt)} ·{' '}
                  {job.status === 'done'
                    ? t('reels.recent.clips', { count: job.clips.length })
                    : t(`reels.recent.status.${job.status}`)}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => onShow(job.id)}>
                {t('reels.recent.show')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
