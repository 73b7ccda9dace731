import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the mock server received it. */
export interface ReceivedRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type RouteHandler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface MockServer {
  /** `http://host:port`, without a trailing slash. */
  url: string;
  port: number;
  host: string;
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

export interface MockServerOptions {
  /** Handlers by "METHOD /path" or "/path" (any method); `fallback` answers the rest (404 without it). */
  routes?: Record<string, RouteHandler>;
  fallback?: RouteHandler;
  /** Where to listen; 127.0.0.1 unless given. */
  host?: string;
  /** A free port unless given. */
  port?: number;
}

/** A real HTTP server on a free local port, answering from route handlers. */
export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const requests: ReceivedRequest[] = [];
  const host = options.host ?? '127.0.0.1';
  const server = createServer((incoming, response) => {
    void receive(incoming).then(async (request) => {
      requests.push(request);
      const handler =
        options.routes?.[`${request.method} ${request.path}`] ?? options.routes?.[request.path] ?? options.fallback ?? notFound;
      try {
        await handler(request, response);
      } catch (error) {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(`mock server failure: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    host,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends a JSON body with the status. */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Sends a body of the given type with the status. */
export function send(response: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': type, ...headers });
  response.end(body);
}

/** Never finishes the answer, like an overloaded service: after the status line and headers when `afterHeaders`. */
export function hang(response: ServerResponse, options: { afterHeaders?: boolean; type?: string } = {}): void {
  if (!options.afterHeaders) return;
  response.writeHead(200, { 'content-type': options.type ?? 'application/json' });
  response.write(' ');
}

/** The request's body as a JSON object; undefined when it is not one. */
export function jsonBody(request: ReceivedRequest): Record<string, unknown> | undefined {
  try {
    const body = JSON.parse(request.body) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function notFound(_request: ReceivedRequest, response: ServerResponse): void {
  send(response, 404, 'text/plain', 'Not Found');
}

async function receive(incoming: IncomingMessage): Promise<ReceivedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const url = new URL(incoming.url ?? '/', 'http://mock');
  return {
    method: incoming.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: incoming.headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
}
