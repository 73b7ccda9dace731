import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { anthropicEvents } from './anthropic.ts';
import { lastUserText } from './conversation.ts';
import { errorBody, sendStatusFault } from './faults.ts';
import { modelList } from './models.ts';
import { openaiChatEvents } from './openai-chat.ts';
import { openaiResponsesEvents } from './openai-responses.ts';
import { isStatusFault, type Api, type RecordedRequest, type ScriptEntry } from './script.ts';
import { IdSource } from './sse.ts';

export interface LlmServerOptions {
  /** Replies in the order requests will get them (any protocol takes the next one). */
  replies?: readonly ScriptEntry[];
  /** What the model-list endpoints report. */
  models?: readonly string[];
  /**
   * The one key it accepts: a request with another (`x-api-key`, or `Authorization: Bearer`) gets the
   * provider's 401, the model lists included; Ollama's `/api/tags` takes no key.
   */
  apiKey?: string;
  /** Called with each request as it arrives, before it is answered. */
  onRequest?(request: RecordedRequest): void;
}

export interface LlmServer {
  /** `http://127.0.0.1:PORT`, without a path. */
  url: string;
  requests: RecordedRequest[];
  /** Adds replies to the end of the script. */
  script(...replies: ScriptEntry[]): void;
  close(): Promise<void>;
}

const routes: Readonly<Record<string, Api>> = {
  'POST /v1/messages': 'anthropic',
  'POST /v1/chat/completions': 'openai-chat',
  'POST /v1/responses': 'openai-responses',
  'GET /v1/models': 'models',
  'GET /api/tags': 'models',
};

const writers = { anthropic: anthropicEvents, 'openai-chat': openaiChatEvents, 'openai-responses': openaiResponsesEvents };

/**
 * A local model server speaking the Anthropic Messages, OpenAI Chat Completions (also Ollama's and
 * the other compatible servers') and OpenAI Responses streaming protocols, answering from a script.
 */
export async function startLlmServer(options: LlmServerOptions = {}): Promise<LlmServer> {
  const queue: ScriptEntry[] = [...(options.replies ?? [])];
  const requests: RecordedRequest[] = [];
  const ids = new IdSource();
  const sockets = new Set<Socket>();

  const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
    const path = new URL(incoming.url ?? '/', 'http://127.0.0.1').pathname;
    const method = incoming.method ?? 'GET';
    const body = parseBody(await readBody(incoming));
    const api = routes[`${method} ${path}`];
    if (api === undefined) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `Mock LLM server: no route for ${method} ${path}` } }));
      return;
    }
    const request: RecordedRequest = { index: requests.length + 1, api, method, path, headers: incoming.headers, body };
    requests.push(request);
    options.onRequest?.(request);
    if (options.apiKey !== undefined && path !== '/api/tags' && keyOf(incoming) !== options.apiKey) {
      const family = api === 'models' ? (incoming.headers['anthropic-version'] !== undefined ? 'anthropic' : 'openai-chat') : api;
      sendStatusFault(response, family, { status: 401 });
      return;
    }
    if (api === 'models') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(modelList(path, incoming.headers, options.models ?? ['mock-model'])));
      return;
    }
    const entry = queue.shift();
    if (entry === undefined) {
      const message = `Mock LLM server: no scripted reply left for request ${request.index} (${method} ${path}, last user text ${JSON.stringify(lastUserText(request))})`;
      sendStatusFault(response, api, { status: 500, body: errorBody(api, 500, message) });
      return;
    }
    const reply = typeof entry === 'function' ? entry(request) : entry;
    if (reply.delayMs) await waitUnlessGone(response, reply.delayMs);
    if (response.destroyed) return;
    if (isStatusFault(reply)) {
      sendStatusFault(response, api, reply);
      return;
    }
    const events = writers[api](reply, request, ids);
    await sendEvents(response, events.slice(0, reply.endAfter), reply.dropAfter, reply.eventGapMs);
  };

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { 'content-type': 'text/plain' }).end(`Mock LLM server failed: ${String(error)}`);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => void queue.push(...replies),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

function keyOf(incoming: IncomingMessage): string | undefined {
  const header = incoming.headers['x-api-key'];
  if (typeof header === 'string') return header;
  return /^Bearer (.+)$/.exec(incoming.headers.authorization ?? '')?.[1];
}

/** Waits, but not for a client that has hung up. */
async function waitUnlessGone(response: ServerResponse, delayMs: number): Promise<void> {
  const gone = new AbortController();
  const abort = () => gone.abort();
  response.once('close', abort);
  await sleep(delayMs, undefined, { signal: gone.signal }).catch(() => undefined);
  response.off('close', abort);
}

async function sendEvents(response: ServerResponse, events: readonly string[], dropAfter: number | undefined, gapMs = 0): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  const start = performance.now();
  for (const [index, event] of events.entries()) {
    if (index === dropAfter) {
      response.destroy();
      return;
    }
    // Paced from the start, so that time spent writing does not slow the stream down.
    if (gapMs > 0 && index > 0) await waitUnlessGone(response, Math.max(0, start + index * gapMs - performance.now()));
    if (response.destroyed) return;
    await new Promise<void>((resolve, reject) => response.write(event, (error) => (error ? reject(error) : resolve())));
  }
  if (dropAfter !== undefined && dropAfter >= events.length) response.destroy();
  else response.end();
}

async function readBody(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
