import { ToolError } from '../../tools/define.ts';
import { watchForNewProblems } from '../diagnostics/new-problems.ts';
import type { ToolContext, ToolPreview, Validation } from '../../tools/tool.ts';
import { commitChanges, diffOf } from './file-change.ts';
import { createPlanCache, type ChangePlan } from './plan-cache.ts';
import type { FileChangeMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';

/**
 * The stages every file-changing tool shares: `validate` works the change out (so a mismatch reaches
 * the model before anyone is asked), `preview` gives its diff to the approval, `execute` writes it
 * (planned again if a file changed meanwhile) and reports it with the errors the change introduced.
 */
export function changeStages<I extends object, P extends ChangePlan>(
  plan: (input: I, context: ToolContext) => Promise<P>,
  report: (plan: P) => string,
) {
  const plans = createPlanCache(plan);
  return {
    async validate(input: I, context: ToolContext): Promise<Validation> {
      try {
        await plans.planned(input, context);
        return { ok: true };
      } catch (error) {
        if (error instanceof ToolError) return { ok: false, message: error.message };
        throw error;
      }
    },
    async preview(input: I, context: ToolContext): Promise<ToolPreview> {
      return { diff: diffOf((await plans.planned(input, context)).changes) };
    },
    async execute(input: I, context: ToolContext): Promise<string> {
      const current = await plans.current(input, context);
      const newProblems = await watchForNewProblems(context, writtenPaths(current));
      await commitChanges(context, current.changes);
      context.metadata({ diff: diffOf(current.changes) } satisfies FileChangeMetadata);
      return report(current) + (await newProblems());
    },
  };
}

function writtenPaths(plan: ChangePlan): string[] {
  return plan.changes.filter((change) => change.after !== null).map((change) => change.path);
}
