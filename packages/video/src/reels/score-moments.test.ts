import type { TimedWord } from '../voice/timed-word.js';
import { momentLengthsOf, sentencesOf, speechMomentsOf, type Moment } from './find-moments.js';
import { pickMoments, rankMoments, REEL_OVERLAP_MAX_SEC, scoreMoment } from './score-moments.js';

/** Sentences said one after another at 2.5 words a second, with `pauseSec` between them. */
function spoken(sentences: readonly string[], pauseSec = 0.6, from = 0): TimedWord[] {
  const words: TimedWord[] = [];
  let at = from;
  for (const sentence of sentences) {
    for (const text of sentence.split(' ')) {
      words.push({ text, start: at, end: at + 0.35 });
      at += 0.4;
    }
    at += pauseSec;
  }
  return words;
}

const momentOf = (sentences: readonly string[], from = 0): Moment => {
  const all = sentencesOf(spoken(sentences, 0.6, from), []);
  return { start: from, end: all.at(-1)!.end + 0.3, sentences: all, sceneCuts: [] };
};

const FILLER = [
  'we went to the market this morning and looked around',
  'the weather was fine and the stalls were full of people',
  'then we walked back home along the river and talked',
  'later we had lunch with friends and told them about it',
];
const LENGTHS = momentLengthsOf(20);

describe('moments scored by rules', () => {
  it('when one moment opens with a question and another with a plain sentence, then the question scores higher and says why', () => {
    const plain = scoreMoment(
      momentOf(['our shop is on the corner of the street', ...FILLER]),
      LENGTHS,
      [],
    );
    const question = scoreMoment(
      momentOf(['why do our customers come back every week', ...FILLER]),
      LENGTHS,
      [],
    );
    expect(question.score).toBeGreaterThan(plain.score);
    expect(question.reasons[0]).toMatch(/^Opens with a question: “why do our customers/u);
    expect(plain.reasons.join(' ')).not.toMatch(/Opens with/u);
  });

  it('when one moment opens with a number, then it beats a plain opening, and a brand word adds to it', () => {
    const plain = scoreMoment(
      momentOf(['our shop is on the corner of the street', ...FILLER]),
      LENGTHS,
      [],
    );
    const number = scoreMoment(
      momentOf(['three things make a croissant flaky and light', ...FILLER]),
      LENGTHS,
      [],
    );
    const branded = scoreMoment(
      momentOf(['three things make a croissant flaky and light', ...FILLER]),
      LENGTHS,
      ['croissant'],
    );
    expect(number.score).toBeGreaterThan(plain.score);
    expect(number.reasons[0]).toMatch(/^Opens with a number/u);
    expect(branded.score).toBeGreaterThan(number.score);
    expect(branded.reasons).toContain('Mentions croissant');
  });

  it('when a moment holds a long silence, then it loses to the same words said without it', () => {
    const words = spoken(['why do our customers come back every week', ...FILLER]);
    const gapped = words.map((word, index) =>
      index > 12 ? { ...word, start: word.start + 3, end: word.end + 3 } : word,
    );
    const moment = (list: TimedWord[]): Moment => {
      const sentences = sentencesOf(list, []);
      return { start: 0, end: list.at(-1)!.end + 0.3, sentences, sceneCuts: [] };
    };
    const quiet = scoreMoment(moment(gapped), LENGTHS, []);
    expect(quiet.score).toBeLessThan(scoreMoment(moment(words), LENGTHS, []).score);
    expect(quiet.reasons.join(' ')).toMatch(/A pause of 3\.\d s inside/u);
  });

  it('when moments are picked, then no two share more than a few seconds or any sentence, the best come first, and each has reasons', () => {
    const sentences = sentencesOf(
      spoken([
        'why is bread so good',
        'here are five reasons',
        ...FILLER,
        ...FILLER,
        'what makes a good crust',
        ...FILLER,
        ...FILLER,
      ]),
      [],
    );
    const moments = speechMomentsOf(sentences, [], [], 120, LENGTHS).map((moment) =>
      scoreMoment(moment, LENGTHS, []),
    );
    expect(moments.length).toBeGreaterThan(10);
    const picked = pickMoments(moments, 10);
    expect(picked.length).toBeGreaterThanOrEqual(2);
    for (const [index, moment] of picked.entries()) {
      expect(moment.reasons.length).toBeGreaterThan(0);
      expect(moment.end - moment.start).toBeGreaterThanOrEqual(LENGTHS.minSec);
      expect(moment.end - moment.start).toBeLessThanOrEqual(LENGTHS.maxSec);
      if (index > 0) expect(moment.score).toBeLessThanOrEqual(picked[index - 1]!.score);
      for (const other of picked.slice(index + 1)) {
        const shared = Math.min(moment.end, other.end) - Math.max(moment.start, other.start);
        expect(shared).toBeLessThanOrEqual(REEL_OVERLAP_MAX_SEC);
        // No sentence is heard in two clips.
        expect(other.sentences.some((sentence) => moment.sentences.includes(sentence))).toBe(false);
      }
    }
    expect(picked[0]!.sentences[0]!.text).toMatch(/^(why is bread|what makes)/u);
  });

  it('when a ranking answers for some moments, then its scores and reasons come first for those', async () => {
    const moments = [
      scoreMoment(momentOf(['why do our customers come back every week', ...FILLER]), LENGTHS, []),
      scoreMoment(
        momentOf(['our shop is on the corner of the street', ...FILLER], 40),
        LENGTHS,
        [],
      ),
    ];
    const seen: string[] = [];
    const ranked = await rankMoments(moments, async (candidates) => {
      seen.push(...candidates.map((each) => each.text));
      return [{ index: 1, score: 97, reason: 'A warm invitation' }];
    });
    expect(seen[1]).toMatch(/^our shop is on the corner/u);
    expect(pickMoments(ranked, 1)[0]).toMatchObject({
      score: 97,
      reasons: ['A warm invitation', expect.any(String), expect.any(String)],
    });
  });
});

describe('sentences and moments from timed words', () => {
  it('when words are separated by pauses, then sentences end at the pauses and moments at their edges', () => {
    const words = spoken(FILLER.concat(FILLER), 1);
    const sentences = sentencesOf(words, []);
    expect(sentences.map((sentence) => sentence.words.length)).toEqual(
      FILLER.concat(FILLER).map((each) => each.split(' ').length),
    );
    const moments = speechMomentsOf(sentences, [], [], words.at(-1)!.end + 1, momentLengthsOf(15));
    for (const moment of moments) {
      const first = moment.sentences[0]!;
      const last = moment.sentences.at(-1)!;
      expect(moment.start).toBeLessThanOrEqual(first.start);
      expect(first.start - moment.start).toBeLessThanOrEqual(0.5);
      expect(moment.end).toBeGreaterThanOrEqual(last.end);
      expect(moment.end - last.end).toBeLessThanOrEqual(0.5);
    }
  });
});
