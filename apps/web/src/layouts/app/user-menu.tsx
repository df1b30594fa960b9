import {
  Bot,
  CircleHelp,
  CircleUserRound,
  CreditCard,
  KeyRound,
  Settings,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';

const MENU_ITEMS = [
  { to: '/profile', key: 'profile', icon: UserRound },
  { to: '/subscription', key: 'subscription', icon: CreditCard },
  { to: '/account', key: 'account', icon: KeyRound },
  { to: '/settings', key: 'settings', icon: Settings },
  { to: '/autopilotsettings', key: 'autopilot', icon: Bot },
  { to: '/helpcenter', key: 'helpCenter', icon: CircleHelp },
] as const;

/** The account menu of the app top bar. Log out joins it with the accounts work. */
export function UserMenu() {
  const { t } = useTranslation();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('userMenu.label')}>
          <CircleUserRound className="size-5" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {MENU_ITEMS.map(({ to, key, icon: Icon }) => (
          <DropdownMenuItem key={key} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(`userMenu.${key}`)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
