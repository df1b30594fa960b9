import { CalendarClock, Monitor, Share2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './brand/logo-mark';
import { LanguageSwitcher } from './language-switcher';

const FEATURES = [
  { key: 'generation', icon: Sparkles },
  { key: 'integration', icon: Share2 },
  { key: 'scheduling', icon: CalendarClock },
] as const;

/** Full-page notice for phones and tablets: the product is desktop-only for now. */
export function MobileNotice() {
  const { t } = useTranslation();

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-primary-soft to-background px-6 py-12">
      <div className="flex w-full max-w-sm flex-col items-center gap-6 text-center">
        <LogoMark className="size-12" />
        <span className="grid size-16 place-items-center rounded-full bg-card text-primary shadow-sm">
          <Monitor className="size-8" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">
            {t('mobile.title')}
          </h1>
          <p className="text-sm leading-relaxed text-muted-foreground">{t('mobile.body')}</p>
        </div>
        <ul className="flex w-full flex-col gap-2.5 text-left">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm font-medium text-foreground"
            >
              <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {t(`mobile.features.${key}`)}
            </li>
          ))}
        </ul>
        <LanguageSwitcher />
      </div>
    </main>
  );
}
