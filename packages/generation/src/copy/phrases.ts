// The copywriter's wording, in English and French: hooks per intent, the sentences that carry
// a prompt's facts, a line per intent, and calls to action per platform and goal.
import type { ConnectablePlatformId } from '@postcraft/contracts';
import type { PromptFact } from './facts.js';
import type { PostIntent } from './understand-prompt.js';
import type { PostLanguage } from './post-language.js';

/** `{S}`: the subject with its determiner; `{s}`: without; `{brand}`: the brand's name. */
export const HOOKS: Record<PostLanguage, Record<PostIntent, readonly string[]>> = {
  en: {
    announce: ["It's here: {S}!", 'Meet {S}.', 'Say hello to {S}.', 'Now available: {S}.'],
    offer: [
      'Treat yourself: {S}.',
      'Good news for {s} fans!',
      "Don't miss {S}.",
      'Here is the deal: {S}.',
    ],
    event: [
      'Save the date: {S}.',
      "You're invited: {S}!",
      'Join us for {S}.',
      'Come along to {S}.',
    ],
    tip: [
      'A quick tip on {s}:',
      'Tip of the day, {s} edition:',
      'One thing we have learned about {s}:',
      'Worth knowing about {s}:',
    ],
    thanks: [
      'Thank you for {S}!',
      'A big thank you for {S}!',
      'We are so grateful for {S}.',
      'From all of us: thank you for {S}!',
    ],
    celebrate: [
      "We're celebrating {S}!",
      'Time to celebrate {S}!',
      'Big day: {S}!',
      'Raise a glass to {S}!',
    ],
    reminder: [
      'Friendly reminder: {S}.',
      "Don't forget: {S}.",
      'Heads-up: {S}.',
      'Just a reminder: {S}.',
    ],
    question: [
      'Question for you about {s}:',
      'We want your opinion on {s}:',
      'Over to you, {s} edition:',
      'Tell us about {s}:',
    ],
    general: [
      'All about {S}.',
      "Let's talk about {S}.",
      'Spotlight on {S}.',
      'A few words about {S}.',
    ],
  },
  fr: {
    announce: [
      'C’est nouveau : {S} !',
      'Découvrez {S}.',
      'Nouveauté : {S}.',
      'Enfin disponible : {S}.',
    ],
    offer: [
      'Faites-vous plaisir : {S}.',
      'Bonne nouvelle pour les amateurs de {s} !',
      'À ne pas manquer : {S}.',
      'C’est le moment : {S}.',
    ],
    event: [
      'À vos agendas : {S}.',
      'Vous êtes invités : {S} !',
      'Rejoignez-nous : {S}.',
      'Ne manquez pas {S}.',
    ],
    tip: [
      'Petite astuce côté {s} :',
      'L’astuce du jour, spéciale {s} :',
      'Ce que nous avons appris côté {s} :',
      'Un conseil côté {s} :',
    ],
    thanks: [
      'Merci pour {S} !',
      'Un grand merci pour {S} !',
      'Toute notre gratitude pour {S}.',
      'De la part de toute l’équipe : merci pour {S} !',
    ],
    celebrate: [
      'On fête {S} !',
      'C’est la fête : {S} !',
      'Grand jour : {S} !',
      'Levons nos verres : {S} !',
    ],
    reminder: [
      'Petit rappel : {S}.',
      'N’oubliez pas : {S}.',
      'À noter : {S}.',
      'On vous le rappelle : {S}.',
    ],
    question: [
      'Une question pour vous, côté {s} :',
      'Votre avis nous intéresse, côté {s} :',
      'À vous la parole, côté {s} :',
      'Parlez-nous de {s} :',
    ],
    general: [
      'Parlons de {s}.',
      'Zoom sur {S}.',
      'Quelques mots sur {S}.',
      'Coup de projecteur : {S}.',
    ],
  },
};

