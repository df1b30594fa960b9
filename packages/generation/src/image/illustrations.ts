import { readFileSync } from 'node:fs';
import type { GenerationInput } from '../content-generator.js';
import { foldKey } from '../text/hashtags.js';
import { splitBrandKeywords } from '../text/keywords.js';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** An emoji of emojibase's compact data: its CLDR name and keywords in one language. */
interface EmojiEntry {
  label: string;
  tags?: string[];
  group?: number;
  hexcode: string;
}

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

/**
 * emojibase's groups worth drawing: smileys, people (a person in lotus position for yoga), animals
 * and nature, food, travel, activities, objects.
 */
const DRAWN_GROUPS = new Set([0, 1, 3, 4, 5, 6, 7]);

/** What a niche's image shows when the post names nothing drawable (Fluent Emoji names). */
const NICHE_ICONS: Record<string, string> = {
  personal: 'sparkles',
  business: 'briefcase',
  creator: 'movie-camera',
  educational: 'books',
  food: 'fork-and-knife-with-plate',
  travel: 'airplane',
  'fitness-health': 'flexed-biceps',
  'fashion-beauty': 'dress',
  comedy: 'face-with-tears-of-joy',
  charity: 'red-heart',
  hobby: 'artist-palette',
  pet: 'dog-face',
  news: 'newspaper',
  'e-commerce': 'shopping-bags',
  motivational: 'rocket',
};

let icons: IconSet | null = null;
let index: Map<string, Array<{ icon: string; score: number }>> | null = null;

const iconNameOf = (label: string) =>
  label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Words too vague to pick a picture by ("free outdoor yoga class": not the outdoors nor a class). */
const VAGUE = new Set(
  (
    'free new offer club class package tour sale deal special week day days morning mornings ' +
    'outdoor indoor online live launch event time today first best big little great ' +
    'nouveau nouvelle offre club cours semaine jour jours matin atelier soirée événement gratuit'
  ).split(' '),
);

/** Smileys only when nothing else matches: a croissant, not a face savouring food. */
const GROUP_WEIGHT: Record<number, number> = { 0: 0.3 };

/** A word's forms to look up: as written, and without a plural's final s or x. */
const formsOf = (word: string) => {
  const folded = foldKey(word);
  return [folded, folded.replace(/(?<=\w{3})[sx]$/u, '')];
};

function loadIndex() {
  icons ??= JSON.parse(
    readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
  ) as IconSet;
  if (index) return { icons, index };
  const built = new Map<string, Array<{ icon: string; score: number }>>();
  const english = JSON.parse(
    readFileSync(require.resolve('emojibase-data/en/compact.json'), 'utf8'),
  ) as EmojiEntry[];
  const french = JSON.parse(
    readFileSync(require.resolve('emojibase-data/fr/compact.json'), 'utf8'),
  ) as EmojiEntry[];
  const iconByHex = new Map<string, string>();
  for (const entry of english) {
    const icon = iconNameOf(entry.label);
    if (DRAWN_GROUPS.has(entry.group ?? -1) && (icons.icons[icon] || icons.aliases?.[icon])) {
      iconByHex.set(entry.hexcode, icon);
    }
  }
  const add = (word: string, icon: string, baseScore: number, group: number) => {
    const score = baseScore * (GROUP_WEIGHT[group] ?? 1);
    const key = foldKey(word);
    const list = built.get(key) ?? [];
    list.push({ icon, score });
    built.set(key, list);
  };
  for (const entry of [...english, ...french]) {
    const icon = iconByHex.get(entry.hexcode);
    if (!icon) continue;
    const labelWords = entry.label.split(/[\s:,’'-]+/u).filter((word) => word.length > 2);
    // The whole name first ("hot beverage"), then its words, then the keywords.
    const group = entry.group ?? -1;
    add(entry.label, icon, 4, group);
    for (const word of labelWords) add(word, icon, labelWords.length === 1 ? 3 : 2, group);
    for (const tag of entry.tags ?? []) add(tag, icon, 1, group);
  }
  index = built;
  return { icons, index };
}

function svgOf(set: IconSet, name: string): string | null {
  const resolved = set.icons[name] ? name : set.aliases?.[name]?.parent;
  const icon = resolved ? set.icons[resolved] : undefined;
  if (!icon) return null;
  const width = icon.width ?? set.width ?? 32;
  const height = icon.height ?? set.height ?? 32;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width * 16}" height="${height * 16}">${icon.body}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * A picture for a post (Fluent Emoji, flat): the emoji whose name or keywords best match the
 * post's subject words (English or French), else one of the brand's keywords, else the niche's.
 * Answers the icon's name and an SVG data URL satori embeds.
 */
export function illustrationFor(words: {
  subject: string;
  keywords: readonly string[];
  niche: string | null;
}): { icon: string; dataUrl: string } {
  const { icons: set, index: lookup } = loadIndex();
  const find = (phrase: string): string | null => {
    const whole = lookup.get(foldKey(phrase));
    if (whole?.length) return best(whole);
    // Each telling word's best picture; the strongest of those wins.
    const perWord = phrase
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length > 2 && !VAGUE.has(foldKey(word)))
      .map((word) => formsOf(word).flatMap((form) => lookup.get(form) ?? []))
      .filter((matches) => matches.length > 0)
      .map((matches) => {
        const icon = best(matches);
        const score = Math.max(...matches.filter((m) => m.icon === icon).map((m) => m.score));
        return { icon, score };
      });
    return perWord.length ? perWord.sort((a, b) => b.score - a.score)[0]!.icon : null;
  };
  const icon =
    find(words.subject) ??
    words.keywords.map(find).find((found) => found !== null) ??
    NICHE_ICONS[words.niche ?? ''] ??
    'sparkles';
  return { icon, dataUrl: svgOf(set, icon) ?? svgOf(set, 'sparkles')! };
}

/** The strongest match; among equals, the one named most often. */
function best(matches: Array<{ icon: string; score: number }>): string {
  const totals = new Map<string, number>();
  for (const { icon, score } of matches) totals.set(icon, (totals.get(icon) ?? 0) + score);
  return [...totals.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

/** The picture of a generation's images: by the post's subject, the brand's keywords, its niche. */
export function illustrationOf(input: GenerationInput, subject: string): string {
  return illustrationFor({
    subject,
    keywords: splitBrandKeywords(input.brand.keywords),
    niche: input.brand.niche,
  }).dataUrl;
}
