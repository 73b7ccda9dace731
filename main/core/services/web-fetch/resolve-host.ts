import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ServiceError } from '../http/service-error.ts';
import { restrictedRange } from './address-policy.ts';
import { urlDomain } from './web-url.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a host name, in the resolver's order. */
export type HostResolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export interface CheckedHost {
  host: string;
  /** The addresses to connect to, in order; only these, so a second lookup cannot swap them. */
  addresses: ResolvedAddress[];
  /** The restricted range of an address, when the host has one (and a rule allows it). */
  restricted?: string;
}

export interface HostPolicy {
  resolve: HostResolver;
  /** Whether a permission rule allows the host to reach restricted addresses, i.e. `WebFetch(domain:host)`. */
  allowsRestricted(host: string): boolean;
}

/**
 * Resolves the host before any connection and refuses it when any of its addresses is loopback,
 * private, link-local, unspecified or multicast, unless a rule allows the host.
 */
export async function checkHost(url: URL, policy: HostPolicy): Promise<CheckedHost> {
  const host = urlDomain(url);
  const family = isIP(host);
  const addresses = family !== 0 ? [{ address: host, family: family === 6 ? 6 : 4 } as const] : await resolveName(host, policy.resolve);
  const found = addresses.map((entry) => ({ entry, range: restrictedRange(entry.address) })).find(({ range }) => range !== undefined);
  if (!found) return { host, addresses };
  if (!policy.allowsRestricted(host)) throw restrictedHostError(host, found.entry.address, found.range ?? '');
  return { host, addresses, restricted: found.range };
}

/** Whether a service's host resolves to a restricted address (it lives on this machine or network); false when it cannot be resolved. */
export async function isLocalService(url: URL, resolve: HostResolver): Promise<boolean> {
  const host = urlDomain(url);
  try {
    const addresses = isIP(host) !== 0 ? [{ address: host }] : await resolve(host);
    return addresses.some(({ address }) => restrictedRange(address) !== undefined);
  } catch {
    return false;
  }
}

export function restrictedHostError(host: string, address: string, range: string): ServiceError {
  const kind = `${/^[aeiou]/.test(range) ? 'an' : 'a'} ${range} address`;
  const where = host === address ? `${host} is ${kind}` : `${host} resolves to ${address}, ${kind}`;
  const rule = host.includes(':')
    ? 'a rule cannot name an IPv6 address, so use a host name that resolves to it and allow that name'
    : `add "WebFetch(domain:${host})" to permissions.allow in .deft/settings.json or .claude/settings.json`;
  const message = `${where}. WebFetch reaches loopback, private and link-local addresses only when a permission rule allows the host: ${rule}.`;
  return new ServiceError({ service: host, kind: 'forbidden', message });
}

async function resolveName(host: string, resolve: HostResolver): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const reason = code === 'ENOTFOUND' ? 'no such host' : typeof code === 'string' ? code : String(error);
    throw new ServiceError({ service: host, kind: 'network', message: `The host ${host} could not be found (${reason}). Check the URL.`, cause: error });
  }
  if (addresses.length === 0) throw new ServiceError({ service: host, kind: 'network', message: `The host ${host} has no address. Check the URL.` });
  return addresses;
}
