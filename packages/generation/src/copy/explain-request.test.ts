import type { NicheId } from '@postcraft/contracts';
import { brandProfile, generationInput } from '../test-support/generation-input.js';
import { sentencesOf } from './fit-post.js';
import { EXPLAIN_LINES } from './phrases.js';
import { writePost } from './write-post.js';

const SEEDS = Array.from({ length: 10 }, (_, seed) => seed);

function postsFor(description: string, language: 'en' | 'fr', niche: NicheId) {
  return SEEDS.map((seed) =>
    writePost(
      generationInput(['instagram'], {
        description,
        language,
        seed,
        brand: brandProfile({ name: 'Maya Bakes', niche, keywords: '' }),
      }),
      'instagram',
    ),
  );
}

/** The caption's sentences that are neither the question's hook nor a call or an invitation. */
function adviceIn(caption: string, question: string, language: 'en' | 'fr') {
  const { ask, withTip, withoutTip } = EXPLAIN_LINES[language];
  const hookEnds = [...withTip, ...withoutTip].map((hook) => hook.replace('{Q}', '').toLowerCase());
  return sentencesOf(caption.replace(/#\S+/gu, ''))
    .map((sentence) => sentence.replace(/\p{Extended_Pictographic}/gu, '').trim())
    .map((sentence) =>
      // "How to keep bread fresh, in one tip: Store bread...": the tip after the hook.
      sentence.startsWith(question)
        ? sentence.slice(sentence.indexOf(':', question.length) + 1).trim()
        : sentence,
    )
    .filter((sentence) => sentence && !hookEnds.some((end) => end.includes(sentence.toLowerCase())))
    .filter((sentence) => !ask.some((line) => line.includes(sentence) || sentence.includes(line)))
    .filter((sentence) => !/link in bio|lien en bio|comments|commentaire/iu.test(sentence));
}

describe('a request to explain or for a tip, offline', () => {
  it.each([
    [
      'Explain how to keep bread fresh for a week',
      'en',
      'food',
      'How to keep bread fresh for a week',
      /bread/iu,
    ],
    [
      'Share 3 tips to keep your dog calm during fireworks',
      'en',
      'pet',
      'How to keep your dog calm during fireworks',
      /fireworks/iu,
    ],
    [
      'Explique comment garder le pain frais une semaine',
      'fr',
      'food',
      'Comment garder le pain frais une semaine',
      /pain/iu,
    ],
  ] as const)(
    'when asked "%s", then every post opens with the question and gives only advice about it',
    (description, language, niche, question, about) => {
      for (const post of postsFor(description, language, niche)) {
        expect(post.caption.startsWith(question)).toBe(true);
        const advice = adviceIn(post.caption, question, language);
        expect(advice.length).toBeGreaterThan(0);
        for (const sentence of advice) expect(sentence).toMatch(about);
      }
    },
  );

  it('when the niche has no advice on the question, then the post asks the audience instead of giving unrelated advice', () => {
    const question = 'What a CRM is and why small teams need one';
    const posts = postsFor(
      `Explain ${question[0]!.toLowerCase()}${question.slice(1)}`,
      'en',
      'business',
    );
    for (const post of posts) {
      expect(post.caption.startsWith(question)).toBe(true);
      expect(adviceIn(post.caption, question, 'en')).toEqual([]);
      expect(post.headline).toBe('What a CRM is');
    }
    expect(new Set(posts.map((post) => post.caption)).size).toBe(10);
  });

  it('when a headline is cut, then it never ends on a word leading into the rest', () => {
    const [post] = postsFor('Explain how to keep bread fresh for a week', 'en', 'food');
    expect(post!.headline).toBe('How to keep bread fresh');
  });
});
