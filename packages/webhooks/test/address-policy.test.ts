import { refusedAddressReason } from '../src/address-policy.js';

const production = { allowPrivateNetworks: false };
const development = { allowPrivateNetworks: true };

describe('which addresses may receive a webhook', () => {
  it.each([['8.8.8.8'], ['93.184.215.14'], ['2001:4860:4860::8888']])(
    'when %s (public) is checked, then it passes in every mode',
    (address) => {
      expect(refusedAddressReason(address, production)).toBeNull();
      expect(refusedAddressReason(address, development)).toBeNull();
    },
  );

  it.each([
    ['10.1.2.3'],
    ['172.16.0.1'],
    ['192.168.1.10'],
    ['127.0.0.1'],
    ['::1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:10.0.0.1'],
    ['fd12:3456::1'],
    ['100.64.0.1'],
  ])(
    'when %s (private or loopback) is checked, then production refuses it and development allows it',
    (address) => {
      expect(refusedAddressReason(address, production)).toMatch(/address$/);
      expect(refusedAddressReason(address, development)).toBeNull();
    },
  );

  it.each([
    ['169.254.169.254'],
    ['169.254.0.1'],
    ['::ffff:169.254.169.254'],
    ['fe80::1'],
    ['fd00:ec2::254'],
    ['0.0.0.0'],
    ['::'],
    ['255.255.255.255'],
    ['224.0.0.1'],
    ['64:ff9b::a00:1'],
    ['2002:a00:1::1'],
    ['2001::1'],
  ])(
    'when %s (link-local, metadata, unspecified, multicast or IPv4 tunnelled in IPv6) is checked, then every mode refuses it',
    (address) => {
      expect(refusedAddressReason(address, production)).not.toBeNull();
      expect(refusedAddressReason(address, development)).not.toBeNull();
    },
  );

  it('when something that is not an address is checked, then it is refused', () => {
    expect(refusedAddressReason('example.com', development)).toBe('not an IP address');
  });
});
