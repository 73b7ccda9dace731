import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import { changedSnippet } from './edit/change-report.ts';
import { changeStages, writeAccess, type ChangeServices } from './edit/change-stages.ts';
import { planInsert, type InsertPlan } from './edit/insert-lines.ts';
import description from './insert.txt?raw';

const insertInput = z.strictObject({
  file_path: z.string().min(1).describe('Absolute or project-relative path of the file'),
  insert_line: z.number().int().min(0).describe('The line after which the text goes; 0 puts it at the top'),
  new_str: z.string().describe('The lines to insert'),
});

export function createInsertTool(services: ChangeServices) {
  return defineTool({
    name: 'Insert',
    aliases: ['insert'],
    description,
    input: insertInput,
    ...changeStages(
      services,
      (input: z.output<typeof insertInput>, context, fileState) => planInsert(input.file_path, input.insert_line, input.new_str, context, fileState),
      insertReport,
    ),
    permission: (input, context) => writeAccess(context.cwd, input.file_path),
    activity: (input) => `Inserting into ${input.file_path} after line ${input.insert_line}`,
  });
}

function insertReport({ changes: [change] }: InsertPlan): string {
  return `Inserted into ${change.path}. The changed lines now read:\n${changedSnippet(change)}`;
}
