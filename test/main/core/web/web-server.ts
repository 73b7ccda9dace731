import { writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import WebSocket from 'ws';
import type { Core } from '../../../../main/core/core.ts';
import { startWebServer, type WebServer } from '../../../../main/core/web/server.ts';
import type { ResultFrame, ServerFrame } from '../../../../shared/ipc/socket-frames.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';

/** A `deft web` server of `core` over a small stand-in for the built renderer; what it logs is kept. */
export async function servedCore(core: Core, host = '127.0.0.1') {
  const rendererRoot = tempDir();
  writeFileSync(join(rendererRoot, 'index.html'), '<!doctype html><html><head><script type="module" src="./app.js"></script></head><body></body></html>');
  writeFileSync(join(rendererRoot, 'app.js'), 'console.log(window.deft);');
  const preloadFile = join(tempDir(), 'web.js');
  writeFileSync(preloadFile, '/* the browser preload */');
  const logged: string[] = [];
  const server = await startWebServer({ core, rendererRoot, preloadFile, host, port: 0, log: (message) => logged.push(message) });
  onTestFinished(() => server.close());
  const { port, hostname } = new URL(server.origin);
  const token = new URL(server.url).searchParams.get('token')!;
  // The cookie a page gets with its first answer: it fetches the page's files, not the socket.
  const cookie = (await get(server, `/?token=${token}`)).headers['set-cookie']![0]!.split(';')[0]!;
  return { server, logged, rendererRoot, port: Number(port), host: hostname, token, cookie };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP request with exactly these headers (Host among them, as a browser or an attacker would send it). */
export function get(server: WebServer, path: string, headers: OutgoingHttpHeaders = {}): Promise<Answer> {
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, headers: { host: `${hostname}:${port}`, ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A WebSocket to the server's IPC socket (`token` added to its query, as the page adds it): opens, or rejects with the status it was refused with. */
export function connect(server: WebServer, options: { headers?: Record<string, string>; query?: string; token?: string } = {}): Promise<IpcSocket> {
  const query = options.token === undefined ? (options.query ?? '') : `${options.query ? `${options.query}&` : '?'}token=${options.token}`;
  const socket = new WebSocket(`${server.origin.replace('http', 'ws')}/ipc${query}`, { headers: options.headers });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(ipcSocket(socket)));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

export interface IpcSocket {
  socket: WebSocket;
  events: Array<{ event: string; payload: unknown }>;
  /** Sends raw text and waits for the result frame answering `id` (null: a frame too broken to carry one). */
  sendRaw(text: string, id: number | null): Promise<ResultFrame>;
  call(channel: string, input?: unknown): Promise<ResultFrame>;
  close(): void;
}

function ipcSocket(socket: WebSocket): IpcSocket {
  const waiting = new Map<number | null, (frame: ResultFrame) => void>();
  const events: IpcSocket['events'] = [];
  let nextId = 1;
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    if (frame.type === 'event') events.push({ event: frame.event, payload: frame.payload });
    else {
      waiting.get(frame.id)?.(frame);
      waiting.delete(frame.id);
    }
  });
  const sendRaw = (text: string, id: number | null) =>
    new Promise<ResultFrame>((resolve) => {
      waiting.set(id, resolve);
      socket.send(text);
    });
  return {
    socket,
    events,
    sendRaw,
    call: (channel, input) => {
      const id = nextId++;
      return sendRaw(JSON.stringify({ id, channel, input }), id);
    },
    close: () => socket.close(),
  };
}
