import type { ConnectablePlatformId } from '@postcraft/contracts';
import { measureCaption, postText } from '../text/caption-length.js';
import { platformSpec } from '../platform-specs.js';
import { brandProfile, generationInput } from '../test-support/generation-input.js';
import { COPYWRITER_PANEL, type PanelPrompt } from '../test-support/copywriter-panel.js';
import { detectLanguage } from './post-language.js';
import { understandPrompt } from './understand-prompt.js';
import { writePost } from './write-post.js';

const PLATFORMS: readonly ConnectablePlatformId[] = [
  'instagram',
  'linkedin',
  'twitter',
  'facebook',
  'tiktok',
  'pinterest',
];

const inputOf = (entry: PanelPrompt, seed = 3) =>
  generationInput(PLATFORMS, {
    description: entry.prompt,
    seed,
    // The interface's language: a prompt in the other language must still win.
    language: entry.prompt ? (entry.language === 'en' ? 'fr' : 'en') : entry.language,
    brand: brandProfile({
      name: entry.brand,
      niche: entry.niche,
      keywords: entry.keywords,
      voiceTone: entry.tone,
      contentGoals: entry.goals,
      preferredContentTypes: ['static', 'carousels', 'videos', 'text'],
    }),
  });

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The first run of `size` words of `prompt` found in `caption`, or null. What the post must name
 * (its subject, its facts) is left out of both: naming them is not echoing the prompt.
 */
function copiedRun(prompt: string, caption: string, size: number, named: string[]): string | null {
  const cut = (text: string) =>
    named.reduce((rest, phrase) => rest.split(phrase).join(' | '), words(text).join(' '));
  const from = cut(prompt).split(' ').filter(Boolean);
  const into = ` ${cut(caption)} `;
  for (let start = 0; start + size <= from.length; start += 1) {
    const run = from.slice(start, start + size).join(' ');
    if (into.includes(` ${run} `)) return run;
  }
  return null;
}

describe.each(
  COPYWRITER_PANEL.map(
    (entry) =>
      [`${entry.niche} ${entry.language}: "${entry.prompt || '(Smart AI Post)'}"`, entry] as const,
  ),
)('the copywriter on %s', (_name, entry) => {
  const isRequest =
    /^(?:announce|annonce|write|écris|promote|présente|partage|invite|launch|fais|explain|share|thank|remind|celebrate|a tip)/iu.test(
      entry.prompt,
    );

  it.each(PLATFORMS)('writes a postable %s post', (platform) => {
    const post = writePost(inputOf(entry), platform);
    const spec = platformSpec(platform);
    const text = postText(post.caption, post.hashtags);

    expect(post.caption.length).toBeGreaterThan(20);
    expect(measureCaption(text, spec.measure)).toBeLessThanOrEqual(spec.captionMax);
    expect(post.caption).not.toContain('…');
    expect(detectLanguage(post.caption)).toBe(entry.language);
    for (const fact of entry.facts)
      expect(post.caption.toLowerCase()).toContain(fact.toLowerCase());
    if (isRequest) {
      const { subject } = understandPrompt(entry.prompt, entry.language);
      const named = [subject, ...entry.facts].map((phrase) => words(phrase).join(' '));
      expect(copiedRun(entry.prompt, post.caption, 6, named.filter(Boolean))).toBeNull();
    }
    if (platform === 'linkedin' || platform === 'twitter') {
      expect(post.caption).not.toMatch(/link in bio|lien en bio/iu);
    }
    if (platform === 'linkedin') expect(post.hashtags.length).toBeLessThanOrEqual(3);
    for (const tag of post.hashtags) {
      expect(tag).toMatch(/^\p{Lu}[\p{L}\p{N}]{2,29}$/u);
      expect(['Static', 'Carousels', 'Videos', 'Text']).not.toContain(tag);
    }
    expect(post.headline.split(/\s+/u).length).toBeLessThanOrEqual(7);
  });

  it(
    isRequest || !entry.prompt
      ? 'writes ten different captions for ten seeds'
      : "keeps the user's own words for every seed",
    () => {
      const captions = Array.from(
        { length: 10 },
        (_, seed) => writePost(inputOf(entry, seed), 'instagram').caption,
      );
      if (isRequest || !entry.prompt) {
        expect(new Set(captions).size).toBe(10);
      } else {
        // A statement is polished, never rewritten: each seed's post opens with it.
        const own = understandPrompt(entry.prompt, entry.language).polished;
        for (const caption of captions) expect(caption.startsWith(own)).toBe(true);
      }
    },
  );
});
