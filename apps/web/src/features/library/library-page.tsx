import { ArrowRight, Clapperboard, Copy, LibraryBig, Palette, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { usePlanEntitlements } from '../studio/use-plan-entitlements';
import { CreateTemplateDialog } from './create-template-dialog';
import { GenerationCard } from './generation-card';
import { useGenerations } from './generations.api';
import { PhotoLibrary } from './photo-library';
import { StyleScroller } from './style-scroller';
import { StylesError, StylesLoading } from './styles-status';
import { useStyles } from './styles.api';

/** Navigation state of a page that just saved a style, so the library can point it out. */
export interface LibraryLocationState {
  savedStyleId?: string;
}

/**
 * /library: what the user generated (open it again in the studio, or delete it), their photos
 * and their saved styles, with the two ways to add one.
 */
export function LibraryPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const styles = useStyles();
  const generations = useGenerations();
  const [isCreating, setIsCreating] = useState(false);
  const [createdId, setCreatedId] = useState<string | undefined>(
    (location.state as LibraryLocationState | null)?.savedStyleId,
  );
  const total = styles.data?.length ?? 0;
  const plan = usePlanEntitlements().data;
  const maxTemplates = plan?.billingEnabled ? plan.allowance.maxTemplates : null;

  return (
    <div className="flex flex-col gap-12">
      <PageHeader
        icon={LibraryBig}
        title={t('library.title')}
        description={t('library.subtitle')}
        actions={
          <>
            <Button onClick={() => setIsCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('library.createTemplate')}
            </Button>
            <Button asChild variant="outline">
              <Link to="/clone">
                <Copy className="size-4" aria-hidden="true" />
                {t('library.cloneStyle')}
              </Link>
            </Button>
          </>
        }
      />

      <section aria-labelledby="library-created" className="flex flex-col gap-4">
        <h2 id="library-created" className="text-lg font-semibold text-foreground">
          {t('library.created.title')}
        </h2>
        {generations.isPending ? (
          <StylesLoading layout="grid" />
        ) : generations.isError ? (
          <StylesError
            what="generations"
            error={generations.error}
            onRetry={() => void generations.refetch()}
          />
        ) : generations.data.length === 0 ? (
          <EmptyState
            icon={Clapperboard}
            title={t('library.created.emptyTitle')}
            body={t('library.created.emptyBody')}
          >
            <Button asChild>
              <Link to="/create-prompt">
                {t('library.created.cta')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Button>
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-4">
            {generations.data.map((generation) => (
              <li key={generation._id} className="flex">
                <GenerationCard generation={generation} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <PhotoLibrary />

      <section aria-labelledby="library-favorites" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id="library-favorites" className="text-lg font-semibold text-foreground">
              {t('library.favorites.title')}
            </h2>
            <p className="max-w-2xl text-sm text-muted-foreground">
              {t('library.favorites.subtitle')}
            </p>
          </div>
          {plan && maxTemplates !== null ? (
            <p className="text-sm text-muted-foreground tabular-nums" data-testid="templates-used">
              {t('library.favorites.templatesUsed', {
                used: plan.usage.templates,
                max: maxTemplates,
              })}
            </p>
          ) : null}
        </div>
        {styles.isPending ? (
          <StylesLoading />
        ) : styles.isError ? (
          <StylesError error={styles.error} onRetry={() => void styles.refetch()} />
        ) : total === 0 ? (
          <EmptyState
            icon={Palette}
            title={t('library.favorites.emptyTitle')}
            body={t('library.favorites.emptyBody')}
          />
        ) : (
          <StyleScroller
            styles={styles.data}
            highlightedId={createdId}
            toolbar={
              <Link to="/view-all" className="text-sm font-semibold text-primary hover:underline">
                {t('library.favorites.viewAll', { total })}
              </Link>
            }
          />
        )}
      </section>

      <CreateTemplateDialog
        open={isCreating}
        onOpenChange={setIsCreating}
        onCreated={(style) => setCreatedId(style._id)}
      />
    </div>
  );
}
