import { parsePatch } from 'diff';

export interface DiffRow {
  kind: 'hunk' | 'add' | 'remove' | 'context' | 'note';
  /** The line without its +, - or space marker (a hunk's header for `hunk`). */
  text: string;
  oldLine?: number;
  newLine?: number;
}

export interface DiffFile {
  /** The file's path after the change (before it, for a deletion), without git's a/ b/ prefixes. */
  name: string;
  /** The path before the change, when the file moved. */
  movedFrom?: string;
  added: number;
  removed: number;
  rows: DiffRow[];
}

/** One row of the split view: the old side's line and the new side's, either missing where the other side has no partner. */
export interface SplitRow {
  hunk?: string;
  left?: DiffRow;
  right?: DiffRow;
}

const nullPath = '/dev/null';
const markerKind: Record<string, DiffRow['kind']> = { '+': 'add', '-': 'remove', ' ': 'context', '\\': 'note' };

function cleanPath(path: string | undefined): string | undefined {
  if (!path || path === nullPath) return undefined;
  return path.replace(/^[ab]\//, '');
}

/** The header as the patch wrote it (the parser moves an empty side's start one line on). */
function hunkHeader(hunk: { oldStart: number; oldLines: number; newStart: number; newLines: number }): string {
  const start = (at: number, lines: number) => (lines === 0 ? at - 1 : at);
  return `@@ -${start(hunk.oldStart, hunk.oldLines)},${hunk.oldLines} +${start(hunk.newStart, hunk.newLines)},${hunk.newLines} @@`;
}

/** A unified patch (one or more files) as files of numbered rows. */
export function parseDiff(patch: string): DiffFile[] {
  return parsePatch(patch)
    .filter((file) => file.hunks.length > 0 || cleanPath(file.newFileName ?? file.oldFileName))
    .map((file) => {
      const oldName = cleanPath(file.oldFileName);
      const newName = cleanPath(file.newFileName);
      const name = newName ?? oldName ?? '';
      const rows: DiffRow[] = [];
      let added = 0;
      let removed = 0;
      for (const hunk of file.hunks) {
        rows.push({ kind: 'hunk', text: hunkHeader(hunk) });
        let oldLine = hunk.oldStart;
        let newLine = hunk.newStart;
        for (const line of hunk.lines) {
          const kind = markerKind[line[0]] ?? 'context';
          const text = line.slice(1);
          if (kind === 'add') {
            added++;
            rows.push({ kind, text, newLine: newLine++ });
          } else if (kind === 'remove') {
            removed++;
            rows.push({ kind, text, oldLine: oldLine++ });
          } else if (kind === 'context') {
            rows.push({ kind, text, oldLine: oldLine++, newLine: newLine++ });
          } else {
            rows.push({ kind, text: line.slice(2) });
          }
        }
      }
      return { name, ...(oldName && newName && oldName !== newName && { movedFrom: oldName }), added, removed, rows };
    });
}

/** The removals starting at `index` and the additions right after them (notes skipped), and where the run ends. */
function changeRun(rows: DiffRow[], index: number): { removed: DiffRow[]; added: DiffRow[]; next: number } {
  const removed: DiffRow[] = [];
  const added: DiffRow[] = [];
  while (rows[index]?.kind === 'remove') removed.push(rows[index++]);
  while (rows[index]?.kind === 'add' || rows[index]?.kind === 'note') {
    if (rows[index].kind === 'add') added.push(rows[index]);
    index++;
  }
  return { removed, added, next: index };
}

/** Rows side by side: unchanged lines on both sides, each run of removals paired with the additions after it. */
export function splitRows(rows: DiffRow[]): SplitRow[] {
  const split: SplitRow[] = [];
  let index = 0;
  while (index < rows.length) {
    const row = rows[index];
    if (row.kind === 'hunk') {
      split.push({ hunk: row.text });
      index++;
    } else if (row.kind === 'context') {
      split.push({ left: row, right: row });
      index++;
    } else if (row.kind === 'note') {
      index++;
    } else {
      const { removed, added, next } = changeRun(rows, index);
      for (let pair = 0; pair < Math.max(removed.length, added.length); pair++) {
        split.push({ ...(removed[pair] && { left: removed[pair] }), ...(added[pair] && { right: added[pair] }) });
      }
      index = next;
    }
  }
  return split;
}

/** Each changed line and the line it became (or came from): the n-th removal of a run with the n-th addition after it, as the split view pairs them. */
export function changePartners(rows: DiffRow[]): Map<DiffRow, DiffRow> {
  const partners = new Map<DiffRow, DiffRow>();
  let index = 0;
  while (index < rows.length) {
    if (rows[index].kind !== 'remove' && rows[index].kind !== 'add') {
      index++;
      continue;
    }
    const { removed, added, next } = changeRun(rows, index);
    for (let pair = 0; pair < Math.min(removed.length, added.length); pair++) {
      partners.set(removed[pair], added[pair]);
      partners.set(added[pair], removed[pair]);
    }
    index = next;
  }
  return partners;
}
