import { Building2, Mail, MapPin, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Notice } from '../../components/ui/notice';
import { useSiteInfo } from './site-info.api';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
        <dd className="text-sm break-words text-foreground">{children}</dd>
      </div>
    </div>
  );
}

/**
 * The operator's contact details from GET /api/site (the API's configuration). While they load a
 * placeholder holds their place; if they cannot be read the contact form stands in.
 */
export function SiteDetails() {
  const { t } = useTranslation();
  const site = useSiteInfo();

  if (site.isPending) {
    return (
      <div
        role="status"
        className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5"
      >
        <span className="sr-only">{t('privacy.site.loading')}</span>
        {[0, 1, 2].map((index) => (
          <div key={index} aria-hidden="true" className="flex animate-pulse items-center gap-3">
            <div className="size-8 rounded-lg bg-muted" />
            <div className="h-3.5 w-48 rounded bg-muted" />
          </div>
        ))}
      </div>
    );
  }

  if (site.isError) {
    return (
      <Notice tone="info">
        {t('privacy.site.unavailable')}{' '}
        <Link to="/contact" className="font-medium text-primary hover:underline">
          {t('privacy.site.contactForm')}
        </Link>
      </Notice>
    );
  }

  const { companyName, companyAddress, privacyEmail, contactEmail } = site.data;
  const iconClass = 'size-4';
  return (
    <dl className="grid gap-4 rounded-2xl border border-border bg-card p-5 sm:grid-cols-2">
      <Detail
        icon={<Building2 className={iconClass} aria-hidden="true" />}
        label={t('privacy.site.operator')}
      >
        {companyName}
      </Detail>
      {companyAddress ? (
        <Detail
          icon={<MapPin className={iconClass} aria-hidden="true" />}
          label={t('privacy.site.address')}
        >
          <span className="whitespace-pre-line">{companyAddress}</span>
        </Detail>
      ) : null}
      <Detail
        icon={<ShieldCheck className={iconClass} aria-hidden="true" />}
        label={t('privacy.site.privacyEmail')}
      >
        <a href={`mailto:${privacyEmail}`} className="font-medium text-primary hover:underline">
          {privacyEmail}
        </a>
      </Detail>
      <Detail
        icon={<Mail className={iconClass} aria-hidden="true" />}
        label={t('privacy.site.contactEmail')}
      >
        <a href={`mailto:${contactEmail}`} className="font-medium text-primary hover:underline">
          {contactEmail}
        </a>
      </Detail>
    </dl>
  );
}
