import type { PlatformResult, ScheduledPost } from '@postcraft/contracts';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlatformBadge } from '../../components/platform-badge';
import { cn } from '../../lib/cn';
import { getPlatformName } from '../connections/platform-names';

const isWebAddress = (url: string | null): url is string =>
  Boolean(url && /^https?:\/\//i.test(url));

/** Each platform of the post and how its publish went: a link to it, or the platform's reason. */
export function PostPlatformResults({ post }: { post: ScheduledPost }) {
  return (
    <ul className="flex flex-col gap-2">
      {post.platforms.map((platform) => {
        const result = post.platformResults.find((entry) => entry.platform === platform);
        return (
          <li key={platform} className="flex items-start gap-3 text-sm" data-platform={platform}>
            <PlatformBadge platform={platform} className="mt-0.5 size-6 text-[10px]" />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium text-foreground">{getPlatformName(platform)}</span>
              <ResultLine post={post} result={result} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function ResultLine({ post, result }: { post: ScheduledPost; result: PlatformResult | undefined }) {
  const { t } = useTranslation();
  const line = (text: string, tone: 'muted' | 'success' | 'danger' | 'warning' = 'muted') => (
    <span
      className={cn(
        'text-xs break-words',
        tone === 'muted' && 'text-muted-foreground',
        tone === 'success' && 'text-success',
        tone === 'danger' && 'text-danger',
        tone === 'warning' && 'text-foreground',
      )}
    >
      {text}
    </span>
  );

  if (!result) {
    return line(
      post.status === 'pending'
        ? t('calendar.result.waiting')
        : post.status === 'awaiting_approval'
          ? t('calendar.result.awaitingApproval')
          : t('calendar.result.notPublished'),
    );
  }
  if (result.deletedAt) return line(t('calendar.result.deleted'));
  if (result.outcome === 'published') {
    return isWebAddress(result.url) ? (
      <a
        href={result.url}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
      >
        {t('calendar.result.view')}
        <ExternalLink className="size-3" aria-hidden="true" />
      </a>
    ) : (
      line(t('calendar.result.published'), 'success')
    );
  }
  if (result.outcome === 'unconfirmed') {
    return line(
      t('calendar.result.unconfirmed', {
        message: result.message ?? t('calendar.result.checkPlatform'),
      }),
      'warning',
    );
  }
  return line(
    t('calendar.result.failed', { message: result.message ?? t('calendar.errors.unknown') }),
    'danger',
  );
}
