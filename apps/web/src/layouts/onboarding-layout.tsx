import { Check, LogOut } from 'lucide-react';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Wordmark } from '../components/brand/wordmark';
import { HeaderControls } from '../components/header-controls';
import { Button } from '../components/ui/button';
import { useAuth } from '../features/auth/use-auth';
import {
  animateStepIn,
  animateStepOut,
  type OnboardingNavigation,
  type StepDirection,
} from '../features/onboarding/onboarding-navigation';
import { ONBOARDING_STEPS, getOnboardingStep } from '../features/onboarding/onboarding-steps';
import { cn } from '../lib/cn';

/**
 * The four onboarding steps: a progress header, then the current step. Steps leave through
 * `goTo` (slide and fade out in 300 ms) and the next one slides in (500 ms); with reduced motion
 * requested, pages change at once.
 */
export function OnboardingLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const currentIndex = ONBOARDING_STEPS.indexOf(getOnboardingStep(pathname));
  const stageRef = useRef<HTMLDivElement>(null);
  const directionRef = useRef<StepDirection>('forward');
  const isLeavingRef = useRef(false);

  const goTo = useCallback(
    (to: string, direction: StepDirection) => {
      if (isLeavingRef.current) return;
      isLeavingRef.current = true;
      directionRef.current = direction;
      void animateStepOut(stageRef.current, direction).then(() => {
        isLeavingRef.current = false;
        void navigate(to);
      });
    },
    [navigate],
  );

  // Each new step (including one reached with the browser's buttons) slides in.
  useLayoutEffect(() => {
    animateStepIn(stageRef.current, directionRef.current);
    directionRef.current = 'forward';
  }, [pathname]);

  const outletContext = useMemo<OnboardingNavigation>(() => ({ goTo }), [goTo]);

  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-primary-soft/60 to-background">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-6 py-5">
        <Wordmark />
        <div className="flex items-center gap-2">
          <HeaderControls />
          <Button variant="ghost" size="sm" onClick={() => void logout()}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('userMenu.logout')}
          </Button>
        </div>
      </header>
      <nav aria-label={t('onboarding.progressLabel')} className="mx-auto w-full max-w-3xl px-6">
        <p className="mb-3 text-center text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t('onboarding.stepOf', { current: currentIndex + 1, total: ONBOARDING_STEPS.length })}
        </p>
        <ol className="flex items-center gap-2">
          {ONBOARDING_STEPS.map((step, index) => {
            const isDone = index < currentIndex;
            const isCurrent = index === currentIndex;
            return (
              <li
                key={step}
                aria-current={isCurrent ? 'step' : undefined}
                className="flex flex-1 flex-col gap-2"
              >
                <span
                  className={cn(
                    'h-1.5 rounded-full transition-colors duration-500',
                    index <= currentIndex ? 'bg-primary' : 'bg-border',
                  )}
                />
                <span
                  className={cn(
                    'inline-flex items-center gap-1 text-xs font-medium',
                    isCurrent ? 'text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {isDone ? <Check className="size-3.5 text-primary" aria-hidden="true" /> : null}
                  {t(`onboarding.steps.${step}`)}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col overflow-x-clip px-6 py-10">
        <div ref={stageRef} className="flex flex-1 flex-col">
          <Outlet context={outletContext} />
        </div>
      </main>
    </div>
  );
}
