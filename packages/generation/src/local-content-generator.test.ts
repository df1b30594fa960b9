import {
  CAROUSEL_PLATFORMS,
  CAROUSEL_SLIDES,
  CONNECTABLE_PLATFORM_IDS,
} from '@postcraft/contracts';
import sharp from 'sharp';
import { createLocalContentGenerator } from './local-content-generator.js';
import { PLATFORM_SPECS } from './platform-specs.js';
import { measureCaption, postText } from './text/caption-length.js';
import { brandProfile, generationInput } from './test-support/index.js';

const generator = createLocalContentGenerator();
const ALL = CONNECTABLE_PLATFORM_IDS;

const LONG_PROMPT = Array.from(
  { length: 40 },
  (_, index) =>
    `Day ${index}: our handmade mugs 🎉👩🏽‍🍳 travel the world, see https://example.com/shop/${index}?ref=summer and www.clay.example 🌍.`,
).join(' ');

function expectWithinLimits(content: Awaited<ReturnType<typeof generator.generate>>['content']) {
  for (const platform of ALL) {
    const entry = content[platform]!;
    const spec = PLATFORM_SPECS[platform];
    expect(
      measureCaption(postText(entry.caption, entry.hashtags), spec.measure),
    ).toBeLessThanOrEqual(spec.captionMax);
    expect(entry.hashtags.length).toBeLessThanOrEqual(spec.hashtagMax);
    const folded = entry.hashtags.map((tag) => tag.toLowerCase());
    expect(new Set(folded).size).toBe(folded.length);
    for (const tag of entry.hashtags) expect(tag).toMatch(/^[\p{L}\p{N}]+$/u);
  }
}

