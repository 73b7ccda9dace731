import { describe, expect, it } from 'vitest';
import { restrictedRange } from '../../../../../main/core/services/web-fetch/address-policy.ts';

describe('restricted address ranges', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.45.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.20', 'private'],
    ['fd12:3456::1', 'private'],
    ['100.64.0.1', 'shared (carrier-grade NAT)'],
    ['100.127.255.254', 'shared (carrier-grade NAT)'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a00:1', 'private'],
    ['64:ff9b::192.168.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
  ])('%s is %s', (address, range) => {
    expect(restrictedRange(address)).toBe(range);
  });

  it.each(['8.8.8.8', '93.184.215.14', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    '%s is public',
    (address) => {
      expect(restrictedRange(address)).toBeUndefined();
    },
  );
});
