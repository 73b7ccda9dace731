import { chunkFile } from './chunks.ts';
import { identifierParts, splitWordsOf } from './identifier-words.ts';
import { extractSymbols } from './symbols.ts';

/** One chunk as the index stores it: its lines, its symbols as JSON, and the words the full-text index gets beyond its text. */
export interface ChunkRow {
  startLine: number;
  endLine: number;
  symbolsJson: string;
  text: string;
  /** Each defined name with its split words, a line each: the symbols column. */
  symbolTerms: string;
  /** The split words of the chunk's compound identifiers, added to its text in the content column. */
  splitWords: string;
}

/** What a text file puts in the index: the words of its path (the path column of each chunk) and its chunks. */
export interface FileRows {
  pathTerms: string;
  chunks: ChunkRow[];
}

/** Cuts a file's text into the rows the index writes, symbols found and compound words split. */
export function fileRows(path: string, text: string): FileRows {
  const lines = text.split('\n');
  const chunks = chunkFile(lines, extractSymbols(path, lines)).map((chunk) => ({
    startLine: chunk.startLine,
    endLine: chunk.endLine,
    symbolsJson: JSON.stringify(chunk.symbols),
    text: chunk.text,
    symbolTerms: chunk.symbols.map(({ name }) => `${name} ${identifierParts(name).join(' ')}`).join('\n'),
    splitWords: splitWordsOf(chunk.text),
  }));
  return { pathTerms: `${path}\n${splitWordsOf(path)}`, chunks };
}