/** A sentence after the hook, by intent: what a person would add. */
export const FOLLOW_UPS: Record<PostLanguage, Record<PostIntent, readonly string[]>> = {
  en: {
    announce: [
      "We can't wait to hear what you think.",
      'We have been working on this for a while, and it shows.',
      'Come and try it, we think you will love it.',
    ],
    offer: [
      'It is the perfect moment to treat yourself.',
      'Good things are better shared, so bring a friend.',
      'Tell a friend before it is gone.',
    ],
    event: [
      "We'd love to see you there.",
      'Bring a friend, the more the merrier.',
      'Spread the word and come along.',
    ],
    tip: [],
    thanks: [
      'It means a lot to us.',
      'None of this happens without you.',
      'We could not have done it without you.',
    ],
    celebrate: [
      'Thank you for being part of it.',
      'Here is to the next chapter.',
      'Thank you for coming along for the ride.',
    ],
    reminder: [
      'See you soon.',
      'We would hate for you to miss it.',
      'Put it in your calendar now.',
    ],
    question: [],
    general: [
      'Here is why we love it.',
      'It is one of our favourites, and we think it will be yours too.',
      'Have a look and tell us what you think.',
    ],
  },
  fr: {
    announce: [
      'On a hâte d’avoir votre avis.',
      'On y travaille depuis un moment, et ça se voit.',
      'Venez goûter, on pense que vous allez adorer.',
    ],
    offer: [
      'C’est le moment de vous faire plaisir.',
      'C’est encore meilleur à deux : venez accompagnés.',
      'Prévenez vos proches avant qu’il ne soit trop tard.',
    ],
    event: [
      'On a hâte de vous y retrouver.',
      'Venez accompagnés : plus on est de fous, plus on rit.',
      'Faites passer le mot et venez nombreux.',
    ],
    tip: [],
    thanks: [
      'Ça compte énormément pour nous.',
      'Rien de tout cela ne serait possible sans vous.',
      'On n’y serait pas arrivés sans vous.',
    ],
    celebrate: [
      'Merci d’en faire partie.',
      'Vivement la suite.',
      'Merci de faire partie de l’aventure.',
    ],
    reminder: [
      'À très vite.',
      'Ce serait dommage de le manquer.',
      'Notez-le tout de suite dans votre agenda.',
    ],
    question: [],
    general: [
      'Voici pourquoi on l’adore.',
      'C’est l’un de nos coups de cœur, et peut-être bientôt le vôtre.',
      'Jetez un œil et dites-nous ce que vous en pensez.',
    ],
  },
};

/** Emoji a tone adds to the hook (none for professional and the default). */
export const TONE_EMOJI: Record<string, readonly string[]> = {
  friendly: ['😊', '🙌', '💛'],
  playful: ['🎉', '😍', '✨'],
  motivational: ['🚀', '💪', '🔥'],
  chill: ['✨', '🌿', '☕'],
};

const RANGE_FIRST = /^(?:until|till|through|from|jusqu['’]au|jusqu['’]à|dès|à partir du)\b/iu;
const DAY_FIRST = /^(?:\d|on\b|this\b|next\b|tomorrow\b|tonight\b|le\b|ce\b|cette\b|demain\b)/iu;

