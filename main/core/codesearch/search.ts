import type { Database } from 'better-sqlite3';
import { ftsExpression, queryWords, type QueryWord } from './fts-query.ts';
import { identifierParts } from './identifier-words.ts';
import type { DefinedSymbol } from './symbols.ts';

/** One ranked place in the project. Lines are 1-based and inclusive. */
export interface CodeSearchHit {
  path: string;
  startLine: number;
  endLine: number;
  /** The symbol defined in these lines that the query names, if any. */
  symbol?: DefinedSymbol;
  /** The lines that matched, with their numbers. */
  snippet: Array<{ line: number; text: string }>;
  /** Higher is better; comparable only within one search. */
  score: number;
}

interface CandidateRow {
  path: string;
  start_line: number;
  end_line: number;
  symbols: string;
  text: string;
  rank: number;
}

const hitsPerFile = 2;
const snippetLines = 6;
const snippetLineChars = 200;

export type Searcher = (query: string, maxResults: number) => CodeSearchHit[];

export function createSearcher(db: Database): Searcher {
  const candidates = db.prepare<CandidateRow>(
    // The best chunks are picked by the full-text index alone (its `rank` is bm25 with the column weights set
    // in the schema); only those few are joined to their text.
    `SELECT f.path, c.start_line, c.end_line, c.symbols, c.text, best.rank
     FROM (SELECT rowid, rank FROM chunk_terms WHERE chunk_terms MATCH ? ORDER BY rank LIMIT ?) AS best
     JOIN chunks c ON c.id = best.rowid JOIN files f ON f.id = c.file_id`,
  );
  return (query, maxResults) => {
    const words = queryWords(query);
    if (words.length === 0) return [];
    const rows = candidates.all(ftsExpression(words), Math.max(200, maxResults * 20));
    const hits = rows.map((row) => toHit(row, words)).sort((a, b) => b.score - a.score);
    return spreadOverFiles(hits, maxResults);
  };
}

function toHit(row: CandidateRow, words: readonly QueryWord[]): CodeSearchHit {
  const symbols = JSON.parse(row.symbols) as DefinedSymbol[];
  const haystack = `${row.path}\n${symbols.map((symbol) => symbol.name).join(' ')}\n${row.text}`.toLowerCase();
  const matched = words.filter((word) => word.terms.some((term) => haystack.includes(term))).length;
  const symbol = namedSymbol(symbols, words);
  const coverage = matched / words.length + (matched === words.length && words.length > 1 ? 0.5 : 0);
  const score = -row.rank * (1 + coverage) * (symbol ? 1.5 : 1);
  return { path: row.path, startLine: row.start_line, endLine: row.end_line, symbol, snippet: snippetOf(row, words, symbol), score };
}

/** The defined symbol whose name is a query word, else one whose name's words hold a query term. */
function namedSymbol(symbols: readonly DefinedSymbol[], words: readonly QueryWord[]): DefinedSymbol | undefined {
  const exact = symbols.find((symbol) => words.some((word) => word.word === symbol.name.toLowerCase()));
  if (exact) return exact;
  const terms = new Set(words.flatMap((word) => word.terms));
  return symbols.find((symbol) => identifierParts(symbol.name).some((part) => terms.has(part)));
}

function snippetOf(row: CandidateRow, words: readonly QueryWord[], symbol: DefinedSymbol | undefined): CodeSearchHit['snippet'] {
  const terms = words.flatMap((word) => word.terms);
  const lines = row.text.split('\n').map((text, index) => ({ line: row.start_line + index, text: text.length > snippetLineChars ? `${text.slice(0, snippetLineChars)}…` : text }));
  const matching = lines.filter(({ line, text }) => line === symbol?.line || terms.some((term) => text.toLowerCase().includes(term)));
  return (matching.length > 0 ? matching : lines.filter(({ text }) => text.trim() !== '')).slice(0, snippetLines);
}

/** The best hits, at most two a file and none overlapping another of the same file. */
function spreadOverFiles(ranked: readonly CodeSearchHit[], maxResults: number): CodeSearchHit[] {
  const chosen: CodeSearchHit[] = [];
  const byFile = new Map<string, CodeSearchHit[]>();
  for (const hit of ranked) {
    const ofFile = byFile.get(hit.path) ?? [];
    if (ofFile.length >= hitsPerFile || ofFile.some((other) => hit.startLine <= other.endLine && other.startLine <= hit.endLine)) continue;
    ofFile.push(hit);
    byFile.set(hit.path, ofFile);
    chosen.push(hit);
    if (chosen.length === maxResults) break;
  }
  return chosen;
}
