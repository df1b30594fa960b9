import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { DEMO_TOUR_STEPS } from './demo-tour-steps';

export interface DemoTourDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * WATCH A DEMO: a guided tour of the product in a dialog. Next/Back, the step dots and the
 * arrow keys move between steps; Esc, the corner button or a click outside close it. It opens on
 * the first step every time (the steps live inside the dialog's content, which unmounts on close).
 */
export function DemoTourDialog({ open, onOpenChange }: DemoTourDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('demo.close')}
        className="max-w-3xl gap-0 overflow-hidden p-0"
        // Start on the main action rather than the first step dot.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement)
            .querySelector<HTMLElement>('[data-tour-next]')
            ?.focus();
        }}
      >
        <DemoTourSteps onFinish={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DemoTourSteps({ onFinish }: { onFinish: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const total = DEMO_TOUR_STEPS.length;
  const step = DEMO_TOUR_STEPS[index] ?? DEMO_TOUR_STEPS[0];
  const isFirst = index === 0;
  const isLast = index === total - 1;
  const { Illustration } = step;
  const pictureRef = useRef<HTMLDivElement>(null);

  // Each new picture fades and rises in (the Web Animations API; skipped for reduced motion).
  useEffect(() => {
    const picture = pictureRef.current;
    // The focused button can vanish with the step (Next becomes Get started, Back is disabled on
    // the first step): the main action takes the focus back.
    const dialog = picture?.closest<HTMLElement>('[role="dialog"]');
    if (dialog && !dialog.contains(document.activeElement)) {
      dialog.querySelector<HTMLElement>('[data-tour-next]')?.focus();
    }
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (!picture || isReduced || typeof picture.animate !== 'function') return;
    picture.animate(
      [
        { opacity: 0, transform: 'translateY(10px) scale(0.98)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 300, easing: 'ease-out' },
    );
  }, [index]);

  function goTo(next: number) {
    setIndex(Math.min(Math.max(next, 0), total - 1));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    }
  }

  return (
    <div className="grid md:grid-cols-[1.05fr_1fr]" onKeyDown={handleKeyDown}>
      <div
        aria-hidden="true"
        className="relative flex min-h-72 items-center justify-center overflow-hidden bg-gradient-to-br from-primary-soft via-background to-primary-soft/40 px-6 py-10 md:min-h-[26rem]"
      >
        <div className="pointer-events-none absolute -top-16 -left-16 size-56 rounded-full bg-primary/15 blur-3xl" />
        <div className="pointer-events-none absolute -right-10 -bottom-20 size-56 rounded-full bg-accent/15 blur-3xl" />
        <div ref={pictureRef} className="relative flex w-full justify-center">
          <Illustration />
        </div>
      </div>

      <div className="flex flex-col gap-6 p-7 md:p-8">
        <div className="flex flex-col gap-1 pr-6">
          <DialogTitle className="text-sm font-semibold text-primary">
            {t('demo.title')}
          </DialogTitle>
          <DialogDescription className="text-xs">{t('demo.description')}</DialogDescription>
        </div>

        <div className="flex flex-1 flex-col gap-3" aria-live="polite">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t('demo.stepOf', { current: index + 1, total })}
          </p>
          <h3 className="text-2xl leading-tight font-semibold tracking-tight text-foreground">
            {t(`demo.steps.${step.key}.title`)}
          </h3>
          <p className="text-sm leading-relaxed text-muted-foreground">
            {t(`demo.steps.${step.key}.body`)}
          </p>
        </div>

        <div className="flex flex-col gap-5">
          <ol className="flex items-center gap-2" aria-label={t('demo.stepsLabel')}>
            {DEMO_TOUR_STEPS.map(({ key }, dotIndex) => (
              <li key={key}>
                <button
                  type="button"
                  onClick={() => goTo(dotIndex)}
                  aria-label={t('demo.goTo', {
                    number: dotIndex + 1,
                    title: t(`demo.steps.${key}.title`),
                  })}
                  aria-current={dotIndex === index ? 'step' : undefined}
                  className={cn(
                    'block h-2 cursor-pointer rounded-full transition-all focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card focus-visible:outline-none',
                    dotIndex === index
                      ? 'w-6 bg-primary'
                      : 'w-2 bg-input hover:bg-muted-foreground/50',
                  )}
                />
              </li>
            ))}
          </ol>
          <div className="flex items-center justify-between gap-3">
            <Button variant="ghost" onClick={() => goTo(index - 1)} disabled={isFirst}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('demo.back')}
            </Button>
            {isLast ? (
              <Button asChild>
                <a href="/login" onClick={onFinish} data-tour-next>
                  {t('demo.finish')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </a>
              </Button>
            ) : (
              <Button data-tour-next onClick={() => goTo(index + 1)}>
                {t('demo.next')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
