/** Prefix and substring matches need this many characters, or every short name would match. */
const SHORTEST_PARTIAL = 3;
/** A single slip in a name this long still leaves it plainly recognisable, closer than a partial match. */
const SHORTEST_TYPO = 4;
/** Longer names are not misspellings of tool or field names; comparing them would only cost time. */
const LONGEST_COMPARED = 128;
const MOST_EDITS_PER_CHARACTER = 0.4;

interface Ranked {
  candidate: string;
  tier: number;
  score: number;
}

/**
 * The candidates that look like `name`, most alike first: the same name in another case, the same
 * words in another style (`read_file`, `ReadFile`, `read-file`), a single typo, prefix and substring
 * matches, then other misspellings by edits per character. Ties are alphabetical; candidates that
 * are nowhere near are left out.
 */
export function closestNames(name: string, candidates: readonly string[], max = 5): string[] {
  const key = wordKey(name);
  if (key === '' || max <= 0) return [];
  const ranked: Ranked[] = [];
  for (const candidate of new Set(candidates)) {
    const rank = rankCandidate(name, key, candidate);
    if (rank) ranked.push({ candidate, ...rank });
  }
  ranked.sort((a, b) => a.tier - b.tier || a.score - b.score || compareText(a.candidate, b.candidate));
  return ranked.slice(0, max).map((entry) => entry.candidate);
}

function rankCandidate(name: string, key: string, candidate: string): Omit<Ranked, 'candidate'> | null {
  const other = wordKey(candidate);
  if (other === '') return null;
  if (name.toLowerCase() === candidate.toLowerCase()) return { tier: 0, score: 0 };
  if (key === other) return { tier: 1, score: 0 };
  const longest = Math.max(key.length, other.length);
  const distance = longest > LONGEST_COMPARED ? Infinity : editDistance(key, other);
  if (distance === 1 && longest >= SHORTEST_TYPO) return { tier: 2, score: 0 };
  const lengthGap = Math.abs(key.length - other.length);
  if (Math.min(key.length, other.length) >= SHORTEST_PARTIAL) {
    if (key.startsWith(other) || other.startsWith(key)) return { tier: 3, score: lengthGap };
    if (key.includes(other) || other.includes(key)) return { tier: 4, score: lengthGap };
  }
  if (distance > allowedEdits(longest)) return null;
  return { tier: 5, score: distance / longest };
}

/** One edit turns a name of one or two characters into another name entirely. */
function allowedEdits(length: number): number {
  return length < 3 ? 0 : Math.max(1, Math.floor(length * MOST_EDITS_PER_CHARACTER));
}

/** The name's letters and digits in lower case, so word style and case do not matter. */
function wordKey(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Damerau-Levenshtein distance (optimal string alignment): edits, where swapping neighbours is one. */
function editDistance(left: string, right: string): number {
  const a = Array.from(left);
  const b = Array.from(right);
  let twoRowsUp: number[] = [];
  let rowUp = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = rowUp[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min(rowUp[j] + 1, row[j - 1] + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, twoRowsUp[j - 2] + 1);
      }
      row.push(best);
    }
    twoRowsUp = rowUp;
    rowUp = row;
  }
  return rowUp[b.length];
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
