import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { networkInterfaces } from 'node:os';

/**
 * Who may reach a `deft web` server: whoever holds its token, from a page of its own origin. The
 * token is made at start and lives as long as the server; the page gets it once in its URL
 * (`?token=`) and from then on as a cookie that only this origin's requests carry.
 */
export interface Access {
  token: string;
  /** The `Host` values the server answers to: its loopback names (or `--host`) with its port. */
  hosts: readonly string[];
  /** The name of the cookie holding the token; the port is in it, since cookies do not keep ports apart. */
  cookie: string;
}

export type Verdict = { ok: true; tokenIn: 'query' | 'cookie' } | { ok: false; status: 401 | 403; reason: string };

export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/** The access rules of a server listening on `host`:`port` with `token`; a wildcard host answers to every address of this machine. */
export function accessFor(token: string, host: string, port: number): Access {
  const names = isLoopback(host) ? loopbackNames : isWildcard(host) ? [...loopbackNames, ...machineAddresses()] : [bracketed(host)];
  return { token, hosts: names.map((name) => `${name}:${port}`), cookie: `deft-web-${port}` };
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

/**
 * Judges one request (a page, a file, or the WebSocket's upgrade), before anything is read:
 * - `Host` must name this server (a page on another name rebound to 127.0.0.1 is refused);
 * - `Origin`, when a browser sends it, must be this server's own; the upgrade must carry it;
 * - a request another site's page makes (`Sec-Fetch-Site`), other than a navigation, is refused;
 * - the token must come, as `?token=` or as the cookie.
 */
export function judge(access: Access, request: { url?: string; headers: IncomingHttpHeaders }, upgrade: boolean): Verdict {
  const { headers } = request;
  const host = headers.host?.toLowerCase();
  if (host === undefined || !access.hosts.includes(host)) return { ok: false, status: 403, reason: 'This server answers only to its own address.' };
  const origin = headers.origin;
  if (origin !== undefined ? origin !== `http://${host}` : upgrade) return { ok: false, status: 403, reason: 'Requests from other origins are refused.' };
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none' && headers['sec-fetch-mode'] !== 'navigate') {
    return { ok: false, status: 403, reason: 'Requests from other sites are refused.' };
  }
  if (sameToken(access.token, new URL(request.url ?? '/', 'http://server').searchParams.get('token'))) return { ok: true, tokenIn: 'query' };
  if (sameToken(access.token, cookieValue(headers.cookie, access.cookie))) return { ok: true, tokenIn: 'cookie' };
  return { ok: false, status: 401, reason: 'Open the address "deft web" printed when it started: it carries the token.' };
}

/** The Set-Cookie header that keeps the token for the page's own later requests. */
export function tokenCookie(access: Access): string {
  return `${access.cookie}=${access.token}; Path=/; HttpOnly; SameSite=Strict`;
}

function sameToken(token: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(token), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
