import type { ConnectablePlatformId } from '@postcraft/contracts';
import {
  buildHashtags,
  detectLanguage,
  extractKeywords,
  measureCaption,
  platformSpec,
  postText,
  splitBrandKeywords,
  type PostLanguage,
} from '@postcraft/generation';

export interface ClipCaptionRequest {
  /** The clip's hook (its first sentence). */
  title: string;
  /** Everything said in the clip; empty for scenes without speech. */
  transcript: string;
  brand: { name: string; keywords: string; niche: string | null };
  platforms: readonly ConnectablePlatformId[];
  /** The interface language, used when the words tell none. */
  language: PostLanguage;
  /** 0 for the first caption; each Regenerate asks the next one. */
  variant: number;
}

export interface ClipCaption {
  caption: string;
  hashtags: string[];
}

const CALLS_TO_ACTION: Record<PostLanguage, readonly string[]> = {
  en: [
    'Watch to the end.',
    'Save this for later.',
    'Would you agree? Tell us in the comments.',
    'Share it with someone who needs to hear it.',
    'Follow for more.',
  ],
  fr: [
    'Regardez jusqu’au bout.',
    'Enregistrez-le pour plus tard.',
    'D’accord ? Dites-le-nous en commentaire.',
    'Partagez-le à quelqu’un qui doit l’entendre.',
    'Abonnez-vous pour la suite.',
  ],
};

/** Words a spoken question starts with (a transcript has no punctuation to tell). */
const QUESTION_START =
  /^(why|how|what|when|where|who|which|do|does|did|is|are|can|could|should|would|will|have|has|pourquoi|comment|quand|où|qui|quel|quelle|quels|quelles|est-ce)\b/iu;

/** A sentence as a caption reads it: a capital first, an end mark last (a question's own). */
function written(sentence: string): string {
  const text = sentence
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(/[.,;:]+$/u, '');
  if (!text) return '';
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  if (/[.!?…]$/u.test(capital)) return capital;
  return QUESTION_START.test(capital) ? `${capital}?` : `${capital}.`;
}

/** Nouns too plain to be a hashtag of their own. */
const PLAIN_WORDS = new Set(
  'answer question thing things way time times people day days lot kind part video channel today week year bit idea reason chose chose truc jour fois vidéo chaîne'.split(
    ' ',
  ),
);
/** Hashtags a clip carries at most: a few telling ones read better under a short video. */
const CLIP_HASHTAGS_MAX = 5;

/** A tag as people write one: each word capitalised ('pistachio croissant' → 'PistachioCroissant'). */
const cased = (tag: string) => tag.charAt(0).toUpperCase() + tag.slice(1);

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+/u)
    .map(written)
    .filter(Boolean);

/**
 * A clip's caption for each platform, from what is said in it: the hook, one or two of the
 * sentences after it (others on each variant), a call to action in the words' language, and
 * hashtags from the brand's keywords and the clip's own subjects, within each platform's limits.
 */
export function clipCaptionsOf(
  request: ClipCaptionRequest,
): Partial<Record<ConnectablePlatformId, ClipCaption>> {
  const language = detectLanguage(request.transcript) ?? request.language;
  const hook = written(request.title) || request.brand.name;
  const rest = sentencesOf(request.transcript).filter((sentence) => sentence !== hook);
  const variant = Math.max(0, request.variant);
  const start = rest.length > 0 ? (variant * 2) % rest.length : 0;
  const body = rest.slice(start, start + 2);
  const calls = CALLS_TO_ACTION[language];
  const call = calls[variant % calls.length]!;
  const subjects = extractKeywords(request.transcript || request.title, 8).filter(
    (subject) => !PLAIN_WORDS.has(subject.toLowerCase()),
  );
  const tags = buildHashtags(
    [
      ...splitBrandKeywords(request.brand.keywords),
      ...subjects.slice(variant % Math.max(1, subjects.length)),
      ...subjects,
      ...(request.brand.niche ? [request.brand.niche] : []),
    ],
    15,
  ).map(cased);
  const captions: Partial<Record<ConnectablePlatformId, ClipCaption>> = {};
  for (const platform of request.platforms) {
    const spec = platformSpec(platform);
    const hashtags = tags.slice(0, Math.min(spec.hashtagMax, CLIP_HASHTAGS_MAX));
    const fits = (text: string) =>
      measureCaption(postText(text, hashtags), spec.measure) <= spec.captionMax;
    // The longest that fits: every sentence, then fewer, then the hook alone, cut short at last.
    const choices = [
      [hook, ...body, call],
      [hook, ...body.slice(0, 1), call],
      [hook, call],
      [hook],
    ];
    let caption = choices.map((parts) => parts.join('\n\n')).find(fits) ?? hook;
    while (caption.length > 1 && !fits(caption)) {
      caption = `${caption.slice(0, Math.floor(caption.length * 0.8)).replace(/\s+\S*$/u, '')}…`;
    }
    captions[platform] = { caption, hashtags };
  }
  return captions;
}
