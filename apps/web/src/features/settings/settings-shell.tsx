import { ArrowLeft, Bot, CodeXml, KeyRound, Palette, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';

/** The settings areas; the edit screens (/voicesettings, /keywords...) belong to one. */
export const SETTINGS_SECTIONS = [
  { id: 'profile', to: '/profile', icon: UserRound },
  { id: 'account', to: '/account', icon: KeyRound },
  { id: 'brand', to: '/settings', icon: Palette },
  { id: 'autopilot', to: '/autopilotsettings', icon: Bot },
  { id: 'developers', to: '/developers', icon: CodeXml },
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]['id'];

export interface SettingsShellProps {
  section: SettingsSection;
  title: string;
  description?: string;
  /** Edit screens show a link back to their area. */
  backTo?: { to: string; label: string };
  /** Beside the title, e.g. a save indicator. */
  aside?: ReactNode;
  children: ReactNode;
}

/** Profile and settings pages: the settings navigation on the left, the page on the right. */
export function SettingsShell({
  section,
  title,
  description,
  backTo,
  aside,
  children,
}: SettingsShellProps) {
  const { t } = useTranslation();

  return (
    <div className="grid w-full gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12">
      <nav aria-label={t('settings.nav.label')} className="lg:pt-1">
        <p className="mb-3 hidden px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:block">
          {t('settings.nav.label')}
        </p>
        <ul className="flex gap-1 overflow-x-auto lg:flex-col">
          {SETTINGS_SECTIONS.map(({ id, to, icon: Icon }) => {
            const isActive = id === section;
            return (
              <li key={id}>
                <Link
                  to={to}
                  aria-current={isActive && !backTo ? 'page' : undefined}
                  className={cn(
                    'flex h-10 items-center gap-2.5 rounded-xl px-3 text-sm font-medium whitespace-nowrap transition-colors',
                    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    isActive
                      ? 'bg-primary-soft text-primary'
                      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`settings.nav.${id}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex min-w-0 flex-col gap-6">
        <header className="flex flex-col gap-3">
          {backTo ? (
            <Link
              to={backTo.to}
              className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {backTo.label}
            </Link>
          ) : null}
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-col gap-1.5">
              <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
              {description ? (
                <p className="max-w-2xl text-sm text-muted-foreground">{description}</p>
              ) : null}
            </div>
            {aside}
          </div>
        </header>
        {children}
      </div>
    </div>
  );
}
