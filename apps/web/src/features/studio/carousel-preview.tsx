import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** A carousel's slides as the platform swipes them: one at a time, with arrows and dots. */
export function CarouselPreview({
  slides,
  alt,
  className,
}: {
  slides: ReadonlyArray<{ url: string }>;
  alt: string;
  className: string;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const index = Math.min(shown, slides.length - 1);
  const total = slides.length;

  return (
    <div
      role="group"
      aria-roledescription={t('studio.result.carousel')}
      aria-label={t('studio.result.slideCount', { current: index + 1, total })}
      className="relative mx-auto w-fit"
    >
      <img
        src={slides[index]!.url}
        alt={t('studio.result.slideAlt', { alt, current: index + 1, total })}
        className={className}
      />
      <span className="absolute right-3 top-3 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white">
        {index + 1} / {total}
      </span>
      <Button
        variant="secondary"
        size="icon"
        className="absolute left-2 top-1/2 size-9 -translate-y-1/2 rounded-full shadow-md"
        aria-label={t('studio.result.slidePrevious')}
        disabled={index === 0}
        onClick={() => setShown(index - 1)}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </Button>
      <Button
        variant="secondary"
        size="icon"
        className="absolute right-2 top-1/2 size-9 -translate-y-1/2 rounded-full shadow-md"
        aria-label={t('studio.result.slideNext')}
        disabled={index === total - 1}
        onClick={() => setShown(index + 1)}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </Button>
      <div
        className="absolute bottom-3 left-0 right-0 flex justify-center gap-1.5"
        aria-hidden="true"
      >
        {slides.map((slide, dot) => (
          <span
            key={slide.url}
            className={cn('size-1.5 rounded-full', dot === index ? 'bg-white' : 'bg-white/50')}
          />
        ))}
      </div>
    </div>
  );
}
