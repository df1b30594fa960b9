import type { ImageAspect } from '../platform-specs.js';
import type { ImagePalette } from './brand-colors.js';
import { FONT_FAMILY } from './fonts.js';

/** A satori element as plain data (no JSX in this package). */
export interface LayoutNode {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: unknown;
    src?: string;
    [key: string]: unknown;
  };
}

export interface LayoutContent {
  headline: string;
  handle: string;
  brandName: string;
  /** PNG data URL of the logo, or null. */
  logo: string | null;
  palette: ImagePalette;
  aspect: ImageAspect;
}

function node(type: string, style: Record<string, unknown>, children?: unknown): LayoutNode {
  return { type, props: { style, children } };
}

/** Headline size so that long headlines still fit: by the image's width and the text's length. */
function headlineSize({ aspect, headline }: LayoutContent, scale = 1): number {
  const base = Math.min(aspect.width, aspect.height) * 0.085 * scale;
  const shrink = headline.length > 60 ? 0.65 : headline.length > 30 ? 0.8 : 1;
  return Math.round(base * shrink);
}

function logoOrName(content: LayoutContent, size: number, color: string): LayoutNode {
  if (content.logo) {
    return {
      type: 'img',
      props: { src: content.logo, width: size, height: size, style: { objectFit: 'contain' } },
    };
  }
  return node('div', { fontSize: size * 0.45, fontWeight: 800, color }, content.brandName);
}

function frame(content: LayoutContent, style: Record<string, unknown>, children: unknown[]) {
  const { width, height } = content.aspect;
  // The padding goes on an inner box: on the sized root it would widen the image's content.
  return node('div', { width, height, display: 'flex', fontFamily: FONT_FAMILY }, [
    node('div', { display: 'flex', flexGrow: 1, ...style }, children),
  ]);
}

/** Headline centred on the brand colour, logo above, handle below. */
function centered(content: LayoutContent): LayoutNode {
  const { palette, aspect } = content;
  const pad = Math.round(aspect.width * 0.08);
  return frame(
    content,
    {
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      padding: pad,
      background: palette.background,
      color: palette.text,
      textAlign: 'center',
    },
    [
      logoOrName(content, Math.round(aspect.width * 0.14), palette.text),
      node(
        'div',
        {
          width: '100%',
          justifyContent: 'center',
          marginTop: pad * 0.6,
          fontSize: headlineSize(content),
          fontWeight: 800,
          lineHeight: 1.1,
        },
        content.headline,
      ),
      node(
        'div',
        {
          marginTop: pad * 0.6,
          padding: '12px 28px',
          borderRadius: 999,
          background: palette.accent,
          color: palette.accentText,
          fontSize: Math.round(aspect.width * 0.03),
        },
        content.handle,
      ),
    ],
  );
}

/** A band of the accent colour down the side, headline left-aligned. */
function sideBand(content: LayoutContent): LayoutNode {
  const { palette, aspect } = content;
  const pad = Math.round(aspect.width * 0.07);
  return frame(content, { background: palette.background, color: palette.text }, [
    node('div', {
      width: Math.round(aspect.width * 0.05),
      height: '100%',
      background: palette.accent,
    }),
    node(
      'div',
      {
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: pad,
      },
      [
        logoOrName(content, Math.round(aspect.width * 0.12), palette.text),
        node(
          'div',
          { width: '100%', fontSize: headlineSize(content), fontWeight: 800, lineHeight: 1.1 },
          content.headline,
        ),
        node('div', { fontSize: Math.round(aspect.width * 0.032), opacity: 0.85 }, content.handle),
      ],
    ),
  ]);
}

/** Headline on an accent card over the brand colour, logo and handle in a footer. */
function card(content: LayoutContent): LayoutNode {
  const { palette, aspect } = content;
  const pad = Math.round(aspect.width * 0.06);
  return frame(
    content,
    { flexDirection: 'column', padding: pad, background: palette.background, color: palette.text },
    [
      node(
        'div',
        {
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          padding: pad,
          borderRadius: Math.round(aspect.width * 0.03),
          background: palette.accent,
          color: palette.accentText,
          fontSize: headlineSize(content, 0.9),
          fontWeight: 800,
          lineHeight: 1.15,
        },
        content.headline,
      ),
      node(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          marginTop: pad * 0.6,
        },
        [
          logoOrName(content, Math.round(aspect.width * 0.1), palette.text),
          node('div', { fontSize: Math.round(aspect.width * 0.03) }, content.handle),
        ],
      ),
    ],
  );
}

export const LAYOUTS = [centered, sideBand, card] as const;

/** The same seed always picks the same layout. */
export function layoutFor(seed: number): (content: LayoutContent) => LayoutNode {
  return LAYOUTS[seed % LAYOUTS.length]!;
}
