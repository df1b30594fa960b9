import type { Style } from '@postcraft/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { StyleCard } from './style-card';

/** One arrow press moves the row by one card; this much before the row is laid out (spec 000 §2). */
export const STYLE_SCROLL_STEP_PX = 240;

/** One card and the gap after it, as laid out. */
function measureCardStep(row: HTMLUListElement): number {
  const card = row.querySelector('li');
  const width = card?.getBoundingClientRect().width ?? 0;
  if (width === 0) return STYLE_SCROLL_STEP_PX;
  return width + (Number.parseFloat(getComputedStyle(row).columnGap) || 0);
}

/**
 * A horizontal row of styles with left and right arrows. The cards are sized so a whole number of
 * them fills the row (1 to 5, by the row's width), and the row snaps card by card: at every
 * resting position, the ends included, no card is cut off at either edge.
 */
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
    const row = rowRef.current;
    if (!row) return;
    row.scrollBy({ left: direction * measureCardStep(row), behavior: 'smooth' });
  }

  return (
    <div className="@container flex flex-col gap-3">
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
        className="-mx-2 grid auto-cols-[calc((100%-(var(--cards)-1)*1rem)/var(--cards))] grid-flow-col snap-x snap-mandatory scroll-px-2 gap-4 overflow-x-auto scroll-smooth px-2 pt-2 pb-4 [--cards:1] [scrollbar-width:thin] @md:[--cards:2] @2xl:[--cards:3] @4xl:[--cards:4] @6xl:[--cards:5]"
      >
        {styles.map((style) => (
          <li key={style._id} className="snap-start">
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
