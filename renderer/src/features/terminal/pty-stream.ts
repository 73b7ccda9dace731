/** A command's terminal output as the card keeps it: the newest characters, and how many ever came. */
export interface PtyStream {
  stream: 'pty';
  data: string;
  total: number;
}

/** How much output a card keeps; older output is dropped (its terminal has drawn it already). */
export const keptCharacters = 2_000_000;

export function isPtyStream(value: unknown): value is PtyStream {
  const candidate = value as Partial<PtyStream> | null;
  return typeof candidate?.data === 'string' && candidate.stream === 'pty' && typeof candidate.total === 'number';
}

/** A finished call's terminal output as the store kept it. */
export function storedTerminal(data: string): PtyStream {
  return { stream: 'pty', data, total: data.length };
}

/**
 * The tool's progress after one more `progress` event: terminal chunks (`{stream: 'pty', data}`) are
 * appended to what came before; anything else replaces it.
 */
export function appendProgress(previous: unknown, next: unknown): unknown {
  const chunk = next as { stream?: unknown; data?: unknown } | null;
  if (chunk?.stream !== 'pty' || typeof chunk.data !== 'string') return next;
  const before = isPtyStream(previous) ? previous : { data: '', total: 0 };
  const data = before.data + chunk.data;
  return { stream: 'pty', data: data.length > keptCharacters ? data.slice(-keptCharacters) : data, total: before.total + chunk.data.length };
}

/**
 * What a terminal that has drawn `drawn` characters of the stream must do next: draw `text`, after
 * clearing itself when what it drew no longer lines up with the stream (a new stream, or output it missed).
 */
export function nextToDraw(stream: PtyStream, drawn: number): { reset: boolean; text: string } {
  const missing = stream.total - drawn;
  if (missing < 0 || missing > stream.data.length) return { reset: true, text: stream.data };
  return { reset: false, text: stream.data.slice(stream.data.length - missing) };
}
