import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { onTestFinished } from 'vitest';
import { createTestServer } from './test-server.ts';

export interface RunningHttpServer {
  /** The MCP endpoint. */
  url: string;
  origin: string;
  /** Every request as `METHOD /path`, in order. */
  requests: string[];
}

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void> | void;

/** Listens on a free loopback port until the test finishes. */
export async function listen(handler: Handler): Promise<RunningHttpServer & { server: Server }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}`);
    Promise.resolve(handler(request, response, url)).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url: `${origin}/mcp`, origin, requests };
}

/** Streamable HTTP, stateless: a fresh server and transport answer each request. */
export async function answerStreamableHttp(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST') return void response.writeHead(405).end();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  const server = createTestServer('http-test-server');
  response.on('close', () => void server.close());
  await server.connect(transport);
  await transport.handleRequest(request, response);
}

/** Streamable HTTP on `/mcp`; `authorize` may answer a request itself and return false. */
export async function serveStreamableHttp(handler?: { authorize?: (request: IncomingMessage, response: ServerResponse) => boolean }): Promise<RunningHttpServer> {
  return listen(async (request, response, url) => {
    if (url.pathname !== '/mcp') return void response.writeHead(404).end();
    if (handler?.authorize && !handler.authorize(request, response)) return;
    await answerStreamableHttp(request, response);
  });
}

/** The old HTTP+SSE transport only: `GET /mcp` opens the stream, a POST to `/mcp` is refused with 405. */
export async function serveSseOnly(): Promise<RunningHttpServer> {
  const sessions = new Map<string, SSEServerTransport>();
  return listen(async (request, response, url) => {
    if (url.pathname === '/mcp' && request.method === 'GET') {
      const transport = new SSEServerTransport('/messages', response);
      sessions.set(transport.sessionId, transport);
      response.on('close', () => sessions.delete(transport.sessionId));
      await createTestServer('sse-test-server').connect(transport);
      return;
    }
    const session = sessions.get(url.searchParams.get('sessionId') ?? '');
    if (url.pathname === '/messages' && request.method === 'POST' && session) return session.handlePostMessage(request, response);
    response.writeHead(url.pathname === '/mcp' ? 405 : 404).end();
  });
}
