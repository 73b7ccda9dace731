import { FILE_HEADERS_ONLY, formatPatch, structuredPatch, type StructuredPatch } from 'diff';

const contextLines = 3;

/**
 * The unified diff of two texts. Lines the two share at the start and the end are cut off before
 * diffing (keeping the context), so a small change to a large file costs little.
 */
export function unifiedDiff(oldName: string, newName: string, before: string, after: string): string {
  return before === after ? '' : formatPatch(changedHunks(oldName, newName, before, after), FILE_HEADERS_ONLY);
}

export function changedHunks(oldName: string, newName: string, before: string, after: string): StructuredPatch {
  const start = contextStart(before, commonPrefixLength(before, after));
  const end = contextEnd(before, before.length - commonSuffixLength(before, after, start));
  const grown = after.length - before.length;
  const patch = structuredPatch(oldName, newName, before.slice(start, end), after.slice(start, end + grown), undefined, undefined, {
    context: contextLines,
  });
  const shift = lineCount(before, start);
  for (const hunk of patch.hunks) {
    hunk.oldStart += shift;
    hunk.newStart += shift;
  }
  return patch;
}

/** The start of the line `contextLines` lines above the one holding `offset`. */
function contextStart(text: string, offset: number): number {
  let start = text.lastIndexOf('\n', offset - 1) + 1;
  for (let line = 0; line < contextLines && start > 0; line++) start = text.lastIndexOf('\n', start - 2) + 1;
  return start;
}

/** Past the newline ending the line that holds `offset`, then `contextLines` lines more. */
function contextEnd(text: string, offset: number): number {
  let end = offset;
  for (let line = 0; line <= contextLines && end < text.length; line++) {
    const newline = text.indexOf('\n', end);
    end = newline === -1 ? text.length : newline + 1;
  }
  return end;
}

function commonPrefixLength(a: string, b: string): number {
  let low = 0;
  let high = Math.min(a.length, b.length);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (a.slice(low, middle) === b.slice(low, middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The length of the shared ending, never reaching back past `floor` in either text. */
function commonSuffixLength(a: string, b: string, floor: number): number {
  let low = 0;
  let high = Math.min(a.length, b.length) - floor;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (a.slice(a.length - middle, a.length - low) === b.slice(b.length - middle, b.length - low)) low = middle;
    else high = middle - 1;
  }
  return low;
}

function lineCount(text: string, end: number): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < end; index = text.indexOf('\n', index + 1)) count++;
  return count;
}
