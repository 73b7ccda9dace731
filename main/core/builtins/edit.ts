import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import { changeStages, writeAccess, type ChangeServices } from './edit/change-stages.ts';
import { planEdits } from './edit/edit-file.ts';
import { editReport } from './edit/change-report.ts';
import description from './edit.txt?raw';

const editInput = z.strictObject({
  file_path: z.string().min(1).describe('Absolute or project-relative path of the file to change'),
  old_string: z.string().describe('The exact text to replace, copied from the file without line-number prefixes'),
  new_string: z.string().describe('The text to put in its place (must differ from old_string)'),
  replace_all: z.boolean().optional().describe('Replace every occurrence of old_string (default false)'),
});

export function createEditTool(services: ChangeServices) {
  return defineTool({
    name: 'Edit',
    aliases: ['edit', 'str_replace', 'edit_file', 'replace_in_file'],
    description,
    input: editInput,
    ...changeStages(services, (input: z.output<typeof editInput>, context, fileState) => planEdits(input.file_path, [input], context, fileState), editReport),
    permission: (input, context) => writeAccess(context.cwd, input.file_path),
    activity: (input) => `Editing ${input.file_path}`,
  });
}
