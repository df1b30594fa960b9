import twitterText from 'twitter-text';
import { countCaptionChars } from '../constants/caption-limits.js';
import { getXWeightedLength } from './x-weighted-length.js';

const twitterTextLength = (text: string) => twitterText.parseTweet(text).weightedLength;

/** Texts twitter-text has rules for: links of every shape, emoji, scripts, punctuation. */
const SAMPLES = [
  '',
  'Hello world',
  'Bonjour à tous, voilà notre menu d’automne !',
  'Ça coûte 12 € — réservez dès maintenant…',
  '新しいメニューを試してください',
  '한국어 캡션과 English mixed',
  'Привет, мир',
  'مرحبا بالعالم',
  'https://example.com',
  `https://example.com/${'a'.repeat(120)}`,
  'http://www.example.co.uk/path?query=1&b=2#frag',
  'Visit example.com today',
  'Visit example.com/menu/autumn, then book.',
  'example.com.',
  'see www.postcraft.app/x).',
  'a.com b.org c.net d.io e.fr f.de g.co',
  'not.a.domain.invalidtld here',
  'https://localhost:3000/path',
  'https://example.com:8080/path',
  'mail me at jane@example.com',
  '#hashtag @mention $CASH',
  'end of sentence.Next sentence',
  'a-b.com _x.com .com -x.com /y.com',
  'https://t.co/abc123 and https://t.co/abc123/extra',
  `https://t.co/${'a'.repeat(41)}`,
  'https://en.wikipedia.org/wiki/Foo_(bar)',
  'https://en.wikipedia.org/wiki/Foo_(bar_(baz))',
  'http://example.com/?q=(test)',
  'https://münchen.de/stadt',
  'café.fr et bücher.de',
  'xn--mnchen-3ya.de',
  'https://日本.jp',
  '日本.example.com/path',
  'https://例え.テスト/',
  '👍',
  '👍🏽',
  '👩‍💻 at work',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '🏴󠁧󠁢󠁥󠁮󠁧󠁿',
  '🇫🇷🇩🇪🇯',
  '#️⃣ 1️⃣ *⃣',
  '© ©️ ® ®️ ™ ™️',
  '❤ ❤️ ☺ ↔️ ‼',
  '🎉🔥✨',
  'a\uFE0F',
  'Cafe\u0301 (NFD)',
  '\u200B\u200D\u2028\u202F',
  '–—‘’“”•…′″',
  'Smart “quotes” and ‹angles›',
  '𝕏 𝒜𝓁𝓅𝒽𝒶',
];

/** A fixed pseudo-random sequence, so a failure is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const PIECES = [
  'word',
  'Postcraft',
  ' ',
  ' ',
  '\n',
  '.',
  ',',
  '!',
  '(',
  ')',
  '/',
  '-',
  '#tag',
  '@jane',
  'é',
  '日本',
  '가',
  'example.com',
  'shop.example.fr/item/42',
  'https://postcraft.app/p?id=7',
  'http://a.co',
  'www.test.io',
  '🎉',
  '👍🏿',
  '👩‍🚀',
  '🇯🇵',
  '❤️',
  '1️⃣',
  '©',
  '…',
  '—',
];

function randomCaption(random: () => number): string {
  const length = 1 + Math.floor(random() * 40);
  return Array.from({ length }, () => PIECES[Math.floor(random() * PIECES.length)]).join('');
}

describe('X weighted length', () => {
  it.each(SAMPLES)('counts %j as twitter-text does', (text) => {
    expect(getXWeightedLength(text)).toBe(twitterTextLength(text));
  });

  it('counts 500 mixed captions of links, emoji and scripts as twitter-text does', () => {
    const random = seededRandom(2024);
    const differing = Array.from({ length: 500 }, () => randomCaption(random)).filter(
      (text) => getXWeightedLength(text) !== twitterTextLength(text),
    );
    expect(differing).toEqual([]);
  });

  it('counts a link as 23, an emoji as 2 and a CJK character as 2', () => {
    expect(getXWeightedLength(`https://example.com/${'a'.repeat(80)}`)).toBe(23);
    expect(getXWeightedLength('🎉')).toBe(2);
    expect(getXWeightedLength('👨‍👩‍👧‍👦')).toBe(2);
    expect(getXWeightedLength('日本')).toBe(4);
    expect(getXWeightedLength('abc')).toBe(3);
  });

  it('counts an emoji newer than twitter-text 3.1 as one emoji, where the library counts its parts', () => {
    // Emoji 12+ sequences: the library's emoji data stops at Emoji 11.
    expect(getXWeightedLength('🫶🏽')).toBe(2);
    expect(twitterTextLength('🫶🏽')).toBe(4);
    expect(getXWeightedLength('🧑‍🦰')).toBe(2);
  });
});

describe('caption lengths per platform', () => {
  const caption = `New menu 🎉 https://example.com/${'a'.repeat(60)}`;

  it('when the platform is X (either id), then the caption is weighted; elsewhere characters count', () => {
    expect(countCaptionChars('twitter', caption)).toBe(9 + 2 + 1 + 23);
    expect(countCaptionChars('x', caption)).toBe(35);
    expect(countCaptionChars('linkedin', caption)).toBe(Array.from(caption).length);
    expect(countCaptionChars('instagram', '🎉')).toBe(1);
  });
});
