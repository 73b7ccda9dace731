import { chunkFile } from './chunks.ts';
import { identifierParts, splitWordsOf } from './identifier-words.ts';
import { extractSymbols } from './symbols.ts';

/** One chunk as the index stores it: its lines, symbols (JSON) and text, the terms of its symbols column, and the words of its compound identifiers (which its content column adds to the text). */
export interface ChunkRow {
  startLine: number;
  endLine: number;
  symbols: string;
  text: string;
  symbolTerms: string;
  compoundWords: string;
}

/** What the index stores of one text file: the terms of its path (the same for each chunk) and its chunks. */
export interface FileRows {
  pathTerms: string;
  chunks: ChunkRow[];
}

/** A file's text cut into chunks, with the symbols each defines and the words of its compound identifiers, ready to insert. */
export function fileRows(path: string, text: string): FileRows {
  return {
    pathTerms: `${path}\n${splitWordsOf(path)}`,
    chunks: chunkFile(text, extractSymbols(path, text)).map((chunk) => ({
      startLine: chunk.startLine,
      endLine: chunk.endLine,
      symbols: JSON.stringify(chunk.symbols),
      text: chunk.text,
      symbolTerms: chunk.symbols.map(({ name }) => `${name} ${identifierParts(name).join(' ')}`).join('\n'),
      compoundWords: splitWordsOf(chunk.text),
    })),
  };
}
