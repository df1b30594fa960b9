import { MEDIA_NAME_RANDOM_BYTES, newMediaName } from './media-name.js';

describe('naming a stored file', () => {
  it('when a name is made, then it is 32 hex digits (128 bits)', () => {
    expect(MEDIA_NAME_RANDOM_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(newMediaName()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('when many names are made, then no two are alike and they share no leading part', () => {
    const names = Array.from({ length: 1000 }, newMediaName);
    expect(new Set(names).size).toBe(names.length);
    // An ObjectId's first 8 hex digits are its time: names made in one second would share them.
    expect(new Set(names.map((name) => name.slice(0, 8))).size).toBeGreaterThan(990);
  });
});
