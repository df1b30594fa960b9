import { PLATFORM_SPECS } from '../platform-specs.js';
import { fitToPlatform, measureCaption, postText, truncateToFit } from './caption-length.js';

describe('caption lengths as each platform counts them', () => {
  it('counts an X URL as 23 and an emoji as 2, YouTube in UTF-8 bytes', () => {
    expect(measureCaption(`https://example.com/${'a'.repeat(80)}`, 'twitter-weighted')).toBe(23);
    expect(measureCaption('🎉', 'twitter-weighted')).toBe(2);
    expect(measureCaption('é🎉', 'utf8-bytes')).toBe(6);
    expect(measureCaption('é🎉', 'chars')).toBe(3);
  });

  it('cuts whole graphemes, never inside an emoji, and ends with an ellipsis', () => {
    const family = '👩‍👩‍👧‍👦';
    const cut = truncateToFit(family.repeat(20), 30, 'utf8-bytes');
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.slice(0, -1)).toBe(family);
    expect(measureCaption(cut, 'utf8-bytes')).toBeLessThanOrEqual(30);
  });

  it('fits a caption of URLs and emoji with its hashtags on every platform', () => {
    const caption = Array.from({ length: 300 }, (_, index) =>
      index % 3 === 0 ? `https://shop.example/item/${index}` : index % 3 === 1 ? '🎉🔥' : 'word',
    ).join(' ');
    const hashtags = Array.from({ length: 40 }, (_, index) => `Tag${index}`);
    for (const spec of Object.values(PLATFORM_SPECS)) {
      const fitted = fitToPlatform(caption, hashtags, spec);
      expect(
        measureCaption(postText(fitted.caption, fitted.hashtags), spec.measure),
      ).toBeLessThanOrEqual(spec.captionMax);
      expect(fitted.hashtags.length).toBeLessThanOrEqual(spec.hashtagMax);
      expect(fitted.caption.length).toBeGreaterThan(0);
    }
  });
});
