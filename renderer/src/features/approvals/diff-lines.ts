import { parsePatch } from 'diff';

export interface DiffLine {
  kind: 'file' | 'hunk' | 'add' | 'remove' | 'context' | 'note';
  text: string;
}

const kindOf: Record<string, DiffLine['kind']> = { '+': 'add', '-': 'remove', ' ': 'context', '\\': 'note' };

/** A unified diff as lines to colour: file headers, hunk headers, added, removed and unchanged lines. */
export function diffLines(patch: string): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const file of parsePatch(patch)) {
    const name = file.newFileName ?? file.oldFileName;
    if (name) lines.push({ kind: 'file', text: name.replace(/^b\//, '') });
    for (const hunk of file.hunks) {
      lines.push({ kind: 'hunk', text: `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@` });
      for (const line of hunk.lines) lines.push({ kind: kindOf[line[0]] ?? 'context', text: line });
    }
  }
  return lines;
}
