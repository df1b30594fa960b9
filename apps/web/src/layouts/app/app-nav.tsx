import { CalendarDays, LibraryBig, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';

const NAV_ITEMS = [
  { to: '/create-prompt', key: 'create', icon: PenLine },
  { to: '/calendar', key: 'calendar', icon: CalendarDays },
  { to: '/library', key: 'library', icon: LibraryBig },
] as const;

export function AppNav() {
  const { t } = useTranslation();

  return (
    <nav aria-label={t('nav.appLabel')}>
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map(({ to, key, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  isActive
                    ? 'bg-primary-soft text-primary'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
