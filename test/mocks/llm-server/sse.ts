import type { ScriptedToolCall } from './script.ts';

/** One server-sent event with a name, as Anthropic and the Responses API frame them. */
export function namedEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** One unnamed server-sent event, as Chat Completions frames them. */
export function dataEvent(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

export const doneEvent = 'data: [DONE]\n\n';

/** Text in word-sized deltas, whitespace kept with the word before it. */
export function wordsOf(text: string): string[] {
  return text.match(/\s+|\S+\s*/g) ?? [];
}

/** Fixed-size pieces by UTF-16 code unit: they may end inside a string, an escape or a surrogate pair. */
export function piecesOf(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += size) pieces.push(text.slice(start, start + size));
  return pieces;
}

export function argumentsOf(call: ScriptedToolCall): string {
  return call.rawInput ?? JSON.stringify(call.input ?? {});
}

/** The model id the request asked for. */
export function requestedModel(body: unknown): string {
  const model = typeof body === 'object' && body !== null ? (body as { model?: unknown }).model : undefined;
  return typeof model === 'string' ? model : 'mock-model';
}

/** Deterministic ids in each provider's style: `toolu_01mock0001`, `call_mock0002`, ... */
export class IdSource {
  private next = 0;

  id(prefix: string): string {
    this.next += 1;
    return `${prefix}mock${String(this.next).padStart(4, '0')}`;
  }
}
