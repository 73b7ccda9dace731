/** Where a query matched a text: a score (higher is better) and the matched characters' indexes. */
export interface FuzzyMatch {
  score: number;
  positions: number[];
}

const wordStart = (text: string, index: number) => index === 0 || /[\s\-_/.:,()[\]]/.test(text[index - 1]);

/**
 * Matches the query's characters, in order and ignoring case and spaces, anywhere in the text (so
 * "lgn bug" finds "Fix the login bug"); answers null when some character is missing. Characters in a
 * row, at the start of a word and early in the text score higher. Each query character takes its
 * first place after the previous one, which keeps the score a quick ordering, not an optimum.
 */
export function fuzzyMatch(query: string, text: string): FuzzyMatch | null {
  const wanted = query.toLocaleLowerCase().replace(/\s+/g, '');
  if (wanted === '') return { score: 0, positions: [] };
  const haystack = text.toLocaleLowerCase();
  const positions: number[] = [];
  let score = 0;
  let from = 0;
  for (const char of wanted) {
    const at = haystack.indexOf(char, from);
    if (at < 0) return null;
    const previous = positions.at(-1);
    score += 1;
    if (previous !== undefined && at === previous + 1) score += 3;
    if (wordStart(text, at)) score += 2;
    positions.push(at);
    from = at + 1;
  }
  score -= positions[0] * 0.05 + (positions.at(-1)! - positions[0] + 1 - positions.length) * 0.1;
  return { score, positions };
}

/** An item that matched: how well, and which of its texts matched best (0 for the first). */
export interface Ranked<T> {
  item: T;
  match: FuzzyMatch;
  text: number;
}

/**
 * The items of which one of the texts matches the query (a label, then other names for it, such as
 * the English one under another language), best first; ties keep the items' own order.
 */
export function rankByFuzzy<T>(items: readonly T[], query: string, textsOf: (item: T) => readonly string[]): Array<Ranked<T>> {
  const ranked: Array<Ranked<T> & { index: number }> = [];
  items.forEach((item, index) => {
    const matches = textsOf(item).map((text, textIndex) => ({ match: fuzzyMatch(query, text), text: textIndex }));
    const found = matches.filter((candidate): candidate is { match: FuzzyMatch; text: number } => candidate.match !== null);
    const best = found.reduce<(typeof found)[number] | null>((top, candidate) => (top === null || candidate.match.score > top.match.score ? candidate : top), null);
    if (best) ranked.push({ item, index, ...best });
  });
  return ranked.sort((a, b) => b.match.score - a.match.score || a.index - b.index).map(({ item, match, text }) => ({ item, match, text }));
}
