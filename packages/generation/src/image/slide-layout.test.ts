import { ASPECTS } from '../platform-specs.js';
import { paletteOf } from './brand-colors.js';
import { fitHeadline } from './headline-fit.js';
import type { LayoutNode } from './layouts.js';
import { slideLayout, type SlideContent } from './slide-layout.js';
import { nodesOf } from '../test-support/layout-nodes.js';

const LINE_HEIGHT = 1.15;

/** The slide's fitted text: its size, width and lines (one div each). */
function textOf(tree: LayoutNode) {
  const block = nodesOf(tree).find(
    (node) =>
      node.props.style?.fontWeight === 800 &&
      node.props.style.flexDirection === 'column' &&
      Array.isArray(node.props.children),
  )!;
  const style = block.props.style!;
  const lines = (block.props.children as LayoutNode[]).map((line) => line.props.children as string);
  return { size: style.fontSize as number, width: style.width as number, lines };
}

/** A line is within `width` at `size` when the fitter keeps it on one line at that very size. */
function fitsWidth(line: string, size: number, width: number): boolean {
  const refit = fitHeadline(
    line,
    { width, height: 10 * size },
    {
      maxSize: size,
      minSize: size,
      lineHeight: LINE_HEIGHT,
    },
  );
  return refit.fontSize === size && refit.lines.length === 1;
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');

const LONG = {
  en: [
    'Every morning at five our bakers laminate the dough by hand, fold in cold Normandy butter three times and rest it for forty-eight hours, so that each pistachio croissant comes out of the oven with a crackling crust and a soft, honeycombed heart.',
    'We roast the Sicilian pistachios ourselves in small batches, grind them into a cream with a pinch of sea salt, and pipe it into every croissant while it is still warm, which is why there are only twenty of them each day at our shop on Rue des Martyrs.',
  ],
  fr: [
    'Chaque matin à cinq heures, nos boulangers tourent la pâte à la main, y incorporent trois fois un beurre froid de Normandie et la laissent reposer quarante-huit heures, pour que chaque croissant à la pistache sorte du four avec une croûte craquante et un cœur moelleux.',
    'Nous torréfions nous-mêmes les pistaches de Sicile par petites fournées, les broyons en une crème avec une pincée de sel, et en garnissons chaque croissant encore tiède : voilà pourquoi il n’y en a que vingt par jour, rue des Martyrs !',
  ],
};

const slide = (overrides: Partial<SlideContent>): SlideContent => ({
  kind: 'point',
  sentences: ['Just 3.50 euros.'],
  number: 2,
  total: 4,
  handle: '@maisonlune',
  brandName: 'Maison Lune',
  logo: null,
  palette: paletteOf(['#f4e1c1', '#8b4513'], 0),
  aspect: ASPECTS.square,
  ...overrides,
});

describe('the carousel slides', () => {
  const cases = Object.entries(ASPECTS).flatMap(([name, aspect]) =>
    (['en', 'fr'] as const).flatMap((language) =>
      (['point', 'closing'] as const).map((kind) => ({ name, aspect, language, kind })),
    ),
  );

  it.each(cases)(
    'when a long $language $kind slide is drawn in the $name aspect, then its text is whole, within the margins and at a readable size',
    ({ aspect, language, kind }) => {
      const sentences = kind === 'point' ? LONG[language] : [LONG[language][1]!];
      const { size, width, lines } = textOf(slideLayout(slide({ kind, sentences, aspect })));
      const short = Math.min(aspect.width, aspect.height);
      // Whole sentences, in order: the first at least, never cut, never an ellipsis.
      const shown = plain(lines.join(' '));
      expect([sentences[0], sentences.join(' ')]).toContain(shown);
      expect(shown).not.toContain('…');
      expect(size).toBeGreaterThanOrEqual(Math.round(short * 0.045));
      expect(width).toBeLessThanOrEqual(aspect.width - 2 * Math.round(short * 0.09));
      for (const line of lines) expect(fitsWidth(line, size, width)).toBe(true);
      expect(lines.length * size * LINE_HEIGHT).toBeLessThanOrEqual(aspect.height * 0.7);
    },
  );

  it('when two sentences fit, then each starts its own line; when they do not at a readable size, the second is left out', () => {
    const short = textOf(slideLayout(slide({ sentences: ['Just 3.50 euros.', 'Only 20 a day.'] })));
    expect(short.lines.map(plain)).toEqual(['Just 3.50 euros.', 'Only 20 a day.']);
    const first = [...LONG.en, ...LONG.en].join(' ');
    const long = textOf(
      slideLayout(
        slide({
          aspect: ASPECTS.landscape,
          sentences: [first, 'A second sentence that would not fit anymore.'],
        }),
      ),
    );
    expect(plain(long.lines.join(' '))).toBe(first);
  });

  it('when French punctuation or an amount ends a line, then it stays with its word', () => {
    for (const aspect of Object.values(ASPECTS)) {
      const { lines } = textOf(
        slideLayout(
          slide({
            aspect,
            sentences: [
              'Le prix : 3,50 euros.',
              'Attention, seulement 20 par jour : ne tardez pas !',
            ],
          }),
        ),
      );
      for (const line of lines) expect(line).not.toMatch(/^[:;!?€]|^euros/u);
    }
  });

  it('when a slide is numbered, then the point shows the handle and "2/4", the closing its call, the brand and "4/4"', () => {
    const point = nodesOf(slideLayout(slide({})));
    expect(point.some((node) => node.props.children === '2/4')).toBe(true);
    expect(point.some((node) => node.props.children === '@maisonlune')).toBe(true);
    const closing = nodesOf(
      slideLayout(slide({ kind: 'closing', sentences: ['Order now.'], number: 4 })),
    );
    expect(closing.some((node) => node.props.children === '4/4')).toBe(true);
    expect(closing.some((node) => node.props.children === 'Maison Lune')).toBe(true);
    expect(closing.some((node) => node.props.children === '@maisonlune')).toBe(true);
  });
});
