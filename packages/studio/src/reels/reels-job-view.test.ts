import { scoreMoment, momentLengthsOf, type Moment } from '@postcraft/video';
import { reelReasonIn } from './reels-job-view.js';

const word = (text: string, start: number) => ({ text, start, end: start + 0.3 });

/** A moment of two sentences, the first a question, as the pipeline finds one. */
const moment: Moment = {
  start: 0,
  end: 18,
  sentences: [
    {
      text: 'Why does sourdough taste so good?',
      start: 0.2,
      end: 2.4,
      words: ['Why', 'does', 'sourdough', 'taste', 'so', 'good?'].map((text, index) =>
        word(text, 0.2 + index * 0.35),
      ),
    },
    {
      text: 'Bake your bread at dawn.',
      start: 3,
      end: 17.5,
      words: ['Bake', 'your', 'bread', 'at', 'dawn.'].map((text, index) =>
        word(text, 3 + index * 3),
      ),
    },
  ],
  sceneCuts: [],
} as unknown as Moment;

describe('a clip’s reason in the user’s language', () => {
  it('when the rules’ reason is read in French, then every part of it is French', () => {
    const scored = scoreMoment(moment, momentLengthsOf(), ['bread']);
    const english = `${scored.reasons.join('; ')}.`;
    const french = reelReasonIn(english, 'fr');
    expect(french).toMatch(/^Commence par une question : “Why does sourdough taste so good\?”/u);
    expect(french).toMatch(/mots par seconde/u);
    expect(french).toMatch(/Mentionne bread/u);
    expect(french).toMatch(/phrases entières, 18 s\.$/u);
    expect(french).not.toMatch(/Opens|words a second|whole sentence|Mentions/u);
    expect(reelReasonIn(english, 'en')).toBe(english);
  });

  it('when the provider gave its own reason, then it passes as it is', () => {
    expect(reelReasonIn('Une accroche forte sur le levain; Opens with a number: “3”.', 'fr')).toBe(
      'Une accroche forte sur le levain ; Commence par un chiffre : “3”.',
    );
  });
});
