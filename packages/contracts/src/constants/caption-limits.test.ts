import { countCaptionChars, getCaptionCountUnit, getCaptionMaxChars } from './caption-limits.js';

describe('countCaptionChars', () => {
  it('counts YouTube descriptions in UTF-8 bytes, as its API limits them', () => {
    expect(countCaptionChars('youtube', 'abc')).toBe(3);
    expect(countCaptionChars('youtube', 'é🎉')).toBe(6);
  });

  it('puts 2,600 accented characters over the 5,000-byte YouTube limit', () => {
    const caption = 'é'.repeat(2_600);
    expect(countCaptionChars('instagram', caption)).toBe(2_600);
    expect(countCaptionChars('youtube', caption)).toBeGreaterThan(getCaptionMaxChars('youtube'));
  });

  it('counts an emoji as one character elsewhere and weighs X as twitter-text does', () => {
    expect(countCaptionChars('linkedin', 'é🎉')).toBe(2);
    expect(countCaptionChars('x', '🎉')).toBe(2);
  });
});

describe('getCaptionCountUnit', () => {
  it('labels the YouTube count in bytes and the others in characters', () => {
    expect(getCaptionCountUnit('youtube')).toBe('bytes');
    expect(getCaptionCountUnit('x')).toBe('characters');
  });
});

describe('YouTube byte count', () => {
  it('matches the UTF-8 encoding of mixed scripts, emoji and joined emoji', () => {
    const caption = 'Ünïcödé 日本語 Ελληνικά 👨‍👩‍👧 🇫🇷 abc';
    expect(countCaptionChars('youtube', caption)).toBe(Buffer.byteLength(caption, 'utf8'));
  });
});
