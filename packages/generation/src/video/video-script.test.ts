import { brandProfile, generationInput } from '../test-support/generation-input.js';
import { detectLanguage } from '../copy/post-language.js';
import { NARRATION_WORDS_PER_SEC, videoScriptOf } from './video-script.js';
import { renderVideoScenes } from './video-scenes.js';

const input = (description: string, language: 'en' | 'fr' = 'en') =>
  generationInput(['tiktok'], {
    description,
    language,
    seed: 4,
    brand: brandProfile({ name: 'Maya Bakes', niche: 'food', keywords: 'sourdough' }),
  });
const words = (sentences: readonly string[]) => sentences.join(' ').split(/\s+/u).length;

describe("a short video's narration", () => {
  const prompt = 'Announce our new pistachio croissant, 3.50 euros, only 20 a day, Rue des Martyrs';

  it.each([10, 15, 30, 60])(
    'when a %i-second video is asked, then its narration fits the time, opens with the hook and ends with the call',
    (seconds) => {
      const script = videoScriptOf(input(prompt), seconds);
      expect(words(script.sentences)).toBeLessThanOrEqual(seconds * NARRATION_WORDS_PER_SEC);
      expect(script.sentences[0]).toMatch(/pistachio croissant/u);
      expect(script.sentences.at(-1)).toMatch(/link in bio|Follow|comment|Order|Get in touch/iu);
      expect(script.sentences.join(' ')).not.toMatch(/#|\p{Extended_Pictographic}/u);
      if (seconds >= 30) {
        // Long enough for more than the post: the niche's lines fill it.
        expect(words(script.sentences)).toBeGreaterThan(seconds * NARRATION_WORDS_PER_SEC * 0.6);
      }
    },
  );

  it("when the niche's lines lengthen it, then those about the post's subject and the brand's keywords come first", () => {
    const script = videoScriptOf(input(prompt), 30);
    const extra = script.sentences.slice(1, -1).join(' ');
    // The food niche's croissant and sourdough lines, before a kitchen's fries.
    expect(extra).toMatch(/croissants|dough/iu);
    const fries = script.sentences.findIndex((line) => /fries/u.test(line));
    const croissants = script.sentences.findIndex((line) => /first croissants/u.test(line));
    if (fries >= 0) expect(croissants).toBeGreaterThanOrEqual(0);
    if (fries >= 0) expect(fries).toBeGreaterThan(croissants);
  });

  it('when the prompt is French, then the narration is French and keeps the facts', () => {
    const script = videoScriptOf(
      input('Annonce notre nouveau croissant à la pistache, 3,50 €, seulement 20 par jour', 'fr'),
      15,
    );
    expect(script.language).toBe('fr');
    expect(detectLanguage(script.sentences.join(' '))).toBe('fr');
    expect(script.sentences.join(' ')).toContain('3,50 €');
  });

  it('when its scenes are drawn, then each is a vertical still, the cover first and the call last', async () => {
    const script = videoScriptOf(input(prompt), 20);
    const scenes = await renderVideoScenes(input(prompt), script, undefined, 'this-thread');
    expect(scenes.length).toBeGreaterThanOrEqual(2);
    expect(scenes.flatMap((scene) => scene.sentences)).toEqual(script.sentences);
    for (const scene of scenes) {
      expect([scene.image.width, scene.image.height]).toEqual([1080, 1920]);
      expect(Buffer.from(scene.image.png).subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
