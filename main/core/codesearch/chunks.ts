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
  // Where each line starts; a window's text is cut from the file at once instead of its lines being split and joined again.
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  // A last line feed ends the last line rather than beginning an empty one.
  const lineCount = starts.length > 1 && starts[starts.length - 1] === text.length ? starts.length - 1 : starts.length;
  const lineEnd = (line: number) => (line + 1 < starts.length ? starts[line + 1] - 1 : text.length);
  const chunks: Chunk[] = [];
  for (let start = 0; start < lineCount; start += windowLines - overlapLines) {
    const end = Math.min(start + windowLines, lineCount);
    chunks.push({
      startLine: start + 1,
      endLine: end,
      text: text.slice(starts[start], lineEnd(end - 1)),
      symbols: symbols.filter((symbol) => symbol.line > start && symbol.line <= end),
    });
    if (end === lineCount) break;
  }
  return chunks;
}
