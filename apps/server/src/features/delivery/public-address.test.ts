import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('isPublicAddress', () => {
  it('accepts addresses on the public internet', () => {
    for (const address of ['142.250.74.106', '8.8.8.8', '2a00:1450:4007:80e::200a', '2620:fe::fe'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses this machine, private networks, metadata services and every way of writing them', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '240.0.0.1',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:db8::1',
      'localhost',
      '2130706433',
      '',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});
