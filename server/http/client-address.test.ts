import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.ts';

describe('clientAddressKey', () => {
  it.each([
    ['10.1.0.1', '10.1.0.1'],
    ['::ffff:10.1.0.1', '10.1.0.1'],
    ['::FFFF:10.1.0.1', '10.1.0.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });

  it('counts every address of one /64 as one client, and two /64s apart', () => {
    expect(clientAddressKey('2001:db8:aa:bb::1')).toBe(clientAddressKey('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(clientAddressKey('2001:db8:aa:bb::1')).not.toBe(clientAddressKey('2001:db8:aa:bc::1'));
  });
});
