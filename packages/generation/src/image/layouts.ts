import type { ThemeSet } from '@postcraft/contracts';
import type { ImageAspect } from '../platform-specs.js';
import type { ImagePalette } from './brand-colors.js';
import { FONT_FAMILY } from './fonts.js';
import { fitHeadline } from './headline-fit.js';

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
  /** The account's handle with its '@'; empty for none. */
  handle: string;
  brandName: string;
  /** PNG data URL of the logo, or null. */
  logo: string | null;
  /** SVG data URL of the post's picture (see illustrations.ts), or null for none. */
  illustration: string | null;
  /** JPEG data URL of the user's photo at this aspect ("use my photos"), or null. */
  photo?: string | null;
  /**
   * A video's cover: the photo's headline at the top, since the foot of a video is where its
   * burned captions and the platform's own caption and buttons are.
   */
  textAtTop?: boolean;
  palette: ImagePalette;
  aspect: ImageAspect;
}

export function node(type: string, style: Record<string, unknown>, children?: unknown): LayoutNode {
  return { type, props: { style, children } };
}

/** The handle's line, or nothing when the image shows none (a video's cover). */
function handleNode(content: LayoutContent, style: Record<string, unknown>): LayoutNode[] {
  return content.handle ? [node('div', style, content.handle)] : [];
}

const LINE_HEIGHT = 1.1;

/**
 * The headline fitted to its box (see fitHeadline): one div per measured line, so satori draws
 * the lines as they were measured.
 */
function headlineNode(
  content: LayoutContent,
  box: { width: number; height: number },
  style: Record<string, unknown> = {},
): LayoutNode {
  const short = Math.min(content.aspect.width, content.aspect.height);
  const fitted = fitHeadline(content.headline, box, {
    maxSize: Math.round(short * 0.085),
    minSize: Math.round(short * 0.04),
    lineHeight: LINE_HEIGHT,
  });
  return node(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: box.width,
      fontSize: fitted.fontSize,
      fontWeight: 800,
      lineHeight: LINE_HEIGHT,
      ...style,
    },
    fitted.lines.map((line) => node('div', { display: 'flex' }, line)),
  );
}

const isLandscape = ({ width, height }: ImageAspect) => width > height * 1.3;

function picture(content: LayoutContent, size: number): LayoutNode[] {
  if (!content.illustration) return [];
  return [{ type: 'img', props: { src: content.illustration, width: size, height: size } }];
}

export function logoOrName(
  content: Pick<LayoutContent, 'logo' | 'brandName'>,
  size: number,
  color: string,
): LayoutNode {
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

/** Picture and headline centred on the brand colour, logo above, handle below. */
function centered(content: LayoutContent): LayoutNode {
  const { palette, aspect } = content;
  const short = Math.min(aspect.width, aspect.height);
  const pad = Math.round(short * 0.08);
  const logo = Math.round(short * 0.1);
  const art = content.illustration ? Math.round(short * (isLandscape(aspect) ? 0.22 : 0.3)) : 0;
  const handle = Math.round(short * 0.03);
  const gap = Math.round(pad * 0.5);
  const box = {
    width: aspect.width - 2 * pad,
    height: aspect.height - 2 * pad - logo - art - handle * 2.6 - gap * 3,
  };
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
      logoOrName(content, logo, palette.text),
      ...picture(content, art).map((image) =>
        node('div', { display: 'flex', marginTop: gap }, [image]),
      ),
      headlineNode(content, box, { marginTop: gap, alignItems: 'center' }),
      ...handleNode(content, {
        marginTop: gap,
        padding: '12px 28px',
        borderRadius: 999,
        background: palette.accent,
        color: palette.accentText,
        fontSize: handle,
      }),
    ],
  );
}

/** A band of the accent colour down the side, headline left-aligned, the picture at the foot. */
function sideBand(content: LayoutContent): LayoutNode {
  const { palette, aspect } = content;
  const short = Math.min(aspect.width, aspect.height);
  const pad = Math.round(short * 0.07);
  const band = Math.round(aspect.width * 0.05);
  const logo = Math.round(short * 0.12);
  const art = content.illustration ? Math.round(short * (isLandscape(aspect) ? 0.2 : 0.26)) : 0;
  const handle = Math.round(short * 0.032);
  const box = {
    width: aspect.width - band - 2 * pad,
    height: aspect.height - 2 * pad - logo - Math.max(art, handle * 1.4) - pad,
  };
  return frame(content, { background: palette.background, color: palette.text }, [
    node('div', { width: band, height: '100%', background: palette.accent }),
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
        logoOrName(content, logo, palette.text),
        headlineNode(content, box),
        node('div', { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between' }, [
          // An empty handle keeps its place: the picture stays at the right.
          content.handle
            ? node('div', { fontSize: handle, opacity: 0.85 }, content.handle)
            : node('div', {}),
          ...picture(content, art),
        ]),
      ],
    ),
  ]);
}

