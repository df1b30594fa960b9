import { postHashtags } from './post-hashtags.js';

const niche = ['Foodie', 'FoodLover'];

describe('a post’s hashtags', () => {
  it('adds the head noun of a subject, after the whole subject', () => {
    expect(postHashtags({ subject: 'pistachio croissant', keywords: [], niche }, 4)).toEqual([
      'PistachioCroissant',
      'Croissant',
      'Foodie',
      'FoodLover',
    ]);
  });

  it('keeps a set phrase whole: an idiom, or one of the user’s keywords', () => {
    expect(
      postHashtags({ subject: 'behind the scenes', keywords: ['espresso'], niche }, 3),
    ).toEqual(['BehindScenes', 'Espresso', 'Foodie']);
    expect(
      postHashtags({ subject: 'single origin', keywords: ['Single origin', 'espresso'], niche }, 3),
    ).toEqual(['SingleOrigin', 'Espresso', 'Foodie']);
  });
});
