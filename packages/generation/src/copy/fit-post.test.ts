import { PLATFORM_SPECS } from '../platform-specs.js';
import { measureCaption, postText } from '../text/caption-length.js';
import { fitPost, sentencesOf } from './fit-post.js';

describe('posts fitted to each platform', () => {
  it('fits a caption of URLs and emoji with its hashtags on every platform, never with "…"', () => {
    const caption = Array.from({ length: 300 }, (_, index) =>
      index % 3 === 0 ? `https://shop.example/item/${index}` : index % 3 === 1 ? '🎉🔥' : 'word',
    ).join(' ');
    const hashtags = Array.from({ length: 40 }, (_, index) => `Tag${index}`);
    for (const spec of Object.values(PLATFORM_SPECS)) {
      const fitted = fitPost(
        [{ text: caption, required: true, paragraph: false }],
        hashtags,
        spec,
        false,
      );
      expect(
        measureCaption(postText(fitted.caption, fitted.hashtags), spec.measure),
      ).toBeLessThanOrEqual(spec.captionMax);
      expect(fitted.hashtags.length).toBeLessThanOrEqual(spec.hashtagMax);
      expect(fitted.caption.length).toBeGreaterThan(0);
      expect(fitted.caption).not.toContain('…');
    }
  });

  it('drops optional sentences before required ones, and cuts a row of emoji between whole characters', () => {
    const spec = PLATFORM_SPECS.twitter;
    const fitted = fitPost(
      [
        { text: 'Our pistachio croissant is here.', required: true, paragraph: false },
        { text: 'x'.repeat(300), required: false, paragraph: true },
        { text: 'Just 3.50 euros.', required: true, paragraph: false },
      ],
      [],
      spec,
      true,
    );
    expect(fitted.caption).toBe('Our pistachio croissant is here. Just 3.50 euros.');
    const family = '👩‍👩‍👧‍👦';
    const emoji = fitPost(
      [{ text: family.repeat(200), required: true, paragraph: false }],
      [],
      spec,
      true,
    );
    expect(emoji.caption.length % family.length).toBe(0);
    expect(measureCaption(emoji.caption, spec.measure)).toBeLessThanOrEqual(spec.captionMax);
  });
});

describe('sentences of a text', () => {
  it('ends a sentence at a stop inside closing quotes or brackets, French spaced quotes included', () => {
    expect(sentencesOf('"Where do I start?" That is the question. Save this.')).toEqual([
      '"Where do I start?"',
      'That is the question.',
      'Save this.',
    ]);
    expect(sentencesOf('« Par où commencer ? » C’est la question. Gardez ce post.')).toEqual([
      '« Par où commencer ? »',
      'C’est la question.',
      'Gardez ce post.',
    ]);
    expect(sentencesOf('Try it (really.) Then tell us! Done?')).toEqual([
      'Try it (really.)',
      'Then tell us!',
      'Done?',
    ]);
  });
});
