import { brandProfile, generationInput } from '../test-support/generation-input.js';
import { detectLanguage } from './post-language.js';
import { writePost } from './write-post.js';

// The studio's dashboard ideas as the web app words them (studio.home.ideas in its locales).
const IDEAS = [
  ['en', 'A tip your audience can use today about real butter'],
  ['en', 'This week in your field (Food Accounts): what is new?'],
  ['en', 'For your goal “Grow my audience”: share one result you are proud of'],
  ['en', 'Turn your latest idea into Static posts'],
  ['en', 'Behind the scenes of Maya Bakes'],
  ['fr', "Un conseil utile dès aujourd'hui sur beurre"],
  ['fr', 'Cette semaine dans votre domaine (Comptes culinaires) : quoi de neuf ?'],
  [
    'fr',
    'Pour votre objectif « Développer mon audience » : partagez un résultat dont vous êtes fier',
  ],
  ['fr', 'Transformez votre dernière idée en posts statiques'],
  ['fr', 'Les coulisses de Maya Bakes'],
] as const;

describe("the dashboard's ideas", () => {
  it.each(IDEAS)(
    'when the %s idea "%s" is generated, then a whole post of the niche comes out, not the idea',
    (language, idea) => {
      const post = writePost(
        generationInput(['instagram'], {
          description: idea,
          language,
          brand: brandProfile({ name: 'Maya Bakes', niche: 'food', keywords: 'real butter' }),
        }),
        'instagram',
      );
      expect(detectLanguage(post.caption)).toBe(language);
      expect(post.caption.split(/\s+/u).length).toBeGreaterThan(12);
      expect(post.caption.toLowerCase()).not.toContain(idea.toLowerCase().slice(0, 20));
      expect(post.caption).not.toMatch(
        /what is new|quoi de neuf|your latest idea|votre dernière idée/iu,
      );
    },
  );
});
