import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import { changedSnippet } from './edit/change-report.ts';
import { changeStages, writeAccess, type ChangeServices } from './edit/change-stages.ts';
import { patchedPaths, planPatch, type PatchPlan } from './edit/patch/plan-patch.ts';
import description from './apply-patch.txt?raw';

/** Models trained on other harnesses send the patch as `patchText` or `input`. */
const otherFieldNames = ['patchText', 'input'];

const applyPatchInput = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || 'patch' in value) return value;
    const name = otherFieldNames.find((field) => field in value);
    if (!name) return value;
    const { [name]: patch, ...rest } = value as Record<string, unknown>;
    return { ...rest, patch };
  },
  z.strictObject({
    patch: z.string().min(1).describe('The whole patch, from "*** Begin Patch" to "*** End Patch"'),
  }),
);

export function createApplyPatchTool(services: ChangeServices) {
  return defineTool({
    name: 'ApplyPatch',
    aliases: ['apply_patch', 'patch'],
    description,
    input: applyPatchInput,
    ...changeStages(services, (input: z.output<typeof applyPatchInput>, context, fileState) => planPatch(input.patch, context, fileState), patchReport),
    permission: (input, context) => writeAccess(context.cwd, ...patchedPaths(input.patch)),
    activity: (input) => `Applying a patch to ${safePaths(input.patch)}`,
  });
}

/** Each file's line, and for a changed file its changed lines as they now read. */
function patchReport(plan: PatchPlan): string {
  const files = plan.changes.map((change, index) =>
    change.before && change.after !== null && change.patch.hunks.length > 0 ? `${plan.summary[index]}\n${changedSnippet(change)}` : plan.summary[index],
  );
  return `Applied the patch:\n${files.join('\n')}`;
}

function safePaths(patch: string): string {
  try {
    return patchedPaths(patch).join(', ');
  } catch {
    return 'files';
  }
}
