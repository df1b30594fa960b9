import type { ConnectablePlatformId } from '@postcraft/contracts';
import { brandProfile, generationInput } from '../test-support/generation-input.js';
import { detectLanguage } from './post-language.js';
import { writePost } from './write-post.js';

const brand = brandProfile({
  name: 'Maya Bakes',
  niche: 'food',
  keywords: 'sourdough, Paris bakery',
  voiceTone: 'professional',
  contentGoals: ['sell_products_services'],
});

const write = (instructions: string, platform: ConnectablePlatformId = 'instagram') =>
  writePost(
    generationInput([platform], {
      description: 'Announce our new pistachio croissant, only 20 a day, Rue des Martyrs',
      instructions,
      seed: 2,
      brand,
    }),
    platform,
  );

const EMOJI = /\p{Extended_Pictographic}/u;

describe('Regenerate with instructions', () => {
  const before = write('');

  it('when asked to mention a price, then the post carries it word for word', () => {
    expect(before.caption).not.toContain('3.50 euros');
    expect(write('mention the price: 3.50 euros').caption).toContain('3.50 euros');
    expect(write('Ajoute le prix : 3,50 €').caption).toContain('3,50 €');
  });

  it('when asked to add a sentence, then it is there, polished, with its facts', () => {
    expect(write('mention that we open at 7am on Sundays').caption).toContain(
      'We open at 7am on Sundays.',
    );
  });

  it('when asked for shorter, then the post is shorter and keeps its facts', () => {
    const shorter = write('make it shorter');
    expect(shorter.caption.length).toBeLessThan(before.caption.length);
    expect(shorter.caption).toContain('only 20 a day');
    expect(shorter.caption).toContain('Rue des Martyrs');
  });

  it('when asked for longer, then the post gets another line', () => {
    const longer = write('longer please');
    expect(longer.caption.length).toBeGreaterThan(before.caption.length);
    expect(longer.caption.startsWith(before.caption.split('\n')[0]!)).toBe(true);
  });

  it('when asked to be more playful, then a professional post gets its playfulness', () => {
    expect(before.caption).not.toMatch(EMOJI);
    expect(write('more playful').caption).toMatch(EMOJI);
  });

  it('when asked for emoji, then there are some', () => {
    expect(write('add emoji').caption).toMatch(EMOJI);
  });

  it('when asked to be more professional, then a playful post loses its emoji', () => {
    const playful = writePost(
      generationInput(['instagram'], {
        description: 'Announce our new pistachio croissant',
        seed: 2,
        brand: { ...brand, voiceTone: 'playful' },
      }),
      'instagram',
    );
    const professional = writePost(
      generationInput(['instagram'], {
        description: 'Announce our new pistachio croissant',
        instructions: 'more professional',
        seed: 2,
        brand: { ...brand, voiceTone: 'playful' },
      }),
      'instagram',
    );
    expect(playful.caption).toMatch(EMOJI);
    expect(professional.caption).not.toMatch(EMOJI);
  });

  it('when asked for no hashtags, then there are none', () => {
    expect(before.hashtags.length).toBeGreaterThan(0);
    expect(write('no hashtags').hashtags).toEqual([]);
    expect(write('sans hashtags').hashtags).toEqual([]);
  });

  it('when asked for another angle, then the hook changes', () => {
    const other = write('try another angle');
    expect(other.caption.split('\n')[0]).not.toBe(before.caption.split('\n')[0]);
  });

  it('when asked for French, then the post is in French with its facts', () => {
    const french = write('in French');
    expect(detectLanguage(french.caption)).toBe('fr');
    expect(french.caption).toContain('Rue des Martyrs');
    expect(french.caption).not.toMatch(/\bour\b/u);
    expect(write('en anglais').caption).toBe(before.caption);
  });

  it('when asked for French, then what the post is about and its facts are said in French too', () => {
    const french = write('in French');
    expect(french.caption).toContain('croissant à la pistache');
    expect(french.caption).toContain('seulement 20 par jour');
    expect(french.caption).not.toMatch(/pistachio|only 20 a day/u);
    expect(french.hashtags[0]).not.toBe('PistachioCroissant');
  });

  it('when a French post is asked in English, then its subject and facts are in English', () => {
    const english = writePost(
      generationInput(['instagram'], {
        description: 'Annonce notre atelier de poterie samedi 14 mars à 10h, seulement 8 places',
        instructions: 'in English',
        seed: 2,
        brand,
      }),
      'instagram',
    );
    expect(detectLanguage(english.caption)).toBe('en');
    expect(english.caption).toContain('pottery workshop');
    expect(english.caption).toContain('Saturday March 14');
    expect(english.caption).toContain('10am');
    expect(english.caption).not.toMatch(/atelier|samedi|poterie/u);
  });

  it('when a statement is asked in the other language, then it is written anew, not kept in its own', () => {
    const french = writePost(
      generationInput(['instagram'], {
        description: 'Our autumn menu launches on Friday with pumpkin soup',
        instructions: 'in French',
        seed: 2,
        brand,
      }),
      'instagram',
    );
    expect(detectLanguage(french.caption)).toBe('fr');
    expect(french.caption).toContain('menu d’automne');
    expect(french.caption).toContain('vendredi');
    expect(french.caption).not.toMatch(/launches|Friday/u);
  });
});
