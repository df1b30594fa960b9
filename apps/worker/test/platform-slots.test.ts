import { createPlatformSlots } from '../src/services/platform-slots.js';

describe('per-platform publish slots', () => {
  const slots = () => createPlatformSlots((platform) => (platform === 'twitter' ? 1 : 2));

  it('when one platform is full, then a post to it gets no slot while posts to other platforms do', () => {
    const caps = slots();
    const first = caps.tryReserve(['twitter']);
    expect(first).not.toBeNull();
    expect(caps.tryReserve(['twitter', 'linkedin'])).toBeNull();
    expect(caps.inUse('linkedin')).toBe(0);
    expect(caps.tryReserve(['linkedin'])).not.toBeNull();
    first!.release();
    first!.release();
    expect(caps.inUse('twitter')).toBe(0);
    expect(caps.tryReserve(['twitter', 'linkedin'])).not.toBeNull();
    expect(caps.inUse('linkedin')).toBe(2);
  });
});
