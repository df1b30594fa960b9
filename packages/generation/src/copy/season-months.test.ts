import { NICHE_IDS } from '@postcraft/contracts';
import { brandProfile } from '../test-support/generation-input.js';
import { NICHE_BANKS_EN } from './niche-banks.en.js';
import { NICHE_BANKS_FR } from './niche-banks.fr.js';
import { monthsOf } from './season-months.js';
import { smartPost } from './smart-post.js';

const sorted = (months: ReadonlySet<number> | null) =>
  months ? [...months].sort((a, b) => a - b) : null;

describe('the months a seasonal sentence fits', () => {
  it.each([
    ['en', 'September feels like a second January: a good moment to reset one habit.', [8, 9]],
    ['en', 'December gets busy, so I keep one evening a week.', [11, 12]],
    ['en', 'In May, the first strawberries arrive.', [4, 5]],
    ['en', 'You may want to book early.', null],
    ['en', 'Christmas markets open in late November.', [11, 12]],
    ['en', 'Before the quarter ends, we check every invoice.', null],
    ['fr', "Ma règle de l'été : un jour par semaine sans réveil.", [5, 6, 7, 8]],
    ['fr', 'Ce pain a été cuit ce matin.', null],
    ['fr', 'Les marchés de Noël ouvrent fin novembre.', [11, 12]],
    ['fr', 'La rentrée est le bon moment pour une routine.', [8, 9]],
  ] as const)('when the %s sentence is "%s", then it fits %j', (language, sentence, months) => {
    expect(sorted(monthsOf(sentence, language))).toEqual(months);
  });
});

describe('seasonal posts by calendar month', () => {
  const cases = NICHE_IDS.flatMap((niche) =>
    (['en', 'fr'] as const).map((language) => [niche, language] as const),
  );

  it.each(cases)(
    'when a %s (%s) seasonal post is written in any month, then it never speaks of another time of year',
    (niche, language) => {
      const bank = (language === 'en' ? NICHE_BANKS_EN : NICHE_BANKS_FR)[niche];
      for (let month = 1; month <= 12; month += 1) {
        for (let seed = 0; seed < 12; seed += 1) {
          const post = smartPost({
            bank,
            brand: brandProfile({ name: 'Maya Bakes', niche }),
            keywords: [],
            seed,
            language,
            kind: 'seasonal',
            month,
          });
          const fits = monthsOf(post.body, language);
          if (post.kind === 'seasonal')
            expect({ month, fits: fits?.has(month) ?? true }).toEqual({ month, fits: true });
          else expect(post.kind).toBe('tips');
        }
      }
    },
  );

  it('when a bank has no hook for the month, then the post is a tip, not one of the seeds’ own tips', () => {
    const bank = { ...NICHE_BANKS_EN.food, seasonal: ['December is the month of our yule log.'] };
    const write = (seed: number, kind?: 'seasonal') =>
      smartPost({
        bank,
        brand: brandProfile({ name: 'Maya Bakes', niche: 'food' }),
        keywords: [],
        seed,
        language: 'en',
        month: 7,
        ...(kind ? { kind } : {}),
      });
    const standIn = write(5, 'seasonal');
    expect(standIn.kind).toBe('tips');
    expect(standIn.body).not.toMatch(/December/u);
    expect(standIn.body).not.toBe(write(0).body);
    expect(standIn.body).not.toBe(write(6).body);
  });

  it('when it is winter, then a food post talks about winter things, and in summer about summer ones', () => {
    const write = (month: number) =>
      smartPost({
        bank: NICHE_BANKS_EN.food,
        brand: brandProfile({ name: 'Maya Bakes', niche: 'food' }),
        keywords: [],
        seed: 5,
        language: 'en',
        month,
      });
    expect(write(12)).toMatchObject({ kind: 'seasonal', body: expect.stringMatching(/December/u) });
    expect(write(7)).toMatchObject({ kind: 'seasonal', body: expect.stringMatching(/Summer/u) });
  });
});
