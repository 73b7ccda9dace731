import { ToolError } from '../../tools/define.ts';
import type { DiagnosticsService } from '../diagnostics/diagnostic.ts';
import { watchForNewProblems } from '../diagnostics/new-problems.ts';
import type { FileStateTracker } from '../files/file-state.ts';
import { resolveFilePath } from '../../common/files/file-path.ts';
import type { PermissionTarget, ToolContext, ToolPreview, Validation } from '../../tools/tool.ts';
import type { CommitServices } from './commit-file.ts';
import { commitChanges, diffOf } from './file-change.ts';
import { createPlanCache, type ChangePlan } from './plan-cache.ts';
import type { FileChangeMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';

/** What the file-changing tools work with: the session's picture of its files, the undo record, the project's checker. */
export interface ChangeServices extends CommitServices {
  diagnostics: DiagnosticsService;
}

/**
 * The stages every file-changing tool shares: `validate` works the change out (so a mismatch reaches
 * the model before anyone is asked), `preview` gives its diff to the approval, `execute` writes it
 * (planned again if a file changed meanwhile) and reports it with the errors the change introduced.
 */
export function changeStages<I extends object, P extends ChangePlan>(
  services: ChangeServices,
  plan: (input: I, context: ToolContext, fileState: FileStateTracker) => Promise<P>,
  report: (plan: P) => string,
) {
  const plans = createPlanCache((input: I, context: ToolContext) => plan(input, context, services.fileState));
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
      const newProblems = await watchForNewProblems(services.diagnostics, context, writtenPaths(current));
      await commitChanges(services, context, current.changes);
      context.metadata({ diff: diffOf(current.changes) } satisfies FileChangeMetadata);
      return report(current) + (await newProblems());
    },
  };
}

function writtenPaths(plan: ChangePlan): string[] {
  return plan.changes.filter((change) => change.after !== null).map((change) => change.path);
}

/** The permission target of a tool that writes the given files. */
export function writeAccess(cwd: string, ...filePaths: string[]): PermissionTarget {
  return { paths: filePaths.map((filePath) => ({ path: resolveFilePath(filePath, cwd), access: 'write' })) };
}
