import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { useOnboardingNavigation } from './onboarding-navigation';
import { getPreviousStepPath, type OnboardingStep } from './onboarding-steps';

export interface OnboardingStepFrameProps {
  step: OnboardingStep;
  title: string;
  description: string;
  children: ReactNode;
  onNext: () => void;
  canContinue: boolean;
  isSaving: boolean;
  error: string | null;
  /** Said beside a disabled Next, e.g. 'Choose a niche to continue.' */
  blockedHint?: string;
  nextLabel?: string;
}

/** A step's title, its content, and the Back / Next bar with the busy state and errors. */
export function OnboardingStepFrame({
  step,
  title,
  description,
  children,
  onNext,
  canContinue,
  isSaving,
  error,
  blockedHint,
  nextLabel,
}: OnboardingStepFrameProps) {
  const { t } = useTranslation();
  const { goTo } = useOnboardingNavigation();
  const previousPath = getPreviousStepPath(step);

  return (
    <section aria-labelledby={`onboarding-${step}-title`} className="flex flex-1 flex-col gap-8">
      <header className="mx-auto flex max-w-2xl flex-col gap-2 text-center">
        <h1
          id={`onboarding-${step}-title`}
          className="text-3xl font-semibold tracking-tight text-balance text-foreground"
        >
          {title}
        </h1>
        <p className="text-base text-pretty text-muted-foreground">{description}</p>
      </header>

      <div className="flex flex-col gap-8">{children}</div>

      <footer className="sticky bottom-0 z-10 -mx-6 mt-auto flex flex-col gap-3 border-t border-border bg-background/85 px-6 py-4 backdrop-blur-md">
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex items-center justify-between gap-4">
          {previousPath ? (
            <Button
              variant="outline"
              size="lg"
              disabled={isSaving}
              onClick={() => goTo(previousPath, 'back')}
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('onboarding.back')}
            </Button>
          ) : (
            <span />
          )}
          <div className="flex items-center gap-4">
            {!canContinue && blockedHint ? (
              <p className="hidden text-sm text-muted-foreground sm:block">{blockedHint}</p>
            ) : null}
            <Button
              size="lg"
              disabled={!canContinue || isSaving}
              aria-busy={isSaving}
              onClick={onNext}
              className="min-w-32"
            >
              {isSaving ? (
                <>
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                  {t('onboarding.saving')}
                </>
              ) : (
                <>
                  {nextLabel ?? t('onboarding.next')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </>
              )}
            </Button>
          </div>
        </div>
      </footer>
    </section>
  );
}
