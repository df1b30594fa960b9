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

/** A sentence as a caption reads it: a capital first, an end mark last. */
function written(sentence: string): string {
  const text = sentence.trim().replace(/\s+/gu, ' ');
  if (!text) return '';
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/u.test(capital) ? capital : `${capital}.`;
}

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
  const subjects = extractKeywords(request.transcript || request.title, 8);
  const tags = buildHashtags(
    [
      ...splitBrandKeywords(request.brand.keywords),
      ...subjects.slice(variant % Math.max(1, subjects.length)),
      ...subjects,
      ...(request.brand.niche ? [request.brand.niche] : []),
    ],
    15,
  );
  const captions: Partial<Record<ConnectablePlatformId, ClipCaption>> = {};
  for (const platform of request.platforms) {
    const spec = platformSpec(platform);
    const hashtags = tags.slice(0, spec.hashtagMax);
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