/** The sentences that carry a prompt's facts, each fact word for word. */
export function factSentences(
  facts: readonly PromptFact[],
  intent: PostIntent,
  language: PostLanguage,
): string[] {
  const of = (kind: PromptFact['kind']) => facts.filter((fact) => fact.kind === kind);
  const sentences: string[] = [];
  for (const price of of('price')) {
    sentences.push(language === 'en' ? `Just ${price.text}.` : `Le prix : ${price.text}.`);
  }
  for (const offer of of('offer')) {
    sentences.push(language === 'en' ? `The offer: ${offer.text}.` : `L’offre : ${offer.text}.`);
  }
  for (const quantity of of('quantity')) {
    sentences.push(
      language === 'en'
        ? /^(?:only|just)\b/iu.test(quantity.text)
          ? `There are ${quantity.text}, so come early.`
          : `Limited: ${quantity.text}.`
        : `Attention, ${quantity.text} : ne tardez pas.`,
    );
  }
  const dates = of('date').map((fact) => fact.text);
  const times = of('time').map((fact) => fact.text);
  if (dates.length && RANGE_FIRST.test(dates[0]!)) {
    // "until Sunday", "jusqu'au 31 janvier": the date says how it reads.
    const when = `${dates.join(', ')}${times.length ? ` ${language === 'en' ? 'at' : 'à'} ${times.join(', ')}` : ''}`;
    sentences.push(`${when[0]!.toUpperCase()}${when.slice(1)}.`);
  } else if (dates.length || times.length) {
    const when = [dates.join(', '), times.join(', ')].filter(Boolean);
    if (language === 'en') {
      const day = when[0]!;
      const on =
        dates.length && !DAY_FIRST.test(day) ? 'on ' : times.length && !dates.length ? 'at ' : '';
      const whole = `${on}${day}${when[1] ? ` at ${when[1]}` : ''}`;
      sentences.push(
        intent === 'event'
          ? `See you ${whole}.`
          : intent === 'announce'
            ? `From ${whole.replace(/^on /, '')}.`
            : `Mark your calendar: ${whole.replace(/^(?:on|at) /, '')}.`,
      );
    } else {
      const whole = `${when[0]}${when[1] ? ` à ${when[1]}` : ''}`;
      sentences.push(
        intent === 'event'
          ? `On vous attend ${whole}.`
          : intent === 'announce'
            ? `Dès ${whole}.`
            : `À noter : ${whole}.`,
      );
    }
  }
  for (const place of of('place')) {
    const text = place.text;
    if (language === 'en')
      sentences.push(/^in\b/iu.test(text) ? `Find us ${text}.` : `Find us at ${text}.`);
    else
      sentences.push(
        /^(?:à|au)\b/iu.test(text)
          ? `Retrouvez-nous ${text}.`
          : /^\d/u.test(text)
            ? `Retrouvez-nous au ${text}.`
            : `Retrouvez-nous ${text}.`,
      );
  }
  for (const link of of('link')) {
    sentences.push(language === 'en' ? `More at ${link.text}` : `Plus d’infos : ${link.text}`);
  }
  return sentences;
}

type Goal = 'sell' | 'grow' | 'educate' | 'entertain' | 'other';
const GOALS: Record<string, Goal> = {
  sell_products_services: 'sell',
  grow_audience: 'grow',
  build_personal_brand: 'grow',
  educate_share_knowledge: 'educate',
  entertain_inspire: 'entertain',
};

const CALLS: Record<
  PostLanguage,
  Partial<
    Record<ConnectablePlatformId | 'other', Partial<Record<Goal, string>> & { other: string }>
  >
