import type { Style } from '@postcraft/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { StyleCard } from './style-card';

/** One arrow press moves the row by this much (spec 000 §2: 240 px, one card). */
export const STYLE_SCROLL_STEP_PX = 240;

/** A horizontal row of styles with left and right arrows. */
export function StyleScroller({
  styles,
  highlightedId,
  toolbar,
}: {
  styles: readonly Style[];
  highlightedId?: string | undefined;
  /** Shown before the arrows, e.g. the 'View all' link. */
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ isAtStart: true, isAtEnd: false });

  // Before layout (or without one) the edges are unknown, so both arrows stay usable.
  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row || row.scrollWidth === 0) return setEdges({ isAtStart: false, isAtEnd: false });
    setEdges({
      isAtStart: row.scrollLeft <= 1,
      isAtEnd: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, styles.length]);

  function scrollByStep(direction: -1 | 1) {
    rowRef.current?.scrollBy({ left: direction * STYLE_SCROLL_STEP_PX, behavior: 'smooth' });
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-end gap-2">
        {toolbar ? <div className="mr-2">{toolbar}</div> : null}
        <Button
          variant="outline"
          size="icon"
          aria-label={t('library.favorites.scrollLeft')}
          disabled={edges.isAtStart}
          onClick={() => scrollByStep(-1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('library.favorites.scrollRight')}
          disabled={edges.isAtEnd}
          onClick={() => scrollByStep(1)}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <ul
        ref={rowRef}
        onScroll={measure}
        className="-mx-2 flex snap-x snap-mandatory scroll-px-2 gap-4 overflow-x-auto scroll-smooth px-2 pt-2 pb-4 [scrollbar-width:thin]"
      >
        {styles.map((style) => (
          <li key={style._id} className="w-60 shrink-0 snap-start">
            <StyleCard
              style={style}
              isHighlighted={style._id === highlightedId}
              className="h-full"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
