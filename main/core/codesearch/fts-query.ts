import { identifierParts, identifiersIn } from './identifier-words.ts';

/** One word of the person's query and the index terms any of which count as a match for it. */
export interface QueryWord {
  word: string;
  terms: string[];
}

const maxWords = 16;

/** The words of a free-text query, each with its own lower-case form and, for compound identifiers, its parts. */
export function queryWords(query: string): QueryWord[] {
  const words = new Map<string, QueryWord>();
  for (const identifier of identifiersIn(query)) {
    const word = identifier.toLowerCase();
    if (words.has(word) || words.size >= maxWords) continue;
    const parts = identifierParts(identifier);
    const terms = [...new Set([word.replace(/[_$]/g, ' ').trim(), ...parts])].filter((term) => term !== '' && !term.includes(' '));
    words.set(word, { word, terms: terms.length > 0 ? terms : parts });
  }
  return [...words.values()].filter((entry) => entry.terms.length > 0);
}

/**
 * An FTS5 MATCH expression any of whose terms matches: every term is a quoted string (so the
 * query's quotes, operators, `*` and `:` stay plain text) and words of three letters or more match as prefixes.
 */
export function ftsExpression(words: readonly QueryWord[]): string {
  const terms = new Set(words.flatMap((entry) => entry.terms));
  return [...terms].map((term) => `"${term.replaceAll('"', '""')}"${term.length >= 3 ? '*' : ''}`).join(' OR ');
}
