import type { FileChange } from './file-change.ts';
import { numberedLines } from './numbered-lines.ts';

const maxSnippetLines = 60;

/** The changed parts of the new file with their line numbers, as Read would show them, for the model. */
export function changedSnippet(change: FileChange): string {
  const parts: string[] = [];
  let shown = 0;
  for (const hunk of change.patch.hunks) {
    const lines = hunk.lines.filter((line) => line[0] === ' ' || line[0] === '+').map((line) => line.slice(1));
    if (shown + lines.length > maxSnippetLines && shown > 0) {
      parts.push(`… ${change.patch.hunks.length - parts.length} more changed regions not shown.`);
      break;
    }
    const kept = lines.slice(0, maxSnippetLines);
    parts.push(numberedLines(kept, hunk.newStart) + (kept.length < lines.length ? '\n…' : ''));
    shown += kept.length;
  }
  return parts.length === 0 ? '(the file is now empty)' : parts.join('\n…\n');
}