describe('the local content generator', () => {
  it('keeps every platform within its caption and hashtag limits for a long prompt with emoji and URLs', async () => {
    const { content, generator: id } = await generator.generate(
      generationInput(ALL, {
        description: LONG_PROMPT,
        styleHint: 'Warm, 🌞 sunny, https://x.example',
      }),
    );
    expect(id).toBe('local');
    expectWithinLimits(content);
    // The long prompt really had to be shortened, by whole sentences or words, never with "…".
    expect(content.telegram!.caption.length).toBeLessThan(LONG_PROMPT.length);
    for (const entry of Object.values(content)) expect(entry.caption).not.toContain('…');
  });

  it("keeps a saved style's text out of the captions and hashtags", async () => {
    const { content } = await generator.generate(
      generationInput(['linkedin', 'instagram'], {
        description: 'Spring pottery workshop',
        styleHint: 'Zanzibarish notes: seed 42',
      }),
    );
    for (const entry of Object.values(content)) {
      expect(entry.caption).not.toMatch(/zanzibarish|seed 42/i);
      expect(entry.hashtags.join(' ')).not.toMatch(/zanzibarish/i);
    }
  });

  it('weighs X captions as X does: a caption of emoji is cut at half the characters', async () => {
    const { content } = await generator.generate(
      generationInput(['twitter'], { description: '🎉'.repeat(400) }),
    );
    const entry = content.twitter!;
    expect(
      measureCaption(postText(entry.caption, entry.hashtags), 'twitter-weighted'),
    ).toBeLessThanOrEqual(280);
    expect(entry.caption.length).toBeLessThan(300);
  });

  it("takes hashtags from the post's subject and the brand keywords, cased, deduplicated, without stop words", async () => {
    const { content } = await generator.generate(
      generationInput(['instagram'], {
        brand: brandProfile({ keywords: 'Ceramics, ceramics, #handmade, the, Pottery' }),
        description: 'The pottery studio and the ceramics of our handmade collection',
      }),
    );
    const tags = content.instagram!.hashtags;
    expect(tags).toEqual(expect.arrayContaining(['Ceramics', 'Handmade', 'Pottery']));
    expect(tags.map((tag) => tag.toLowerCase())).not.toContain('the');
    expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
  });

  it('respects a platform hashtag cap (Instagram: 30 at most, 15 used)', async () => {
    const keywords = Array.from({ length: 60 }, (_, index) => `keyword${index}`).join(', ');
    const { content } = await generator.generate(
      generationInput(['instagram', 'twitter'], { brand: brandProfile({ keywords }) }),
    );
    expect(content.instagram!.hashtags).toHaveLength(PLATFORM_SPECS.instagram.hashtagMax);
    expect(content.twitter!.hashtags).toHaveLength(PLATFORM_SPECS.twitter.hashtagMax);
  });

  it('writes from the brand profile alone when the description is empty', async () => {
    const { content } = await generator.generate(
      generationInput(['linkedin'], { description: '' }),
    );
    // A whole post from the niche's bank, not a placeholder.
    expect(content.linkedin!.caption).not.toMatch(/something new from us/i);
    expect(content.linkedin!.caption.split(/\s+/u).length).toBeGreaterThan(12);
  });

  it('renders valid PNG files in each platform aspect, one render per aspect', async () => {
    const logoPng = await sharp({
      create: { width: 600, height: 300, channels: 4, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const { content } = await generator.generate(
      generationInput(ALL, { brand: brandProfile({ logoPng }) }),
    );
    for (const platform of ALL) {
      const { image } = content[platform]!;
      const { aspect } = PLATFORM_SPECS[platform];
      const meta = await sharp(image.png).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([aspect.width, aspect.height]);
      expect([image.width, image.height]).toEqual([aspect.width, aspect.height]);
    }
    expect(content.tiktok!.image).toBe(content.youtube!.image);
    expect(content.linkedin!.image).toBe(content.twitter!.image);
  });

  it('gives the same image for the same seed and another layout for another seed', async () => {
    const input = generationInput(['facebook']);
    const [first, again, other] = await Promise.all([
      generator.generate(input),
      generator.generate(input),
      generator.generate({ ...input, seed: 1 }),
    ]);
    const bytes = (result: typeof first) => Buffer.from(result.content.facebook!.image.png);
    expect(bytes(again).equals(bytes(first))).toBe(true);
    expect(bytes(other).equals(bytes(first))).toBe(false);
  });
});

describe('a carousel from the local generator', () => {
  const BAKERY = 'Announce our new pistachio croissant, 3.50 euros, only 20 a day, Rue des Martyrs';

  it('when a carousel is asked for Instagram, LinkedIn, Facebook and X, then the carousel platforms get 3–5 slides at their aspect, the cover first, and X none', async () => {
    const { content } = await generator.generate(
      generationInput([...CAROUSEL_PLATFORMS, 'twitter'], { description: BAKERY, carousel: true }),
    );
    for (const platform of CAROUSEL_PLATFORMS) {
      const { image, slides } = content[platform]!;
      const { aspect } = PLATFORM_SPECS[platform];
      expect(slides!.length).toBeGreaterThanOrEqual(CAROUSEL_SLIDES.min);
      expect(slides!.length).toBeLessThanOrEqual(CAROUSEL_SLIDES.max);
      expect(slides![0]).toBe(image);
      for (const slide of slides!) {
        const meta = await sharp(slide.png).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          'png',
          aspect.width,
          aspect.height,
        ]);
        expect([slide.width, slide.height]).toEqual([aspect.width, aspect.height]);
      }
      const bytes = slides!.map((slide) => Buffer.from(slide.png).toString('base64'));
      expect(new Set(bytes).size).toBe(bytes.length);
    }
    expect(content.twitter!.slides).toBeUndefined();
  });

  it('when no carousel is asked, then no platform gets slides', async () => {
    const { content } = await generator.generate(
      generationInput(['instagram', 'linkedin', 'facebook'], { description: BAKERY }),
    );
    for (const entry of Object.values(content)) expect(entry.slides).toBeUndefined();
  });

  it('when a French post with a short caption becomes a carousel, then it still has at least three slides', async () => {
    const { content } = await generator.generate(
      generationInput(['instagram'], {
        description: 'Nos nouvelles tasses sont arrivées.',
        instructions: 'plus court',
        language: 'fr',
        carousel: true,
      }),
    );
    expect(content.instagram!.slides!.length).toBeGreaterThanOrEqual(CAROUSEL_SLIDES.min);
  });
});
