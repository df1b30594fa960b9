import { createLocalContentGenerator } from '../local-content-generator.js';
import { generationInput } from '../test-support/index.js';
import { BASIC_LAYOUTS, LAYOUTS, layoutFor, photoLayout } from './layouts.js';

const SEEDS = Array.from({ length: 600 }, (_, seed) => seed * 7 + 3);
const [, SIDE_BAND] = LAYOUTS;

describe("the designer's themes", () => {
  it('when only the basic themes are allowed, then no seed picks the side band, and both basic ones are used', () => {
    const picked = new Set(SEEDS.map((seed) => layoutFor(seed, false, 'basic')));
    expect(picked.has(SIDE_BAND)).toBe(false);
    expect(picked).toEqual(new Set(BASIC_LAYOUTS));
    expect(BASIC_LAYOUTS).toHaveLength(2);
  });

  it('when all themes are allowed (or none is said), then every layout is picked, the side band too', () => {
    expect(new Set(SEEDS.map((seed) => layoutFor(seed, false, 'all')))).toEqual(new Set(LAYOUTS));
    for (const seed of SEEDS) expect(layoutFor(seed)).toBe(layoutFor(seed, false, 'all'));
  });

  it('when a seed picks a basic layout with all themes, then the basic themes pick the same; a side-band seed always falls back to the same one', () => {
    for (const seed of SEEDS) {
      const all = layoutFor(seed, false, 'all');
      if (all !== SIDE_BAND) expect(layoutFor(seed, false, 'basic')).toBe(all);
      expect(layoutFor(seed, false, 'basic')).toBe(layoutFor(seed, false, 'basic'));
    }
  });

  it("when the user's photo makes the image, then the photo layout is used whatever the themes", () => {
    expect(layoutFor(1, true, 'basic')).toBe(photoLayout);
    expect(layoutFor(1, true, 'all')).toBe(photoLayout);
  });

  it("when the generator is told the basic themes, then a side-band seed's image changes and a basic seed's does not", async () => {
    const generator = createLocalContentGenerator();
    const image = async (seed: number, themes?: 'basic' | 'all') =>
      Buffer.from(
        (
          await generator.generate(
            generationInput(['linkedin'], { seed, ...(themes ? { themes } : {}) }),
          )
        ).content.linkedin!.image.png,
      );
    // Seed 1 picks the side band with all themes; seed 0 the centred layout.
    expect(layoutFor(1)).toBe(SIDE_BAND);
    expect((await image(1, 'basic')).equals(await image(1))).toBe(false);
    expect((await image(0, 'basic')).equals(await image(0, 'all'))).toBe(true);
  });
});
