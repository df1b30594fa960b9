import type { ImageAspect } from '../platform-specs.js';
import type { ImagePalette } from './brand-colors.js';
import { FONT_FAMILY } from './fonts.js';
import { fitHeadline } from './headline-fit.js';
import { logoOrName, node, type LayoutNode } from './layouts.js';

/** A carousel slide after the cover: one of the post's points, or its closing call to action. */
export interface SlideContent {
  kind: 'point' | 'closing';
  /** One or two sentences; the second is left out when both do not fit at a readable size. */
  sentences: readonly string[];
  /** This slide's place in the carousel, the cover being 1; `total` 0 for no number. */
  number: number;
  total: number;
  handle: string;
  brandName: string;
  /** PNG data URL of the logo, or null. */
  logo: string | null;
  palette: ImagePalette;
  aspect: ImageAspect;
}

const LINE_HEIGHT = 1.15;

/**
 * A slide's sentences, each on lines of its own, with no-break spaces where a line must not
 * break: before French high punctuation ("pistache !") and between an amount and its unit.
 */
export function slideText(sentences: readonly string[]): string {
  return sentences
    .map((sentence) =>
      sentence
        .replace(/ (?=[:;!?»%€])/gu, '\u00a0')
        .replace(/« /gu, '«\u00a0')
        .replace(/(\d) (?=(?:euros?|€|%|\$|£)(?![\p{L}]))/gu, '$1\u00a0'),
    )
    .join('\n');
}

/** The slide's text fitted to its box: as many of its sentences as fit at the readable size. */
function textNode(
  content: SlideContent,
  box: { width: number; height: number },
  { maxShare, align }: { maxShare: number; align: 'left' | 'center' },
): LayoutNode {
  const short = Math.min(content.aspect.width, content.aspect.height);
  const options = {
    maxSize: Math.round(short * maxShare),
    minSize: Math.round(short * 0.045),
    lineHeight: LINE_HEIGHT,
  };
  let count = content.sentences.length;
  let fitted = fitHeadline(slideText(content.sentences.slice(0, count)), box, options);
  while (fitted.fontSize < options.minSize && count > 1) {
    count -= 1;
    fitted = fitHeadline(slideText(content.sentences.slice(0, count)), box, options);
  }
  return node(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: align === 'center' ? 'center' : 'flex-start',
      width: box.width,
      fontSize: fitted.fontSize,
      fontWeight: 800,
      lineHeight: LINE_HEIGHT,
      textAlign: align,
    },
    fitted.lines.map((line) => node('div', { display: 'flex' }, line)),
  );
}

/** Sizes shared by both kinds of slide, from the canvas's short side. */
function measures({ width, height }: ImageAspect) {
  const short = Math.min(width, height);
  const pad = Math.round(short * 0.09);
  const small = Math.round(short * 0.03);
  return { short, pad, small, footer: Math.round(small * 1.4), gap: Math.round(pad * 0.5) };
}

function footer(content: SlideContent, small: number, left: string): LayoutNode {
  return node(
    'div',
    {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      fontSize: small,
      lineHeight: 1.4,
      opacity: 0.75,
    },
    [
      node('div', { display: 'flex' }, left),
      // A video's scenes are not numbered (total 0): the video shows its own progress.
      node(
        'div',
        { display: 'flex' },
        content.total > 0 ? `${content.number}/${content.total}` : '',
      ),
    ],
  );
}

function frame(content: SlideContent, style: Record<string, unknown>, children: unknown[]) {
  const { width, height } = content.aspect;
  return node('div', { width, height, display: 'flex', fontFamily: FONT_FAMILY }, [
    node('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, ...style }, children),
  ]);
}

/** A point: an accent rule, the sentence large on the brand colour, the handle and number below. */
function pointSlide(content: SlideContent): LayoutNode {
  const { palette, aspect } = content;
  const { short, pad, small, footer: footerHeight, gap } = measures(aspect);
  const rule = { width: Math.round(short * 0.12), height: Math.round(short * 0.014) };
  // A wide canvas sets its point larger on shorter lines, which read better than one long one.
  const wide = aspect.width > aspect.height * 1.3;
  const box = {
    width: Math.min(aspect.width - 2 * pad, Math.round(short * 1.5)),
    // A share of the room left, so that a long point keeps air above and below it.
    height: Math.round((aspect.height - 2 * pad - rule.height - footerHeight - 2 * gap) * 0.85),
  };
  return frame(content, { padding: pad, background: palette.background, color: palette.text }, [
    node('div', { ...rule, borderRadius: rule.height, background: palette.accent }),
    node(
      'div',
      { display: 'flex', flexGrow: 1, alignItems: 'center', marginTop: gap, marginBottom: gap },
      [textNode(content, box, { maxShare: wide ? 0.1 : 0.088, align: 'left' })],
    ),
    footer(content, small, content.handle),
  ]);
}

/** The call to action centred on the accent colour, the brand's logo or name and handle below. */
function closingSlide(content: SlideContent): LayoutNode {
  const { palette, aspect } = content;
  const { short, pad, small, footer: footerHeight, gap } = measures(aspect);
  const mark = Math.round(short * (content.logo ? 0.14 : 0.12));
  const markHeight = content.logo ? mark : Math.round(mark * 0.45 * 1.3);
  const handle = Math.round(short * 0.034);
  const box = {
    width: aspect.width - 2 * pad,
    height:
      aspect.height - 2 * pad - footerHeight - markHeight - handle * 1.4 - gap * 2 - gap * 0.3,
  };
  return frame(content, { padding: pad, background: palette.accent, color: palette.accentText }, [
    node(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        alignItems: 'center',
        justifyContent: 'center',
      },
      [
        textNode(content, box, {
          maxShare: aspect.width > aspect.height * 1.3 ? 0.1 : 0.085,
          align: 'center',
        }),
        node('div', { display: 'flex', marginTop: gap }, [
          logoOrName(content, mark, palette.accentText),
        ]),
        node(
          'div',
          { display: 'flex', marginTop: Math.round(gap * 0.3), fontSize: handle },
          content.handle,
        ),
      ],
    ),
    footer(content, small, ''),
  ]);
}

/** A carousel slide after the cover, in the brand's colours (see SlideContent). */
export function slideLayout(content: SlideContent): LayoutNode {
  return content.kind === 'point' ? pointSlide(content) : closingSlide(content);
}
