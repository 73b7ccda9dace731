import { BlockList, isIP } from 'node:net';

/** Address ranges WebFetch reaches only when a rule allows the host, each with the word a person knows it by. */
const ranges: ReadonlyArray<[kind: string, subnets: ReadonlyArray<[string, number, 'ipv4' | 'ipv6']>]> = [
  ['loopback', [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']]],
  ['private', [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6'], ['fec0::', 10, 'ipv6']]],
  ['shared (carrier-grade NAT)', [['100.64.0.0', 10, 'ipv4']]],
  ['link-local', [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']]],
  ['unspecified', [['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']]],
  ['multicast', [['224.0.0.0', 4, 'ipv4'], ['ff00::', 8, 'ipv6']]],
  ['reserved', [['240.0.0.0', 4, 'ipv4']]],
];

const lists = ranges.map(([kind, subnets]) => {
  const list = new BlockList();
  for (const [network, prefix, type] of subnets) list.addSubnet(network, prefix, type);
  return [kind, list] as const;
});

/** IPv6 with an IPv4 address inside (NAT64, 64:ff9b::/96) is judged by that address; IPv4-mapped ones BlockList handles. */
const nat64 = /^64:ff9b::(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i;

/** Which restricted range the address lies in (loopback, private, link-local, …); undefined for a public address. */
export function restrictedRange(address: string): string | undefined {
  const family = isIP(address);
  if (family === 0) throw new Error(`not an IP address: ${address}`);
  const embedded = family === 6 ? embeddedIpv4(address) : undefined;
  if (embedded) return restrictedRange(embedded);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return lists.find(([, list]) => list.check(address, type))?.[0];
}

function embeddedIpv4(address: string): string | undefined {
  const match = nat64.exec(address);
  if (!match) return undefined;
  if (match[1]) return match[1];
  const high = parseInt(match[2], 16);
  const low = parseInt(match[3], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
