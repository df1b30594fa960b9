import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Wordmark } from './brand/wordmark';
import { Button } from './ui/button';

/** Shown instead of a blank page when a route fails to render. */
export function RouteErrorPage() {
  const { t } = useTranslation();

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-background px-6 text-center">
      <Wordmark />
      <span className="grid size-14 place-items-center rounded-2xl bg-danger/10 text-danger">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <div className="flex max-w-md flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">
          {t('routeError.title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('routeError.body')}</p>
      </div>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('routeError.reload')}
        </Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            {t('routeError.home')}
          </Link>
        </Button>
      </div>
    </main>
  );
}
