import type { EditPlan } from './edit-file.ts';
import type { FileChange } from './file-change.ts';
import { numberedLines } from '../files/number-lines.ts';

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

/** What the model reads after Edit or MultiEdit: what changed, how it was found, and the lines as they now are. */
export function editReport(plan: EditPlan): string {
  const [change] = plan.changes;
  const verb = change.before ? 'Edited' : 'Created';
  const count = plan.replaced.reduce((sum, edit) => sum + edit.count, 0);
  const fuzzy = [...new Set(plan.replaced.map((edit) => edit.matcher).filter((matcher) => matcher !== 'exact'))];
  const note = fuzzy.length
    ? ` old_string did not match exactly and was found by the ${fuzzy.join(', ')} matcher; check that the result is what you meant.`
    : '';
  return `${verb} ${change.path}: ${count} ${count === 1 ? 'place' : 'places'} changed.${note}\nThe changed lines now read:\n${changedSnippet(change)}`;
}
