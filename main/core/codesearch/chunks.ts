import type { DefinedSymbol } from './symbols.ts';

/** A window of a file's lines, the unit the index ranks. Lines are 1-based and inclusive. */
export interface Chunk {
  startLine: number;
  endLine: number;
  text: string;
  symbols: DefinedSymbol[];
}

const windowLines = 50;
const overlapLines = 10;

/** Cuts a file (its text split at `\n`) into overlapping windows of lines, each with the symbols defined inside it. */
export function chunkFile(lines: readonly string[], symbols: readonly DefinedSymbol[]): Chunk[] {
  // A final newline ends the last line; it does not start another.
  const lineCount = lines.length > 1 && lines[lines.length - 1] === '' ? lines.length - 1 : lines.length;
  const chunks: Chunk[] = [];
  for (let start = 0; start < lineCount; start += windowLines - overlapLines) {
    const end = Math.min(start + windowLines, lineCount);
    chunks.push({
      startLine: start + 1,
      endLine: end,
      text: lines.slice(start, end).join('\n'),
      symbols: symbols.filter((symbol) => symbol.line > start && symbol.line <= end),
    });
    if (end === lineCount) break;
  }
  return chunks;
}
