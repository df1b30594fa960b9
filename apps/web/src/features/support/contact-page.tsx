import { LifeBuoy, Mail, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Card } from '../../components/ui/card';
import { useCurrentUser } from '../auth/use-auth';
import { ContactForm } from './contact-form';
import { useSiteInfo } from './site-info.api';

/** /contact: the contact form, prefilled with a signed-in user's name and email. */
export function ContactPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const site = useSiteInfo();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-10">
      <PageHeader
        icon={MessageSquare}
        title={t('contact.page.title')}
        description={t('contact.page.subtitle')}
      />
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_18rem]">
        <Card className="p-6 sm:p-8">
          <ContactForm
            key={user?.id ?? 'visitor'}
            initialValues={
              user ? { name, email: user.email, company: user.companyName } : undefined
            }
          />
        </Card>
        <aside className="flex flex-col gap-4">
          <Card className="flex flex-col gap-2 p-5">
            <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
            <p className="text-sm font-medium text-foreground">{t('contact.page.helpPrompt')}</p>
            <Link to="/helpcenter" className="text-sm font-medium text-primary hover:underline">
              {t('contact.page.helpLink')}
            </Link>
          </Card>
          {site.data ? (
            <Card className="flex flex-col gap-2 p-5">
              <Mail className="size-5 text-primary" aria-hidden="true" />
              <p className="text-sm font-medium text-foreground">{t('contact.page.emailPrompt')}</p>
              <a
                href={`mailto:${site.data.contactEmail}`}
                className="text-sm font-medium break-all text-primary hover:underline"
              >
                {site.data.contactEmail}
              </a>
            </Card>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
