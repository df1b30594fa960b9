import { ASPECTS } from '../platform-specs.js';
import { paletteOf } from './brand-colors.js';
import { fitHeadline } from './headline-fit.js';
import { illustrationFor } from './illustrations.js';
import { LAYOUTS, layoutFor, photoLayout } from './layouts.js';
import { nodesOf } from '../test-support/layout-nodes.js';

const HEADLINES = [
  'Tip of the day',
  "It's here: our pistachio croissant!",
  'Découvrez notre croissant à la pistache maison',
  'Supercalifragilisticexpialidocious workshops',
];
const OPTIONS = { maxSize: 92, minSize: 43, lineHeight: 1.1 };

describe('headlines measured with the font', () => {
  it.each(HEADLINES)(
    'when "%s" is fitted to a box, then every line is within its width and all lines within its height',
    (headline) => {
      for (const box of [
        { width: 900, height: 400 },
        { width: 480, height: 300 },
        { width: 300, height: 120 },
      ]) {
        const fitted = fitHeadline(headline, box, OPTIONS);
        expect(fitted.lines.join(' ')).toBe(headline);
        for (const width of fitted.widths) expect(width).toBeLessThanOrEqual(box.width);
        expect(fitted.lines.length * fitted.fontSize * OPTIONS.lineHeight).toBeLessThanOrEqual(
          box.height,
        );
      }
    },
  );

  it('when a headline is shorter, then it is set larger', () => {
    const box = { width: 600, height: 250 };
    expect(fitHeadline('Tip of the day', box, OPTIONS).fontSize).toBeGreaterThan(
      fitHeadline(HEADLINES[2]!, box, OPTIONS).fontSize,
    );
  });
});

describe('the layouts', () => {
  const illustration = illustrationFor({
    subject: 'pistachio croissant',
    keywords: [],
    niche: 'food',
  });

  it('when a post names a croissant, then its picture is the croissant', () => {
    expect(illustration.icon).toBe('croissant');
    expect(
      illustrationFor({ subject: 'croissant à la pistache', keywords: [], niche: 'food' }).icon,
    ).toBe('croissant');
    expect(
      illustrationFor({ subject: 'quarterly review', keywords: [], niche: 'business' }).icon,
    ).toBe('briefcase');
  });

  it.each(Object.entries(ASPECTS))(
    'when drawn in the %s aspect, then each layout shows the picture and a headline set within the canvas',
    (_name, aspect) => {
      for (const layout of LAYOUTS) {
        const tree = layout({
          headline: HEADLINES[2]!,
          handle: '@maya',
          brandName: 'Maya Bakes',
          logo: null,
          illustration: illustration.dataUrl,
          palette: paletteOf(['#f4e1c1', '#8b4513'], 0),
          aspect,
        });
        const nodes = nodesOf(tree);
        expect(
          nodes.some((node) => node.type === 'img' && node.props.src === illustration.dataUrl),
        ).toBe(true);
        const headline = nodes.find(
          (node) =>
            typeof node.props.style?.fontSize === 'number' &&
            node.props.style.fontWeight === 800 &&
            Array.isArray(node.props.children) &&
            node.props.style.flexDirection === 'column' &&
            node.props.style.lineHeight !== undefined,
        )!;
        const size = headline.props.style!.fontSize as number;
        const lines = (headline.props.children as unknown[]).length;
        expect(size).toBeGreaterThanOrEqual(Math.min(aspect.width, aspect.height) * 0.03);
        expect(headline.props.style!.width as number).toBeLessThan(aspect.width);
        expect(lines * size * 1.1).toBeLessThan(aspect.height / 2);
      }
    },
  );

  it.each(Object.entries(ASPECTS))(
    'when the user asked for their photos, then the %s image is made of the photo, the headline over it',
    (_name, aspect) => {
      const tree = photoLayout({
        headline: HEADLINES[2]!,
        handle: '@maya',
        brandName: 'Maya Bakes',
        logo: null,
        illustration: null,
        photo: 'data:image/jpeg;base64,AAAA',
        palette: paletteOf(['#f4e1c1', '#8b4513'], 0),
        aspect,
      });
      const nodes = nodesOf(tree);
      const photo = nodes.find((node) => node.type === 'img')!;
      expect(photo.props.src).toBe('data:image/jpeg;base64,AAAA');
      expect([photo.props.width, photo.props.height]).toEqual([aspect.width, aspect.height]);
      expect(layoutFor(1, true)).toBe(photoLayout);
      expect(layoutFor(1, false)).not.toBe(photoLayout);
    },
  );

  /** A vertical photo image's content, without its handle. */
  const storyWithPhoto = {
    headline: HEADLINES[1]!,
    brandName: 'Maya Bakes',
    logo: null,
    illustration: null,
    photo: 'data:image/jpeg;base64,AAAA',
    palette: paletteOf(['#f4e1c1', '#8b4513'], 0),
    aspect: ASPECTS.story,
  };

  it("when a photo makes a video's cover, then its headline goes at the top, darkened from the top", () => {
    const content = { ...storyWithPhoto, handle: '' };
    const styles = (tree: ReturnType<typeof photoLayout>) =>
      nodesOf(tree).map((node) => node.props.style ?? {});
    const post = styles(photoLayout(content));
    const cover = styles(photoLayout({ ...content, textAtTop: true }));
    expect(post.some((style) => style.justifyContent === 'space-between')).toBe(true);
    expect(cover.some((style) => style.justifyContent === 'flex-start')).toBe(true);
    expect(cover.some((style) => String(style.backgroundImage).includes('to bottom'))).toBe(true);
    expect(post.some((style) => String(style.backgroundImage).includes('to top'))).toBe(true);
  });

  it('when an image shows no handle (a video cover), then no layout draws a line or chip for it', () => {
    for (const layout of [...LAYOUTS, photoLayout]) {
      const withHandle = nodesOf(layout({ ...storyWithPhoto, handle: '@maya' }));
      const without = nodesOf(layout({ ...storyWithPhoto, handle: '' }));
      expect(withHandle.some((node) => node.props.children === '@maya')).toBe(true);
      // The handle's node goes (or stays as an empty spacer), nothing else changes.
      expect(without.filter((node) => node.props.children === '')).toHaveLength(0);
      expect(without.length).toBeLessThanOrEqual(withHandle.length);
    }
  });
});
