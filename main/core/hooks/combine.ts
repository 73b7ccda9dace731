import { emptyRunResult, type HookRunResult, type HookSource, type PermissionBehavior } from './result.ts';
import type { HookVerdict } from './verdict.ts';

const strength: Record<PermissionBehavior, number> = { allow: 0, ask: 1, defer: 2, deny: 3 };

const sourceOf = ({ command, file }: HookSource): HookSource => ({ command, file });

/**
 * Weighs what the hooks of one event said, in configuration order: the strongest permission
 * decision wins (deny > defer > ask > allow; the first of equals), the last `updatedInput` wins
 * (the hooks it overrides are told so), the first block and the first stop count.
 */
export function combineVerdicts(verdicts: readonly HookVerdict[]): HookRunResult {
  const result = emptyRunResult();
  let inputFrom: HookVerdict | undefined;
  for (const verdict of verdicts) {
    const source = sourceOf(verdict.report);
    if (verdict.block !== undefined) result.blocked ??= { reason: verdict.block, source };
    if (verdict.permission && (!result.permission || strength[verdict.permission.decision] > strength[result.permission.decision])) {
      result.permission = { ...verdict.permission, source };
    }
    if (verdict.updatedInput) {
      if (inputFrom) inputFrom.report.notes.push(`its updatedInput was overridden by a later hook: ${source.command} (${source.file})`);
      inputFrom = verdict;
      result.updatedInput = { value: verdict.updatedInput, source };
    }
    result.additionalContext.push(...verdict.additionalContext);
    if (verdict.feedback !== undefined) result.feedback.push({ text: verdict.feedback, source });
    if (verdict.systemMessage) result.systemMessages.push(verdict.systemMessage);
    if (verdict.stop) result.stop ??= { ...verdict.stop, source };
    result.reports.push(verdict.report);
  }
  if (!result.blocked && result.permission?.decision === 'deny') {
    result.blocked = { reason: result.permission.reason ?? 'denied by a hook', source: result.permission.source };
  }
  return result;
}