/** Picture and headline on an accent card over the brand colour, logo and handle in a footer. */
function card(content: LayoutContent): LayoutNode {
  const { palette, aspect } = content;
  const short = Math.min(aspect.width, aspect.height);
  const pad = Math.round(short * 0.06);
  const logo = Math.round(short * 0.1);
  const art = content.illustration ? Math.round(short * (isLandscape(aspect) ? 0.18 : 0.24)) : 0;
  const footer = Math.max(logo, Math.round(short * 0.03) * 1.4);
  const box = {
    width: aspect.width - 4 * pad,
    height: aspect.height - 4 * pad - footer - pad * 0.6 - art - (art ? pad * 0.5 : 0),
  };
  return frame(
    content,
    { flexDirection: 'column', padding: pad, background: palette.background, color: palette.text },
    [
      node(
        'div',
        {
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: pad,
          borderRadius: Math.round(aspect.width * 0.03),
          background: palette.accent,
          color: palette.accentText,
        },
        [
          ...picture(content, art),
          headlineNode(content, box, art ? { marginTop: Math.round(pad * 0.5) } : {}),
        ],
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
          logoOrName(content, logo, palette.text),
          ...handleNode(content, { fontSize: Math.round(short * 0.03) }),
        ],
      ),
    ],
  );
}

/**
 * The user's photo full-bleed, darkened towards the foot where the headline sits in white, the
 * brand's name or logo on an accent tab at the top.
 */
export function photoLayout(content: LayoutContent): LayoutNode {
  const { palette, aspect } = content;
  const short = Math.min(aspect.width, aspect.height);
  const pad = Math.round(short * 0.07);
  const handle = Math.round(short * 0.032);
  const box = { width: aspect.width - 2 * pad, height: Math.round(aspect.height * 0.34) };
  const layer = {
    position: 'absolute',
    left: 0,
    top: 0,
    width: aspect.width,
    height: aspect.height,
  };
  return node(
    'div',
    { width: aspect.width, height: aspect.height, display: 'flex', fontFamily: FONT_FAMILY },
    [
      {
        type: 'img',
        props: { src: content.photo, width: aspect.width, height: aspect.height, style: layer },
      },
      node('div', {
        ...layer,
        display: 'flex',
        // Darkened where the text sits, for white text on any photo.
        backgroundImage: `linear-gradient(${content.textAtTop ? 'to bottom' : 'to top'}, rgba(0,0,0,0.82), rgba(0,0,0,0.35) 55%, rgba(0,0,0,0) 80%)`,
      }),
      node(
        'div',
        {
          position: 'absolute',
          left: pad,
          top: pad,
          width: aspect.width - 2 * pad,
          height: aspect.height - 2 * pad,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: content.textAtTop ? 'flex-start' : 'space-between',
          color: '#ffffff',
        },
        [
          node(
            'div',
            {
              display: 'flex',
              alignSelf: 'flex-start',
              padding: `${Math.round(pad * 0.25)}px ${Math.round(pad * 0.4)}px`,
              borderRadius: Math.round(short * 0.02),
              background: palette.accent,
              color: palette.accentText,
            },
            [logoOrName(content, Math.round(short * 0.08), palette.accentText)],
          ),
          node(
            'div',
            {
              display: 'flex',
              flexDirection: 'column',
              ...(content.textAtTop ? { marginTop: Math.round(pad * 0.6) } : {}),
            },
            [
              headlineNode(content, box),
              ...handleNode(content, {
                marginTop: Math.round(pad * 0.4),
                fontSize: handle,
                opacity: 0.9,
              }),
            ],
          ),
        ],
      ),
    ],
  );
}

export type Layout = (content: LayoutContent) => LayoutNode;

/** Every theme of the designer (Premium's), the seed picking one. */
export const LAYOUTS = [centered, sideBand, card] as const;
/** The basic themes (Free's): the others are `all`'s only. */
export const BASIC_LAYOUTS: readonly Layout[] = [centered, card];

/**
 * The same seed always picks the same layout; a post with the user's photo gets the photo's
 * (everyone's). With the basic themes, a seed that would pick another keeps a basic one, still
 * by the seed, and a seed picking a basic one picks the same as with all of them.
 */
export function layoutFor(seed: number, withPhoto = false, themes: ThemeSet = 'all'): Layout {
  if (withPhoto) return photoLayout;
  const layout = LAYOUTS[seed % LAYOUTS.length]!;
  if (themes === 'all' || BASIC_LAYOUTS.includes(layout)) return layout;
  return BASIC_LAYOUTS[Math.floor(seed / LAYOUTS.length) % BASIC_LAYOUTS.length]!;
}
