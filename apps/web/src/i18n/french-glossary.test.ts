import { API_MESSAGE_CATALOGUES, NOTIFICATION_TEXTS } from '@postcraft/contracts';
import frApp from './locales/fr.app.json' with { type: 'json' };
import frPublic from './locales/fr.public.json' with { type: 'json' };

/**
 * docs/glossary-fr.md: one French term per concept. Each variant below names a concept the
 * glossary gives another word for; a French text that uses it fails here.
 */
const BANNED_VARIANTS: readonly { variant: RegExp; use: string }[] = [
  { variant: /\bpublications?\b/i, use: 'post (the thing), publier / mise en ligne (the act)' },
  { variant: /\bplanifi\w*/i, use: 'programmer, programmation' },
  { variant: /\bréglages?\b/i, use: 'paramètres' },
  { variant: /\btéléverse\w*/i, use: 'importer (télécharger is download only)' },
  { variant: /\btableau de bord\b/i, use: 'accueil' },
  { variant: /\bcourriels?\b|\bemails?\b|(?<!e-)\bmails?\b/i, use: 'e-mail' },
  { variant: /\bgabarits?\b/i, use: 'modèle' },
  { variant: /\bforfaits?\b|\bformules?\b|\babonnements? (gratuit|premium)\b/i, use: 'offre' },
  { variant: /\bagenda\b/i, use: 'calendrier' },
  { variant: /\bréseau\b/i, use: 'plateforme (réseaux sociaux only as the general term)' },
  { variant: /\bmots?-dièses?\b/i, use: 'hashtag' },
  { variant: /\bonboarding\b/i, use: 'premiers pas' },
  { variant: /\bcaptions?\b|\baucune description\b/i, use: 'légende' },
];

/** Texts the spec gives word for word (spec 001 §3: a post without caption). */
const SPEC_WORDING: ReadonlySet<string> = new Set(['Post sans caption']);

type Tree = { [key: string]: string | Tree };

function* texts(tree: Tree, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') yield [path, value];
    else yield* texts(value, path);
  }
}

/** The API's French answers, with each template filled by a neutral word. */
function* apiTexts(): Generator<[string, string]> {
  for (const { name, fr } of API_MESSAGE_CATALOGUES) {
    for (const [key, text] of Object.entries(fr)) {
      yield [`${name}.${key}`, typeof text === 'function' ? text('X', 'X', 'X') : text];
    }
  }
  for (const [key, text] of Object.entries(NOTIFICATION_TEXTS.fr)) {
    yield [`NOTIFICATION_TEXTS.${key}`, typeof text === 'function' ? text('X') : text];
  }
}

/** Placeholders ({{email}}) and markup (<email/>) are names in code, not words. */
const wordsOf = (text: string) => text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ');

describe('the French glossary', () => {
  it('when French texts (app, public pages, API answers) are read, then none uses a banned variant of a glossary term', () => {
    const all = [...texts(frApp as Tree), ...texts(frPublic as Tree), ...apiTexts()];
    const offences = all.flatMap(([key, text]) =>
      SPEC_WORDING.has(text)
        ? []
        : BANNED_VARIANTS.filter(({ variant }) => variant.test(wordsOf(text))).map(
            ({ variant, use }) => `${key}: “${text.match(variant)?.[0]}” → ${use}`,
          ),
    );
    expect(offences).toEqual([]);
  });

  it('when a banned variant is written, then the check sees it', () => {
    const caught = (text: string) =>
      BANNED_VARIANTS.some(({ variant }) => variant.test(wordsOf(text)));
    expect(caught('Une publication programmée')).toBe(true);
    expect(caught('Planifiez vos posts')).toBe(true);
    expect(caught('Consultez vos mails')).toBe(true);
    expect(caught('Envoyez-nous un e-mail à {{email}} <email/>')).toBe(false);
    expect(caught('Publiez vos posts et suivez leur mise en ligne')).toBe(false);
  });
});
