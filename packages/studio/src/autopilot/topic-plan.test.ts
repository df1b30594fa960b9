import { AUTOPILOT_SETTINGS, GENERATION_LIMITS } from '@postcraft/contracts';
import { createLocalContentGenerator } from '@postcraft/generation';
import { brandProfile, generationInput } from '@postcraft/generation/test-support';
import { FORMAT_TEXTS } from './topic-catalogue.js';
import { writeAngle } from './topic-plan-subjects.js';
import {
  nextAngle,
  planTopics,
  type PastPlan,
  type PlannedTopic,
  type TopicProfile,
} from './topic-plan.js';

const DAY_MS = 86_400_000;
const WINDOW_MS = AUTOPILOT_SETTINGS.repeatWindowDays * DAY_MS;
const START = new Date('2026-01-05T08:00:00Z');

const roaster: TopicProfile = {
  niche: 'food',
  nicheDescription: 'specialty coffee',
  contentGoals: ['sell_products_services', 'educate_share_knowledge'],
  brandKeywords: 'single origin, espresso, roasting',
  preferredContentTypes: ['static', 'carousels'],
  companyName: 'Northside Roasters',
  language: 'en',
};

const sparse: TopicProfile = {
  niche: null,
  nicheDescription: '',
  contentGoals: [],
  brandKeywords: '',
  preferredContentTypes: [],
  companyName: 'Atelier Nord',
  language: 'en',
};

const generator = createLocalContentGenerator();

/** The captions the studio's offline generator writes for a planned post (X and LinkedIn). */
async function captionsOf(profile: TopicProfile, topic: PlannedTopic, seed: number) {
  const { content } = await generator.generate(
    generationInput(['twitter', 'linkedin'], {
      description: topic.description,
      seed,
      language: profile.language,
      brand: brandProfile({
        name: profile.companyName,
        niche: profile.niche,
        keywords: profile.brandKeywords,
        contentGoals: profile.contentGoals,
        preferredContentTypes: profile.preferredContentTypes,
      }),
    }),
  );
  return [content.twitter!.caption, content.linkedin!.caption];
}

/** Weekly runs fed back as `past`, posts spread over each week; captions when `withCaptions`. */
async function simulate(
  profile: TopicProfile,
  weeks: number,
  perWeek: number,
  withCaptions: boolean,
) {
  const past: Array<PastPlan & { captions: string[] }> = [];
  for (let week = 0; week < weeks; week += 1) {
    const now = new Date(START.getTime() + week * 7 * DAY_MS);
    const topics = planTopics(profile, past, perWeek, now, week + 1);
    expect(topics).toHaveLength(perWeek);
    // A week's posts are generated together, as the worker would (images rasterise in parallel).
    const weekCaptions = await Promise.all(
      topics.map((topic, index) =>
        withCaptions ? captionsOf(profile, topic, past.length + index) : Promise.resolve([]),
      ),
    );
    for (const [index, topic] of topics.entries()) {
      const captions = weekCaptions[index]!;
      past.push({
        topicKey: topic.topicKey,
        angle: topic.angle,
        caption: captions[0] ?? '',
        captions,
        scheduledTime: new Date(now.getTime() + ((index + 0.5) * 7 * DAY_MS) / perWeek),
      });
    }
  }
  return past;
}

/** Every two posts less than the repeat window apart that share `key`. */
function repeatsWithinWindow<T extends { scheduledTime: Date }>(
  posts: T[],
  keys: (post: T) => string[],
) {
  const found: string[] = [];
  for (const [index, post] of posts.entries()) {
    for (const other of posts.slice(index + 1)) {
      if (Math.abs(other.scheduledTime.getTime() - post.scheduledTime.getTime()) >= WINDOW_MS)
        continue;
      const shared = keys(post).filter((key) => keys(other).includes(key));
      found.push(...shared);
    }
  }
  return found;
}

