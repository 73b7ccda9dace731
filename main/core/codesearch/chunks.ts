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

/** Cuts a file into overlapping windows of lines, each with the symbols defined inside it. */
export function chunkFile(text: string, symbols: readonly DefinedSymbol[]): Chunk[] {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const chunks: Chunk[] = [];
  for (let start = 0; start < lines.length; start += windowLines - overlapLines) {
    const end = Math.min(start + windowLines, lines.length);
    chunks.push({
      startLine: start + 1,
      endLine: end,
      text: lines.slice(start, end).join('\n'),
      symbols: symbols.filter((symbol) => symbol.line > start && symbol.line <= end),
    });
    if (end === lines.length) break;
  }
  return chunks;
}
