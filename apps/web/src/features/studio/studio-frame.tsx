import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/ui/card';

export interface StudioFrameProps {
  title: string;
  description?: string;
  /** Where the back arrow goes; none on the first screen. */
  backTo?: string;
  children: ReactNode;
  wide?: boolean;
}

/** One step of the create flow: back arrow, heading, and the step's content on a card. */
export function StudioFrame({
  title,
  description,
  backTo,
  children,
  wide = false,
}: StudioFrameProps) {
  const { t } = useTranslation();
  return (
    <Card
      className={`mx-auto my-6 w-full ${wide ? 'max-w-6xl' : 'max-w-3xl'} px-5 py-8 sm:px-10`}
      data-testid="studio-step"
    >
      {backTo ? (
        <Link
          to={backTo}
          className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('studio.back')}
        </Link>
      ) : null}
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
      {description ? <p className="mt-1.5 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </Card>
  );
}
