import nlp from 'compromise';
import { extractFacts, type PromptFact } from './facts.js';
import { sentencesOf } from './fit-post.js';
import type { PostLanguage } from './post-language.js';

/** What the post is for, which picks its hook. */
export type PostIntent =
  | 'announce'
  | 'offer'
  | 'event'
  | 'tip'
  | 'thanks'
  | 'celebrate'
  | 'reminder'
  | 'question'
  | 'general';

export interface UnderstoodPrompt {
  /** A request ("Announce our new croissant") or a statement to polish ("Our croissant is back."). */
  kind: 'request' | 'statement';
  intent: PostIntent;
  /** What the post is about, without its determiner: 'pistachio croissant'. */
  subject: string;
  /** A request's own words after its verb, facts kept ('how to keep bread fresh for a week'). */
  topic: string;
  /** The subject's determiner as written ('our', 'the', 'notre', 'la'...), or '' for none. */
  determiner: string;
  facts: PromptFact[];
  /** A statement, tidied: its own words, capitalised and punctuated. */
  polished: string;
}

/** "Write a post about", "Can you create a short caption for"... up to what the post is about. */
const FRAMING: Record<PostLanguage, RegExp> = {
  en: /^(?:please\s+|can you\s+|could you\s+|help me\s+)*(?:write|create|make|draft|generate|give me|prepare|do)\s+(?:me\s+)?(?:a|an|some|one)?\s*(?:(?:short|quick|fun|catchy|nice|great|new|little|brief)\s+)*(?:(?:instagram|linkedin|facebook|tiktok|social(?:\s+media)?|x|twitter)\s+)?(?:post|caption|tweet|message|update|text|announcement)s?\s*(?:about|on|for|that|to|announcing|promoting|presenting|introducing|inviting)?\s*/iu,
  fr: /^(?:merci de\s+|peux-tu\s+|pouvez-vous\s+|aide-moi à\s+)*(?:écris|écrivez|écrire|rédige|rédigez|rédiger|crée|créez|créer|fais|faites|faire|génère|générez|prépare|préparez)(?:-moi|-nous)?\s+(?:un|une|des)?\s*(?:(?:petit|petite|court|courte|joli|nouveau)\s+)*(?:post|message|texte|annonce|légende)s?\s*(?:(?:instagram|linkedin|facebook|tiktok)\s+)?(?:sur|pour|qui annonce|annonçant|à propos de|au sujet de|présentant|invitant)?\s*/iu,
};

