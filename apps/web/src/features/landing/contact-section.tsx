import { Handshake, Mail, Palette, WalletCards } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { useSiteInfo } from '../support/site-info.api';
import { DeferredContactForm } from './deferred-contact-form';
import { SectionHeading } from './section-heading';

const POINTS = [
  { key: 'plans', icon: WalletCards },
  { key: 'setup', icon: Palette },
  { key: 'partners', icon: Handshake },
] as const;

/** TALK TO US: the contact form, with what people usually write about. */
export function ContactSection() {
  const { t } = useTranslation();
  const site = useSiteInfo();

  return (
    <section id="contact" className="scroll-mt-16 border-t border-border/60 bg-muted/40 py-24">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          eyebrow={t('landing.contact.eyebrow')}
          title={t('landing.contact.title')}
          subtitle={t('landing.contact.body')}
        />
        <div className="grid items-start gap-10 lg:grid-cols-[18rem_1fr]">
          <aside className="flex flex-col gap-4">
            <ul className="flex flex-col gap-3">
              {POINTS.map(({ key, icon: Icon }) => (
                <li
                  key={key}
                  className="flex items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm font-medium text-foreground"
                >
                  <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
                    <Icon className="size-4.5" aria-hidden="true" />
                  </span>
                  {t(`landing.contact.points.${key}`)}
                </li>
              ))}
            </ul>
            {site.data ? (
              <p className="flex flex-col gap-1 px-1 pt-2 text-sm text-muted-foreground">
                {t('landing.contact.preferEmail')}
                <a
                  href={`mailto:${site.data.contactEmail}`}
                  className="inline-flex items-center gap-1.5 font-medium break-all text-primary hover:underline"
                >
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  {site.data.contactEmail}
                </a>
              </p>
            ) : null}
          </aside>
          <Card className="p-6 shadow-xl shadow-primary/5 sm:p-8">
            <DeferredContactForm />
          </Card>
        </div>
      </div>
    </section>
  );
}
