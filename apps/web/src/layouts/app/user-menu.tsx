import {
  Bot,
  ChevronDown,
  CircleHelp,
  CircleUserRound,
  CreditCard,
  KeyRound,
  LogOut,
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
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useAuth } from '../../features/auth/use-auth';

const MENU_ITEMS = [
  { to: '/profile', key: 'profile', icon: UserRound },
  { to: '/subscription', key: 'subscription', icon: CreditCard },
  { to: '/account', key: 'account', icon: KeyRound },
  { to: '/settings', key: 'settings', icon: Settings },
  { to: '/autopilotsettings', key: 'autopilot', icon: Bot },
  { to: '/helpcenter', key: 'helpCenter', icon: CircleHelp },
] as const;

/**
 * The account menu of the app top bar: the user's first name, their pages (Subscription shows
 * the user's plan, spec 001 §2 screen 17), and Log out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const firstName = user?.firstName.trim() ?? '';
  const planName = user ? t(`userMenu.plans.${user.plan}`) : null;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="gap-1.5 px-2"
          aria-label={
            firstName ? t('userMenu.labelWithName', { name: firstName }) : t('userMenu.label')
          }
        >
          <CircleUserRound className="size-5" aria-hidden="true" />
          {firstName ? (
            <span className="max-w-32 truncate text-sm font-medium">{firstName}</span>
          ) : null}
          <ChevronDown className="size-3.5 text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {user ? (
          <>
            <DropdownMenuLabel className="flex flex-col gap-0.5">
              <span className="truncate">{`${user.firstName} ${user.lastName}`.trim()}</span>
              <span className="truncate text-xs font-normal text-muted-foreground">
                {user.email}
              </span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        ) : null}
        {MENU_ITEMS.map(({ to, key, icon: Icon }) => {
          const plan = key === 'subscription' ? planName : null;
          return (
            <DropdownMenuItem key={key} asChild>
              <Link
                to={to}
                aria-label={plan ? t('userMenu.subscriptionWithPlan', { plan }) : undefined}
              >
                <Icon aria-hidden="true" />
                {t(`userMenu.${key}`)}
                {plan ? (
                  <span className="ml-auto rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground">
                    {plan}
                  </span>
                ) : null}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
