import { brandProfile, generationInput } from '../test-support/index.js';
import { carouselTexts, POINT_SLIDES_MAX } from './carousel-points.js';
import { sentencesOf } from './fit-post.js';
import { writePost } from './write-post.js';

const BAKERY = brandProfile({ name: 'Maison Lune', handle: '@maisonlune', niche: 'food' });
const PROMPTS = {
  en: 'Announce our new pistachio croissant, 3.50 euros, only 20 a day, Rue des Martyrs',
  fr: 'Annonce notre nouveau croissant à la pistache, 3,50 euros, seulement 20 par jour, rue des Martyrs',
} as const;

/** The caption's sentences as the slides may show them: no emoji, no hashtags. */
const captionSentences = (caption: string) =>
  caption
    .split(/\n+/u)
    .flatMap((paragraph) => sentencesOf(paragraph))
    .map((sentence) => sentence.replace(/\p{Extended_Pictographic}|\u{FE0F}/gu, '').trim());

describe("a carousel's texts", () => {
  it.each([0, 1, 2, 3])(
    'when the bakery post of seed %i becomes a carousel, then each point is a sentence of its caption, the hook is not said again and the call closes it',
    (seed) => {
      for (const language of ['en', 'fr'] as const) {
        const input = generationInput(['instagram'], {
          description: PROMPTS[language],
          language,
          seed,
          brand: BAKERY,
        });
        const post = writePost(input, 'instagram');
        const texts = carouselTexts(post.caption, post.headline, 'Fallback.');
        const sentences = captionSentences(post.caption);
        expect(texts.points.length).toBeGreaterThanOrEqual(1);
        expect(texts.points.length).toBeLessThanOrEqual(POINT_SLIDES_MAX);
        for (const point of texts.points) {
          expect(point.length).toBeLessThanOrEqual(2);
          for (const sentence of point) {
            expect(sentences).toContain(sentence);
            expect(sentence).not.toContain('…');
            expect(sentence.toLowerCase()).not.toContain(PROMPTS[language].toLowerCase());
          }
        }
        // The hook says what the cover says: the points start after it.
        expect(texts.points.flat()).not.toContain(sentences[0]);
        // The price is on a slide; the call to action is the caption's last paragraph.
        expect(texts.points.flat().join(' ')).toMatch(/3[.,]50 euros/u);
        expect(texts.call).toBe(post.caption.split('\n\n').at(-1));
        expect(texts.points.flat()).not.toContain(texts.call);
        expect(texts.call).toMatch(
          language === 'fr' ? /commandez|lien|écrivez/iu : /order|link|message/iu,
        );
      }
    },
  );

  it('when the hook only repeats the cover, then it is left out; when it says more, it is a point', () => {
    const caption = "It's here: our pistachio croissant! 😊\n\nJust 3.50 euros.\n\nOrder now.";
    expect(carouselTexts(caption, "It's here: our pistachio croissant", 'x').points).toEqual([
      ['Just 3.50 euros.'],
    ]);
    expect(carouselTexts(caption, 'Fresh bread every day', 'x').points).toEqual([
      ["It's here: our pistachio croissant!"],
      ['Just 3.50 euros.'],
    ]);
  });

  it('when a caption ends with a closing line of the copywriter, then it is no slide of its own', () => {
    const texts = carouselTexts(
      "Now available: our pistachio croissant.\n\nJust 3.50 euros.\n\nWe can't wait to hear what you think.\n\nOrder through the link in bio.",
      'Our pistachio croissant',
      'Follow us.',
    );
    // The hook repeats the cover's headline: the price is the one point.
    expect(texts.points).toEqual([['Just 3.50 euros.']]);
    expect(texts.call).toBe('Order through the link in bio.');
  });

  it('when a caption has one sentence besides its call, then there is one point; with none, its hook and the fallback call', () => {
    expect(carouselTexts('Our mugs are here.\n\nShop now.', 'Our mugs are here', 'x')).toEqual({
      points: [['Our mugs are here.']],
      call: 'Shop now.',
    });
    expect(carouselTexts('Our mugs are here. 🎉 #mugs', 'Summer mugs', 'Shop now.')).toEqual({
      points: [['Our mugs are here.']],
      call: 'Shop now.',
    });
  });

  it('when a caption has many sentences, then short ones of a paragraph share a slide and the rest past three slides is dropped', () => {
    const caption = [
      'Big news today. 🎉 Our bakery turns ten. We baked 10,000 loaves this year.',
      'Thank you for every visit, every smile and every kind word over the years.',
      'A second long paragraph that says something else entirely about our plans for next year.',
      'Come and celebrate with us on Saturday. #bakery #birthday',
    ].join('\n\n');
    const texts = carouselTexts(caption, 'Our bakery turns ten', 'x');
    expect(texts.call).toBe('Come and celebrate with us on Saturday.');
    expect(texts.points).toHaveLength(POINT_SLIDES_MAX);
    expect(texts.points[0]).toEqual(['Big news today.', 'Our bakery turns ten.']);
    for (const point of texts.points.flat()) expect(point).not.toMatch(/#|🎉/u);
  });

  it('when a caption is one paragraph (a provider\'s, or "shorter"), then its last sentence is the call', () => {
    const texts = carouselTexts(
      'Meet our pistachio croissant. Only 20 a day. Order through the link in bio.',
      'Meet our pistachio croissant',
      'x',
    );
    expect(texts).toEqual({
      points: [['Only 20 a day.']],
      call: 'Order through the link in bio.',
    });
  });
});
