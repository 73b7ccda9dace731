import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { networkInterfaces } from 'node:os';

/**
 * Who may reach a `deft web` server: whoever holds its token, from a page of its own origin. The
 * token is made at start and lives as long as the server. The page gets it once in its URL
 * (`?token=`), keeps it in its origin's storage (which, unlike cookies, keeps ports apart) and
 * opens its socket with it. Its files are served for the token or for a cookie holding a second
 * secret, the page key: every server on this host is sent that cookie, so it opens nothing but
 * the page's own (public) files.
 */
export interface Access {
  token: string;
  /** The cookie's value, good for the page's files only. */
  pageKey: string;
  /** The `Host` values the server answers to: the address it listens on (every loopback name and address of the machine for a wildcard) with its port. */
  hosts: readonly string[];
  /** The name of the cookie holding the page key; the port is in it, since cookies do not keep ports apart. */
  cookie: string;
}

export interface Secrets {
  token: string;
  pageKey: string;
}

export type Verdict = { ok: true; url: URL; tokenIn: 'query' | 'cookie' } | { ok: false; status: 400 | 401 | 403; reason: string };

export function createSecrets(): Secrets {
  return { token: randomBytes(32).toString('base64url'), pageKey: randomBytes(32).toString('base64url') };
}

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The access rules of a server listening on `address`:`port` (the address it is bound to, as
 * `server.address()` tells it): `localhost` besides the address for 127.0.0.1 and ::1, every name
 * of the machine for a wildcard.
 */
export function accessFor(secrets: Secrets, address: string, port: number): Access {
  const names = isWildcard(address)
    ? [...loopbackNames, ...machineAddresses()]
    : [bracketed(address), ...(address === '127.0.0.1' || address === '::1' ? ['localhost'] : [])];
  return { ...secrets, hosts: names.map((name) => `${name}:${port}`), cookie: `deft-web-${port}` };
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const isWildcard = (host: string) => host === '0.0.0.0' || host === '::';

function machineAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((addresses) => (addresses ?? []).map((address) => bracketed(address.address)));
}

function bracketed(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

const refused: Verdict = { ok: false, status: 401, reason: 'Open the address "deft web" printed when it started: it carries the token.' };

/**
 * Judges one request (a page, a file, or the WebSocket's upgrade), before anything is read:
 * - `Host` must name this server (a page on another name rebound to 127.0.0.1 is refused);
 * - the request target must be a URL (anything else is a 400, not a crash);
 * - `Origin`, when a browser sends it, must be this server's own; the upgrade must carry it;
 * - a request another site's page makes (`Sec-Fetch-Site`), other than a navigation, is refused;
 * - the token must come as `?token=`; for a file (not the upgrade), the page key's cookie will do
 *   when the address names no token.
 */
export function judge(access: Access, request: { url?: string; headers: IncomingHttpHeaders }, upgrade: boolean): Verdict {
  const { headers } = request;
  const host = headers.host?.toLowerCase();
  if (host === undefined || !access.hosts.includes(host)) return { ok: false, status: 403, reason: 'This server answers only to its own address.' };
  const url = URL.parse(request.url ?? '/', 'http://server');
  if (url === null) return { ok: false, status: 400, reason: 'The request names no path this server can read.' };
  const origin = headers.origin;
  if (origin !== undefined ? origin !== `http://${host}` : upgrade) return { ok: false, status: 403, reason: 'Requests from other origins are refused.' };
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none' && headers['sec-fetch-mode'] !== 'navigate') {
    return { ok: false, status: 403, reason: 'Requests from other sites are refused.' };
  }
  const given = url.searchParams.get('token');
  // A wrong token in the address is refused even with the cookie: the page would keep it and lose its socket.
  if (given !== null) return sameToken(access.token, given) ? { ok: true, url, tokenIn: 'query' } : refused;
  if (!upgrade && cookieValues(headers.cookie, access.cookie).some((value) => sameToken(access.pageKey, value))) return { ok: true, url, tokenIn: 'cookie' };
  return refused;
}


/** The Set-Cookie header that lets the page's own later requests fetch its files. */
export function pageKeyCookie(access: Access): string {
  return `${access.cookie}=${access.pageKey}; Path=/; HttpOnly; SameSite=Strict`;
}

function sameToken(token: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(token), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every value of the cookie `name`: another port's page can set one of the same name beside ours. */
function cookieValues(header: string | undefined, name: string): string[] {
  return (header?.split(';') ?? []).flatMap((part) => {
    const [key, ...value] = part.trim().split('=');
    return key === name ? [value.join('=')] : [];
  });
}
