import { diffWordsWithSpace } from 'diff';
import type { DiffRow } from './parse-diff.ts';

/** A piece of a changed line: `changed` when its words are not in the line it is paired with. */
export interface TextPiece {
  text: string;
  changed: boolean;
}

/** Longer lines are not compared word by word: the cost grows with the product of their lengths. */
const longestCompared = 2_000;

/**
 * A removed or added line in pieces, the words that differ from its partner's marked; undefined
 * when the two share no word (the whole line is the change) or are too long to compare.
 */
export function changedWords(row: DiffRow, partner: DiffRow): TextPiece[] | undefined {
  if (row.text.length > longestCompared || partner.text.length > longestCompared) return undefined;
  const removing = row.kind === 'remove';
  const [before, after] = removing ? [row.text, partner.text] : [partner.text, row.text];
  const pieces = diffWordsWithSpace(before, after)
    .filter((part) => (removing ? !part.added : !part.removed))
    .map((part) => ({ text: part.value, changed: removing ? part.removed : part.added }));
  const shared = pieces.some((piece) => !piece.changed && piece.text.trim() !== '');
  return shared && pieces.some((piece) => piece.changed) ? pieces : undefined;
}
