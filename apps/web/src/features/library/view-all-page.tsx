import { ArrowLeft, GalleryVerticalEnd, Palette } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { StyleCard } from './style-card';
import { StylesError, StylesLoading } from './styles-status';
import { useStyles } from './styles.api';

/** /view-all: every saved style in a grid, each with its delete button. */
export function ViewAllPage() {
  const { t } = useTranslation();
  const styles = useStyles();

  return (
    <div className="flex flex-col gap-8">
      <Link
        to="/library"
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('library.viewAll.back')}
      </Link>
      <PageHeader
        icon={GalleryVerticalEnd}
        title={t('library.viewAll.title')}
        description={t('library.viewAll.subtitle')}
      />
      {styles.isPending ? (
        <StylesLoading layout="grid" />
      ) : styles.isError ? (
        <StylesError error={styles.error} onRetry={() => void styles.refetch()} />
      ) : styles.data.length === 0 ? (
        <EmptyState
          icon={Palette}
          title={t('library.favorites.emptyTitle')}
          body={t('library.favorites.emptyBody')}
        >
          <Button asChild variant="outline">
            <Link to="/library">{t('library.viewAll.back')}</Link>
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {styles.data.map((style) => (
            <li key={style._id}>
              <StyleCard style={style} className="h-full" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
