import { VIDEO_SECONDS_PACKS } from '@postcraft/contracts';
import { buildPaymentsConfig } from '../../test/payments.factory';
import { initialPack, packOf } from './credit-packs';

const { packs } = buildPaymentsConfig();
const defaultSeconds = VIDEO_SECONDS_PACKS.find((pack) => pack.isDefault)?.seconds;

describe('the pack a purchase starts with', () => {
  it('when no pack is asked for, then it is the configuration’s default (the 1000-second pack)', () => {
    expect(defaultSeconds).toBe(1000);
    expect(initialPack(packs)?.credits).toBe(defaultSeconds);
  });

  it('when a pack card asked for its pack, then that pack is chosen', () => {
    const last = packs.at(-1);
    expect(initialPack(packs, last?.credits)).toBe(last);
  });

  it('when the pack asked for is not on sale, then the default is chosen', () => {
    expect(initialPack(packs, 7)?.credits).toBe(defaultSeconds);
  });

  it('when no pack is marked default, then the popular one is chosen, else the first', () => {
    const withoutDefault = packs.map((pack) => ({ ...pack, isDefault: false }));
    expect(initialPack(withoutDefault)?.popular).toBe(true);
    const plain = withoutDefault.map((pack) => ({ ...pack, popular: false }));
    expect(initialPack(plain)).toBe(plain[0]);
    expect(initialPack([])).toBeUndefined();
  });

  it('when a number of credits is looked up, then its pack is found, or none', () => {
    expect(packOf(packs, packs[1]?.credits ?? 0)).toBe(packs[1]);
    expect(packOf(packs, 7)).toBeUndefined();
  });
});
