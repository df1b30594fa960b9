import { measureCaption } from './caption-length.js';

describe('caption lengths as each platform counts them', () => {
  it('counts an X URL as 23 and an emoji as 2, YouTube in UTF-8 bytes', () => {
    expect(measureCaption(`https://example.com/${'a'.repeat(80)}`, 'twitter-weighted')).toBe(23);
    expect(measureCaption('🎉', 'twitter-weighted')).toBe(2);
    expect(measureCaption('é🎉', 'utf8-bytes')).toBe(6);
    expect(measureCaption('é🎉', 'chars')).toBe(3);
  });
});