/** Leading verbs of a request, each with the intent it signals. */
const VERBS: Record<PostLanguage, Array<[RegExp, PostIntent]>> = {
  en: [
    [/^(?:(?:a|one|quick|today's|little|small)\s+)*tips?\b.*?\b(?:about|on|for|with)\s+/iu, 'tip'],
    [
      /^(?:share\s+|list\s+|give\s+)?(?:\w+\s+)?(?:things|facts|tips|ways|reasons|mistakes)\s+(?:to know\s+|you should know\s+)?(?:about|on|for|to)\s+/iu,
      'tip',
    ],
    [/^behind the scenes (?:of|at)\s+/iu, 'general'],
    [/^(?:announce|launch|introduce|present|unveil|reveal)\b\s*(?:that\s+)?/iu, 'announce'],
    [/^(?:promote|advertise|push|sell)\b\s*/iu, 'offer'],
    [
      /^(?:invite|welcome)\s+(?:people|everyone|our\s+\w+|the\s+\w+|you)?\s*(?:to|for)?\s*/iu,
      'event',
    ],
    [/^(?:explain|teach|share a tip (?:on|about)|give a tip (?:on|about))\b\s*/iu, 'tip'],
    [/^(?:thank|say thanks to)\b\s*(?:everyone|our\s+\w+)?\s*(?:for)?\s*/iu, 'thanks'],
    [/^(?:celebrate)\b\s*/iu, 'celebrate'],
    [/^(?:remind)\s+(?:people|everyone|our\s+\w+|them)?\s*(?:about|that|of|to)?\s*/iu, 'reminder'],
    [/^(?:ask)\s+(?:people|everyone|our\s+\w+|followers)?\s*/iu, 'question'],
    [
      /^(?:share|show|showcase|highlight|feature|tell (?:people|everyone|our\s+\w+) about|talk about|post about)\b\s*/iu,
      'general',
    ],
  ],
  fr: [
    [/^(?:un|une|petit|petite)?\s*(?:astuces?|conseils?)\b.*?\b(?:sur|pour|avec|côté)\s+/iu, 'tip'],
    [/^(?:les\s+)?coulisses (?:de|du|des|d')\s*/iu, 'general'],
    [/^(?:annonce[rz]?|lance[rz]?|présente[rz]?|dévoile[rz]?)\b\s*(?:que\s+)?/iu, 'announce'],
    [/^(?:fais|faites|faire)\s+la\s+promo(?:tion)?\s+(?:de|du|des|d')\s*/iu, 'offer'],
    [/^(?:promouvoir|vends|vendez)\b\s*/iu, 'offer'],
    [
      /^(?:invite[rz]?)\s+(?:les gens|tout le monde|les\s+[\p{L}-]+|nos\s+[\p{L}-]+|vos\s+[\p{L}-]+)?\s*(?:à|au|aux)?\s*/iu,
      'event',
    ],
    [/^(?:explique[rz]?|donne[rz]? une astuce (?:sur|pour))\b\s*/iu, 'tip'],
    [/^(?:remercie[rz]?)\b\s*(?:nos\s+\w+|tout le monde)?\s*(?:pour)?\s*/iu, 'thanks'],
    [/^(?:fête[rz]?|célèbre[rz]?)\b\s*/iu, 'celebrate'],
    [/^(?:rappelle[rz]?)\s+(?:à tout le monde|aux gens|à nos\s+\w+)?\s*(?:que)?\s*/iu, 'reminder'],
    [
      /^(?:partage[rz]?|montre[rz]?|mets en avant|mettez en avant|parle[rz]? de|parle[rz]? du|parle[rz]? des)\b\s*/iu,
      'general',
    ],
  ],
};

/** Words in a prompt that say what kind of post it is, when its verb did not. */
const INTENT_WORDS: Array<[RegExp, PostIntent]> = [
  [/\b(?:sale|discount|offer|promo|deal|soldes?|réduction|remise|offre)\b|%/iu, 'offer'],
  [
    /\b(?:workshop|event|opening|party|class|webinar|atelier|soirée|ouverture|cours|rencontre)\b/iu,
    'event',
  ],
  [/\b(?:tip|tips|how to|astuce|astuces|conseil|conseils)\b/iu, 'tip'],
  [/\b(?:new|launch|now available|nouveau|nouvelle|nouveauté|disponible)\b/iu, 'announce'],
  [/\?\s*$/u, 'question'],
];

const DETERMINERS =
  /^(?:(these|their|this|the|your|our|my|an|a|notre|nos|mon|mes|ma|les|la|le|une|un|des|de la|du|cette|ces|ce|votre|vos)\s+|(l'|l’))/iu;
const NEW_WORDS =
  /^(?:(?:brand[- ]new|new|latest|first|nouveau|nouvelle|nouvel|nouveaux|nouvelles|tout nouveau|toute nouvelle)\s+)+/iu;
/** What ends the subject: punctuation, a dash, or a clause with its own facts. */
const SUBJECT_END =
  /\s*(?:[,.;:!?()](?=\s|$)|\s[-–—]\s|\s(?:that|which|who|with|at|from|starting|available|qui|avec|dès|à partir|disponible)\s)/iu;
/** A preposition or article left at the end once a fact was taken away ("workshop on"). */
const TRAILING =
  /(?:\s+(?:on|for|in|at|to|of|the|a|an|and|sur|pour|en|à|au|aux|de|du|des|le|la|les|et))+$/iu;

/** Verbs French posts announce with, in the third person: where a statement's subject ends. */
const FRENCH_VERB =
  /\s+(?:arrive|arrivent|revient|reviennent|ouvre|ouvrent|rouvre|rouvrent|commence|commencent|démarre|démarrent|débarque|débarquent|sort|sortent|a|ont|sera|seront|fait|font|part|partent|lance|lancent|fête|fêtent|change|changent|passe|passent|continue|continuent|reprend|reprennent|se|s['’]\p{L}*|est|sont)(?!\p{L}).*$/iu;

const TIME_NOUN = /^(?:day|week|weekend|month|night|party|jour|semaine|soirée)\b/iu;

/** Reads a prompt: a request or a statement, its intent, its subject and its facts. */
export function understandPrompt(prompt: string, language: PostLanguage): UnderstoodPrompt {
  const text = prompt.replace(/\s+/g, ' ').trim();
  const facts = extractFacts(text);
  let rest = text;
  let intent: PostIntent | null = null;
  const framed = rest.replace(FRAMING[language], '');
  const isFramed = framed !== rest;
  rest = framed;
  for (const [verb, signalled] of VERBS[language]) {
    const stripped = rest.replace(verb, '');
    // "Launch day", "Launch week": a noun before a time word, not a verb.
    if (stripped !== rest && !TIME_NOUN.test(stripped)) {
      rest = stripped;
      intent = signalled;
      break;
    }
  }
  const kind = isFramed || intent ? 'request' : 'statement';
  const topic = rest.replace(/[\s.!?]+$/u, '');
  intent ??= INTENT_WORDS.find(([words]) => words.test(text))?.[1] ?? 'general';

  // A statement's subject is its first noun phrase ("Our autumn menu launches on Friday": the
  // menu); compromise finds it in English, the phrase up to its verb does in French.
  const noun = kind === 'statement' && language === 'en' ? firstNounOf(text) : '';
  const { subject, determiner } = subjectOf(noun || rest, facts);
  return { kind, intent, subject, topic, determiner, facts, polished: polish(text) };
}

/**
 * The first noun phrase of an English text, read from its first sentence when that has one:
 * compromise tags every sentence it is given, and a planned post's prompt runs to several (a
 * third of the time on one sentence).
 */
function firstNounOf(text: string): string {
  const firstNoun = (of: string) => nlp(of).nouns().not('#Pronoun').first().text();
  const first = sentencesOf(text)[0] ?? text;
  return (first !== text && firstNoun(first)) || firstNoun(text);
}

/** The noun phrase a request is about, without its determiner or "new", nor the facts after it. */
function subjectOf(text: string, facts: PromptFact[]): { subject: string; determiner: string } {
  let phrase = text;
  const end = phrase.search(SUBJECT_END);
  if (end > 0) phrase = phrase.slice(0, end);
  // A when or a where it ends with goes ("our workshop on Saturday at 10am": the workshop); an
  // amount stays ("raising 12,000 euros").
  const adjuncts = facts.filter((fact) => ['date', 'time', 'place', 'link'].includes(fact.kind));
  for (let trimmed = true; trimmed;) {
    trimmed = false;
    for (const fact of adjuncts) {
      const at = phrase.lastIndexOf(fact.text);
      if (at >= 0 && phrase.slice(at + fact.text.length).trim() === '') {
        phrase = phrase.slice(0, at).trimEnd().replace(TRAILING, '').trim();
        trimmed = true;
      }
    }
  }
  const found = phrase.match(DETERMINERS);
  const determiner = (found?.[1] ?? found?.[2] ?? '').toLowerCase();
  phrase = phrase.replace(DETERMINERS, '').replace(NEW_WORDS, '').trim();
  phrase = phrase.replace(/\s+(?:is|are|est|sont)\b.*$/iu, '').trim();
  // A French statement's subject ends at its verb ("notre menu d’automne arrive vendredi").
  phrase = phrase.replace(FRENCH_VERB, '').trim();
  const words = phrase
    .split(' ')
    .filter(Boolean)
    .slice(0, 6)
    .join(' ')
    .replace(TRAILING, '')
    .split(' ');
  return { subject: words.join(' '), determiner };
}

/** A statement as the post's body: spaces tidied, first letter capitalised, a final stop. */
export function polish(text: string): string {
  let tidy = text
    .replace(/\s+([,.;!?])/gu, '$1')
    .replace(/([,.;!?])(?=\p{L})/gu, '$1 ')
    .trim();
  if (!tidy) return '';
  tidy = tidy[0]!.toUpperCase() + tidy.slice(1);
  return /[.!?…)"»]$/u.test(tidy) ? tidy : `${tidy}.`;
}