> = {
  en: {
    instagram: {
      sell: 'Order through the link in bio.',
      grow: 'Follow us for more like this.',
      educate: 'Save this post for later.',
      entertain: 'Tag a friend who needs this.',
      other: 'Tell us in the comments!',
    },
    tiktok: {
      sell: 'Order through the link in bio.',
      grow: 'Follow for more.',
      educate: 'Save this for later.',
      other: 'Tell us in the comments!',
    },
    linkedin: {
      sell: 'Get in touch to learn more.',
      grow: 'Follow our page for more.',
      educate: 'What would you add? Share it in the comments.',
      other: 'What do you think? Let us know in the comments.',
    },
    twitter: { sell: 'Grab yours.', grow: 'Follow for more.', other: 'Thoughts?' },
    facebook: {
      sell: 'Send us a message to order.',
      grow: 'Like our page for more.',
      other: 'Share this with a friend who would love it.',
    },
    pinterest: { other: 'Save this pin for later.' },
    youtube: { other: 'Subscribe for more.' },
    other: { sell: 'Order now.', grow: 'Follow us for more.', other: 'Tell us what you think!' },
  },
  fr: {
    instagram: {
      sell: 'Commandez via le lien en bio.',
      grow: 'Abonnez-vous pour ne rien manquer.',
      educate: 'Enregistrez ce post pour plus tard.',
      entertain: 'Identifiez un ami qui en a besoin.',
      other: 'Dites-nous tout en commentaire !',
    },
    tiktok: {
      sell: 'Commandez via le lien en bio.',
      grow: 'Abonnez-vous pour la suite.',
      other: 'Dites-nous tout en commentaire !',
    },
    linkedin: {
      sell: 'Contactez-nous pour en savoir plus.',
      grow: 'Suivez notre page pour la suite.',
      educate: 'Et vous, qu’ajouteriez-vous ? Dites-le en commentaire.',
      other: 'Qu’en pensez-vous ? Dites-le-nous en commentaire.',
    },
    twitter: {
      sell: 'À vous de jouer.',
      grow: 'Abonnez-vous pour la suite.',
      other: 'Vous en pensez quoi ?',
    },
    facebook: {
      sell: 'Écrivez-nous pour commander.',
      grow: 'Aimez notre page pour la suite.',
      other: 'Partagez-le avec un ami qui va adorer.',
    },
    pinterest: { other: 'Enregistrez cette épingle pour plus tard.' },
    youtube: { other: 'Abonnez-vous pour la suite.' },
    other: {
      sell: 'Commandez dès maintenant.',
      grow: 'Abonnez-vous pour la suite.',
      other: 'Dites-nous ce que vous en pensez !',
    },
  },
};

/** The call to action that fits the platform and the brand's first goal with one there. */
export function callToAction(
  platform: ConnectablePlatformId,
  goals: readonly string[],
  language: PostLanguage,
): string {
  const calls = CALLS[language][platform] ?? CALLS[language].other!;
  for (const goal of goals) {
    const call = calls[GOALS[goal] ?? 'other'];
    if (call && GOALS[goal]) return call;
  }
  return calls.other;
}

/**
 * A request to explain ("how to keep bread fresh"), offline: the question as the hook, then the
 * niche's tip on it when there is one, else an invitation to answer (the copywriter does not
 * make up advice it does not have).
 */
export const EXPLAIN_LINES: Record<
  PostLanguage,
  { withTip: readonly string[]; withoutTip: readonly string[]; ask: readonly string[] }
> = {
  en: {
    withTip: [
      '{Q}: here is what works for us.',
      '{Q}, in one tip:',
      '{Q}: our best tip.',
      '{Q}: one thing that really works.',
    ],
    withoutTip: [
      '{Q}: a question we hear a lot.',
      "{Q}: let's talk about it.",
      '{Q}: the question of the week.',
      '{Q}: a good question for today.',
    ],
    ask: [
      'What would you add? Tell us in the comments.',
      'Your questions and your own tips are welcome in the comments.',
      'Save this post, and tell us what you think in the comments.',
    ],
  },
  fr: {
    withTip: [
      '{Q} : voici ce qui marche pour nous.',
      '{Q}, en une astuce :',
      '{Q} : notre meilleure astuce.',
      '{Q} : une chose qui marche vraiment.',
    ],
    withoutTip: [
      '{Q} : une question qu’on nous pose souvent.',
      '{Q} : parlons-en.',
      '{Q} : la question de la semaine.',
      '{Q} : une bonne question pour aujourd’hui.',
    ],
    ask: [
      'Et vous, qu’ajouteriez-vous ? Dites-le en commentaire.',
      'Vos questions et vos propres astuces sont les bienvenues en commentaire.',
      'Gardez ce post, et dites-nous ce que vous en pensez en commentaire.',
    ],
  },
};
