import { isDeepStrictEqual } from 'node:util';
import { initializeResponse } from './initialize.ts';

/**
 * The editor's first line read before the SDK is loaded (loading it takes longer than Node takes to
 * start), and answered at once when it is an `initialize` the SDK will accept. The SDK still reads
 * every byte, that line included, so its state is the same as without this; only its own answer to
 * that request is held back (`withoutAnswerTo`), since the editor has it already. What the editor
 * sent after the line waits until the SDK has answered it: the SDK refuses every request that comes
 * before its `initialize` is answered, and an editor that has the early answer sends its next at once.
 */
export interface EarlyStart {
  /** The bytes read up to the first newline, that included (all of them when there was none, or too many to be an `initialize`). */
  firstLine: Uint8Array[];
  /** The bytes read after it. */
  rest: Uint8Array[];
  /** The id of the `initialize` request answered here, if one was. */
  answeredId?: string | number;
}

type JsonRpcId = string | number;

const longestInitialize = 64 * 1024;

/** Reads up to the first newline (or the end of the input) and answers it when it is an `initialize` request. */
export async function answerInitializeEarly(input: AsyncIterator<string | Buffer>, write: (text: string) => void): Promise<EarlyStart> {
  const read: Uint8Array[] = [];
  let size = 0;
  const encoder = new TextEncoder();
  const newline = 0x0a;
  for (;;) {
    const next = await input.next();
    if (next.done) return { firstLine: read, rest: [] };
    const chunk = typeof next.value === 'string' ? encoder.encode(next.value) : new Uint8Array(next.value);
    const end = chunk.indexOf(newline);
    if (end === -1) {
      read.push(chunk);
      size += chunk.length;
      // No initialize is this long: the SDK, with its own limit on a message, reads the rest.
      if (size > longestInitialize) return { firstLine: read, rest: [] };
      continue;
    }
    const firstLine = [...read, chunk.subarray(0, end + 1)];
    const rest = end + 1 < chunk.length ? [chunk.subarray(end + 1)] : [];
    const id = initializeRequestId(Buffer.concat(firstLine).toString('utf8'));
    if (id === undefined) return { firstLine, rest };
    write(`${JSON.stringify({ jsonrpc: '2.0', id, result: initializeResponse })}\n`);
    return { firstLine, rest, answeredId: id };
  }
}

/**
 * The id of an `initialize` request the SDK's schema accepts: its only required parameter is an
 * integer `protocolVersion` from 0 to 65535 (every other field falls back to a default when it is
 * wrong). Anything else is left for the SDK to answer.
 */
function initializeRequestId(line: string): JsonRpcId | undefined {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!isRecord(message) || message.jsonrpc !== '2.0' || message.method !== 'initialize') return undefined;
  const { id, params } = message;
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isSafeInteger(id))) return undefined;
  if (!isRecord(params)) return undefined;
  const version = params.protocolVersion;
  return Number.isInteger(version) && (version as number) >= 0 && (version as number) <= 65535 ? id : undefined;
}

/**
 * The SDK's output with its answer to the request answered early taken out: the first response
 * carrying that id; `answered` once it came (at once without an id). Should it differ from the early
 * one (it cannot while both come from `initializeResponse`), `log` says so.
 */
export function withoutAnswerTo(id: JsonRpcId | undefined, write: (text: string) => void, log: (message: string) => void): { write: (text: string) => void; answered: Promise<void> } {
  if (id === undefined) return { write, answered: Promise.resolve() };
  let resolve = () => {};
  const answered = new Promise<void>((settle) => (resolve = settle));
  let held = '';
  let dropped = false;
  const filtered = (text: string) => {
    if (dropped) {
      write(text);
      return;
    }
    held += text;
    let end;
    while (!dropped && (end = held.indexOf('\n')) !== -1) {
      const line = held.slice(0, end + 1);
      held = held.slice(end + 1);
      const answer = answerTo(line, id);
      if (answer) {
        dropped = true;
        if (!isDeepStrictEqual(answer.result, JSON.parse(JSON.stringify(initializeResponse)))) log(`the SDK answered initialize otherwise than the early answer: ${line.trim()}`);
        resolve();
      } else {
        write(line);
      }
    }
    if (dropped && held !== '') {
      write(held);
      held = '';
    }
  };
  return { write: filtered, answered };
}

function answerTo(line: string, id: JsonRpcId): Record<string, unknown> | undefined {
  try {
    const message: unknown = JSON.parse(line);
    return isRecord(message) && message.id === id && !('method' in message) ? message : undefined;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
