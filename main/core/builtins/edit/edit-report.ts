import { changedSnippet } from './change-report.ts';
import type { EditPlan } from './edit-file.ts';

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
