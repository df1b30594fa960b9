import { Outlet } from 'react-router-dom';
import { PlainWordmark } from '../components/brand/plain-wordmark';
import { HeaderControls } from '../components/header-controls';
import { Card } from '../components/ui/card';

/** Sign-in, sign-up and recovery: one centred card with the wordmark, over a soft backdrop. */
export function AuthLayout() {
  return (
    <div className="relative flex min-h-screen flex-col overflow-hidden bg-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_40rem_at_15%_-10%,var(--color-primary-soft),transparent_70%),radial-gradient(50rem_35rem_at_100%_110%,color-mix(in_oklab,var(--color-accent)_14%,transparent),transparent_70%)]"
      />
      <div className="relative z-10 flex justify-end px-6 py-4">
        <HeaderControls />
      </div>
      <main className="relative z-10 flex flex-1 items-center justify-center px-4 pb-16">
        <Card className="w-full max-w-[440px] px-8 py-9 shadow-xl shadow-primary/5 sm:px-10">
          <div className="mb-7 flex justify-center">
            <PlainWordmark href="/" size="lg" />
          </div>
          <Outlet />
        </Card>
      </main>
    </div>
  );
}
