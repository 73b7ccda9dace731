import { readFile } from 'node:fs/promises';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { maxPromptImageBytes, maxPromptImages } from '../../../shared/ipc/domains/chat.ts';
import { socketPath } from '../../../shared/ipc/socket-frames.ts';
import type { Core } from '../core.ts';
import { fanOutEvents } from '../ipc/event-fanout.ts';
import { createHandlers } from '../ipc/handlers.ts';
import { createRouter } from '../ipc/router.ts';
import { createSocketSession, type SocketSession } from '../ipc/socket-transport.ts';
import type { WindowKind } from '../ipc/window-kinds.ts';
import { contentSecurityPolicyWithSocket } from '../page-files/csp.ts';
import { readRendererFile } from '../page-files/renderer-files.ts';
import { accessFor, createSecrets, judge, pageKeyCookie, type Access } from './access.ts';

export interface WebServerOptions {
  core: Core;
  /** The built renderer (`out/renderer`), the files Electron shows. */
  rendererRoot: string;
  /** The browser's preload (`out/preload/web.js`), served as `/deft-web.js`. */
  preloadFile: string;
  host: string;
  /** 0 for any free port. */
  port: number;
  /** Where failures and payloads outside the contract are told; never given the token. */
  log: (message: string, error?: unknown) => void;
}

export interface WebServer {
  /** The address to open, with the token. */
  url: string;
  /** `http://host:port`, without the token. */
  origin: string;
  close(): Promise<void>;
}

/** The biggest request a page may send: a prompt with as many images as the contract allows, base64, and room for the rest. */
const maxFrameBytes = maxPromptImages * Math.ceil(maxPromptImageBytes / 3) * 4 + 1024 * 1024;

const preloadPath = '/deft-web.js';

/** Headers on every answer, besides the CSP: no referrer (the first URL holds the token), no caching, no embedding, no use by other origins. */
const guardHeaders = {
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * `deft web`: the built renderer over HTTP and the IPC contract over a WebSocket, for the core
 * given. Every request and the upgrade pass `judge` (token, Host, Origin) first; each socket is
 * one tab, answered through the same router and window-kind rules as Electron's IPC, and gets the
 * core's events through the same fan-out.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const secrets = createSecrets();
  const router = createRouter(createHandlers(options.core), { onInternalError: (channel, error) => options.log(`IPC ${channel} failed`, error) });
  const tabs = new Set<SocketSession>();
  const stopEvents = fanOutEvents(options.core.events, () => tabs, options.log);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes });
  // Known once listening: the address bound and its port are what the server answers to.
  const access = (): Access => {
    const { address, port } = server.address() as AddressInfo;
    return accessFor(secrets, address, port);
  };

  const server = createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => {
      options.log('a request failed', error);
      if (!response.headersSent) response.writeHead(500, guardHeaders).end('Internal error');
    });
  });

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const verdict = judge(access(), request, false);
    if (!verdict.ok) return void response.writeHead(verdict.status, { ...guardHeaders, 'Content-Type': 'text/plain; charset=utf-8' }).end(verdict.reason);
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405, { ...guardHeaders, Allow: 'GET, HEAD' }).end();
    const path = verdict.url.pathname;
    // The page may open its socket to exactly the address it was loaded from (judge checked the Host).
    const policy = contentSecurityPolicyWithSocket(`ws://${request.headers.host}`);
    const file = path === preloadPath ? await preloadScript(policy) : await readRendererFile(options.rendererRoot, path, policy);
    if (!file) return void response.writeHead(404, guardHeaders).end('Not found');
    const cookie = verdict.tokenIn === 'query' ? { 'Set-Cookie': pageKeyCookie(access()) } : {};
    const body = path === '/' || path === '/index.html' ? withPreload(file.body) : file.body;
    response.writeHead(200, { ...file.headers, ...guardHeaders, ...cookie });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  async function preloadScript(policy: string) {
    return { body: await readFile(options.preloadFile), headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Security-Policy': policy, 'X-Content-Type-Options': 'nosniff' } };
  }

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const verdict = judge(access(), request, true);
    const kind = verdict.ok ? (verdict.url.searchParams.get('kind') ?? 'main') : undefined;
    if (!verdict.ok || verdict.url.pathname !== socketPath || (kind !== 'main' && kind !== 'quick')) {
      const status = verdict.ok ? 404 : verdict.status;
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    sockets.handleUpgrade(request, socket, head, (webSocket) => openTab(webSocket, kind));
  });

  function openTab(webSocket: WebSocket, kind: WindowKind) {
    const tab = createSocketSession(kind, router, (frame) => {
      if (webSocket.readyState === webSocket.OPEN) webSocket.send(frame);
    });
    tabs.add(tab);
    webSocket.on('message', (data, isBinary) => void tab.receive(data as Buffer, isBinary));
    webSocket.on('close', () => tabs.delete(tab));
    webSocket.on('error', (error) => options.log('a socket failed', error));
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const origin = `http://${access().hosts[0]}`;
  return {
    url: `${origin}/?token=${secrets.token}`,
    origin,
    async close() {
      stopEvents();
      for (const client of sockets.clients) client.close(1001, 'deft web is stopping');
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** The page with the browser's preload before the renderer's own script, so `window.deft` is there when it starts. */
function withPreload(html: Buffer): Buffer {
  const text = html.toString('utf8');
  const at = text.indexOf('<script');
  if (at < 0) throw new Error('The built renderer has no <script> in index.html');
  return Buffer.from(`${text.slice(0, at)}<script src="${preloadPath}"></script>\n    ${text.slice(at)}`);
}