describe('the autopilot topic planner', () => {
  it.each([7, 21])(
    'when a quarter is planned week by week at %i posts a week, then no topic angle, angle or generated caption comes back within 30 days',
    async (perWeek) => {
      const posts = await simulate(roaster, 13, perWeek, true);
      expect(repeatsWithinWindow(posts, (post) => [`${post.topicKey}|${post.angle}`])).toEqual([]);
      expect(repeatsWithinWindow(posts, (post) => [post.angle])).toEqual([]);
      expect(repeatsWithinWindow(posts, (post) => post.captions)).toEqual([]);
    },
  );

  it.each(['en', 'fr'] as const)(
    'when the generator writes any %s format, then the caption keeps the planned words, not a generic post',
    async (language) => {
      const letters = (text: string) => text.replace(/[^\p{L}]/gu, '').toLowerCase();
      const profile = { ...roaster, language };
      for (const [format, { angles }] of Object.entries(FORMAT_TEXTS[language])) {
        for (const text of angles) {
          const topic = { description: writeAngle(text, 'espresso', profile, 12).description };
          const [tweet] = await captionsOf(profile, topic as PlannedTopic, 0);
          const opening = topic.description.split(/(?<=[.?!])\s/u)[0]!;
          expect(`${format}: ${letters(tweet!).slice(0, letters(opening).length)}`).toBe(
            `${format}: ${letters(opening)}`,
          );
        }
      }
    },
  );

  it.each([
    ['a full profile', roaster],
    ['a sparse profile', sparse],
  ])(
    'when %s posts 50 times a week for a quarter, then no pair repeats within 30 days',
    async (_, profile) => {
      const posts = await simulate(profile, 13, 50, false);
      expect(repeatsWithinWindow(posts, (post) => [`${post.topicKey}|${post.angle}`])).toEqual([]);
      expect(repeatsWithinWindow(posts, (post) => [post.angle])).toEqual([]);
    },
  );

  it('when a week is planned, then formats are spread and topics are distinct', () => {
    const topics = planTopics(roaster, [], 7, START, 11);
    const formats = topics.map((topic) => topic.topicKey.split(':')[0]);
    expect(new Set(formats).size).toBeGreaterThanOrEqual(6);
    for (const [index, format] of formats.entries()) expect(format).not.toBe(formats[index - 1]);
    expect(new Set(topics.map((topic) => topic.topicKey)).size).toBe(7);
    for (const topic of topics)
      expect(topic.description.length).toBeLessThanOrEqual(GENERATION_LIMITS.descriptionMaxChars);
  });

  it('when the user prefers videos, carousels and text, then kinds follow those preferences in proportion', () => {
    const profile = {
      ...roaster,
      preferredContentTypes: ['videos', 'carousels', 'text', 'voice'] as const,
    };
    const kinds = planTopics(profile, [], 20, START, 5).map((topic) => topic.contentKind);
    const share = (kind: string) => kinds.filter((entry) => entry === kind).length;
    expect([share('video'), share('carousel'), share('quote'), share('image')]).toEqual([
      5, 5, 10, 0,
    ]);
    const statics = planTopics({ ...roaster, preferredContentTypes: ['static'] }, [], 7, START, 5);
    expect(statics.every((topic) => topic.contentKind === 'image')).toBe(true);
    const none = planTopics(sparse, [], 7, START, 5);
    expect(none.every((topic) => topic.contentKind === 'image')).toBe(true);
  });

  it('when the profile is French, then topics, angles and prompts are French', () => {
    const french: TopicProfile = {
      ...roaster,
      language: 'fr',
      nicheDescription: 'café de spécialité',
      brandKeywords: 'torréfaction, espresso, pure origine',
    };
    const topics = planTopics(french, [], 7, START, 2);
    for (const topic of topics) {
      expect(`${topic.topic} ${topic.angle} ${topic.description}`).toMatch(
        /(?:côté|Conseils|coulisses|Idée reçue|Votre question|Mode d’emploi|Avant|Leçon|Coup de projecteur|Plutôt|Guide|Notre avis|équipe|histoire|Merci|étape)/u,
      );
      expect(topic.description).not.toMatch(/\b(?:the|our|your|with)\b/u);
    }
  });

  it('when planned twice with one seed, then the plans are the same, and another seed gives another plan', () => {
    const first = planTopics(roaster, [], 7, START, 42);
    expect(planTopics(roaster, [], 7, START, 42)).toEqual(first);
    expect(planTopics(roaster, [], 7, START, 43)).not.toEqual(first);
  });

  it('when the profile has no niche, goal or keyword, then general brand topics name the company', () => {
    const topics = planTopics(sparse, [], 7, START, 1);
    expect(topics).toHaveLength(7);
    expect(topics.some((topic) => topic.description.includes('Atelier Nord'))).toBe(true);
    const anonymous = planTopics({ ...sparse, companyName: '' }, [], 14, START, 1);
    for (const topic of anonymous)
      expect(topic.description).not.toMatch(/\s{2}|the {2}team| at\./u);
  });

  it('when a post is regenerated, then each new angle is another one on the same topic, until none is left', () => {
    const [topic] = planTopics(roaster, [], 1, START, 9);
    const used = [topic!.angle];
    for (
      let next = nextAngle(roaster, topic!.topicKey, used, 9);
      next;
      next = nextAngle(roaster, topic!.topicKey, used, 9)
    ) {
      expect(used).not.toContain(next.angle);
      used.push(next.angle);
    }
    expect(used.length).toBeGreaterThanOrEqual(3);
    expect(nextAngle(roaster, 'no-such-format:espresso', [], 1)).toBeNull();
    expect(nextAngle(roaster, 'this-month:espresso:12', [], 1)?.angle).toMatch(/December/u);
  });

  it('when the planned days fall in a month, then a month topic names that month', () => {
    const quarter = Array.from({ length: 8 }, (_, week) =>
      planTopics(roaster, [], 40, new Date(START.getTime() + week * 7 * DAY_MS), week),
    ).flat();
    const monthly = quarter.filter((topic) => topic.topicKey.startsWith('this-month:'));
    expect(monthly.length).toBeGreaterThan(0);
    for (const topic of monthly) {
      const month = Number(topic.topicKey.split(':')[2]);
      const name = new Date(Date.UTC(2026, month - 1, 1)).toLocaleString('en', { month: 'long' });
      expect(`${topic.angle} ${topic.description}`).toContain(name);
    }
  });
});
