import { Outlet } from 'react-router-dom';
import { Wordmark } from '../../components/brand/wordmark';
import { HeaderControls } from '../../components/header-controls';
import { CreditsBadge } from '../../features/billing/credits-badge';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { AppNav } from './app-nav';
import { UserMenu } from './user-menu';

/**
 * Signed-in pages: the top bar (logo to the dashboard, navigation, credits, bell, account menu).
 */
export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="sticky top-0 z-40 border-b border-border bg-card/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-6">
          <Wordmark to="/create-prompt" />
          <AppNav />
          <div className="ml-auto flex items-center gap-1.5">
            <HeaderControls />
            <span className="mx-1 h-6 w-px bg-border" aria-hidden="true" />
            <CreditsBadge />
            <NotificationBell />
            <UserMenu />
          </div>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-6 py-10">
        <Outlet />
      </main>
    </div>
  );
}
