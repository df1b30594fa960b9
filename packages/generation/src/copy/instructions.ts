import type { VoiceToneLabel } from '@postcraft/contracts';
import type { PostLanguage } from './post-language.js';

/** What "Edit The Results" asked of a regeneration, as the copywriter applies it. */
export interface PostInstructions {
  shorter: boolean;
  longer: boolean;
  tone: VoiceToneLabel | null;
  emoji: boolean;
  noHashtags: boolean;
  /** Another hook and lines than the last time. */
  newAngle: boolean;
  language: PostLanguage | null;
  /** Facts or sentences to add ("mention the price: 3.50 euros"), as the user typed them. */
  additions: string[];
}

const ASKS: Array<[keyof PostInstructions, RegExp]> = [
  [
    'shorter',
    /\b(?:short|shorter|brief|briefer|concise|less text|plus court|plus courte|raccourci[rs]?|bref|brève|concis)\b/iu,
  ],
  [
    'longer',
    /\b(?:long|longer|more details?|more text|expand|plus long|plus longue|développe[rz]?|plus de détails)\b/iu,
  ],
  ['emoji', /\b(?:emojis?|émojis?|smileys?)\b/iu],
  [
    'noHashtags',
    /\b(?:no|without|remove|sans|pas de|enlève|retire)\s+(?:the\s+|les\s+)?(?:hashtags?|#)/iu,
  ],
  [
    'newAngle',
    /\b(?:another|different|new|other|autre|nouvel|nouveau|différent)\s+(?:angle|approach|take|idea|version|approche|idée)\b/iu,
  ],
];

const TONES: Array<[VoiceToneLabel, RegExp]> = [
  ['playful', /\b(?:playful|fun|funny|funnier|humou?r|ludique|drôle|amusant|fun)\b/iu],
  [
    'professional',
    /\b(?:professional|formal|serious|corporate|professionnel|professionnelle|formel|sérieux)\b/iu,
  ],
  ['friendly', /\b(?:friendly|warm|warmer|chaleureux|amical|sympa)\b/iu],
  ['motivational', /\b(?:motivational|inspiring|motivant|inspirant)\b/iu],
  ['chill', /\b(?:chill|relaxed|calm|calme|détendu|zen)\b/iu],
];

const ADDITION =
  /\b(?:mention|add|include|say|tell them|specify|ajoute[rz]?|mentionne[rz]?|précise[rz]?|indique[rz]?|dis|dites)\s+(?:that\s+|que\s+|qu['’]\s*)?(.+?)(?=\s*(?:[;\n]|\.\s|$|,\s*(?:and\s+)?(?:make|keep|use|no|fais|rends|sans)\b))/giu;

/** Reads the instructions typed in "Edit The Results", in English or French. */
export function readInstructions(text: string): PostInstructions {
  const asks = Object.fromEntries(ASKS.map(([key, pattern]) => [key, pattern.test(text)]));
  const additions = [...text.matchAll(ADDITION)]
    .map((match) => match[1]!.trim())
    .filter(
      (addition) => addition && !/^(?:emojis?|émojis?|hashtags?|more|plus)\b/iu.test(addition),
    );
  return {
    shorter: Boolean(asks.shorter),
    longer: Boolean(asks.longer) && !asks.shorter,
    tone: TONES.find(([, pattern]) => pattern.test(text))?.[0] ?? null,
    emoji:
      Boolean(asks.emoji) &&
      !/\b(?:no|without|sans|pas d['’])\s*émojis?|\b(?:no|without)\s+emojis?/iu.test(text),
    noHashtags: Boolean(asks.noHashtags),
    newAngle: Boolean(asks.newAngle),
    language: /\b(?:in french|en français|in français)\b/iu.test(text)
      ? 'fr'
      : /\b(?:in english|en anglais)\b/iu.test(text)
        ? 'en'
        : null,
    additions,
  };
}
