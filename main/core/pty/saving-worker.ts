import { writeSync } from 'node:fs';
import { createRedactor, type StreamRedactor } from '../common/redact.ts';
import { answerRequests } from '../common/workers/requests.ts';
import { createPlainTextFilter, type PlainTextFilter } from './plain-text.ts';
import type { SaveRequest } from './saved-output.ts';

interface Stream {
  fd: number;
  filter: PlainTextFilter;
  keys: StreamRedactor;
}

const streams = new Map<number, Stream>();

function writeAll(fd: number, data: Buffer | string): void {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written);
}

/**
 * The saving thread (`saved-output.ts`): each command's output, as the PTY gave it, made plain text,
 * its keys taken out, and written to the command's file, piece by piece in the order they came.
 */
answerRequests(saveOne, (pieceGivenBack) => (pieceGivenBack ? [pieceGivenBack] : []));

function saveOne(request: SaveRequest): ArrayBuffer | undefined {
  if (request.kind === 'open') {
    streams.set(request.stream, { fd: request.fd, filter: createPlainTextFilter(), keys: createRedactor(request.secrets).stream() });
    return undefined;
  }
  const stream = streams.get(request.stream);
  if (!stream) throw new Error(`No saved output ${request.stream} is open.`);
  try {
    if (request.kind === 'write') {
      writeAll(stream.fd, stream.keys.pushBytes(stream.filter.push(Buffer.from(request.piece, 0, request.length))));
      // Neither the filter nor the redactor keeps a view of what it was given (each copies what it holds back): the piece can go back.
      return request.piece;
    }
    streams.delete(request.stream);
    writeAll(stream.fd, stream.keys.pushBytes(stream.filter.flush()));
    if (request.note) writeAll(stream.fd, stream.keys.push(request.note));
    writeAll(stream.fd, stream.keys.flush());
    return undefined;
  } catch (error) {
    // A file that could not be written takes no more: what comes for it is refused.
    streams.delete(request.stream);
    throw error;
  }
}
