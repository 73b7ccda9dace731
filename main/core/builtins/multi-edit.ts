import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import { changeStages, writeAccess, type ChangeServices } from './edit/change-stages.ts';
import { planEdits } from './edit/edit-file.ts';
import { editReport } from './edit/change-report.ts';
import description from './multi-edit.txt?raw';

const multiEditInput = z.strictObject({
  file_path: z.string().min(1).describe('Absolute or project-relative path of the file to change'),
  edits: z
    .array(
      z.strictObject({
        old_string: z.string().describe('The exact text to replace'),
        new_string: z.string().describe('The text to put in its place'),
        replace_all: z.boolean().optional().describe('Replace every occurrence (default false)'),
      }),
    )
    .min(1)
    .describe('Edits applied in order, each to the result of the one before; all or none are applied'),
});

export function createMultiEditTool(services: ChangeServices) {
  return defineTool({
    name: 'MultiEdit',
    aliases: ['multi_edit', 'multiedit'],
    description,
    input: multiEditInput,
    ...changeStages(services, (input: z.output<typeof multiEditInput>, context, fileState) => planEdits(input.file_path, input.edits, context, fileState), editReport),
    permission: (input, context) => writeAccess(context.cwd, input.file_path),
    activity: (input) => `Editing ${input.file_path} (${input.edits.length} edits)`,
  });
}
