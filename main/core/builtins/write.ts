import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import { changedSnippet } from './edit/change-report.ts';
import { changeStages, writeAccess, type ChangeServices } from './edit/change-stages.ts';
import { planWrite, type WritePlan } from './edit/write-file.ts';
import description from './write.txt?raw';

const writeInput = z.strictObject({
  file_path: z.string().min(1).describe('Absolute or project-relative path of the file to write'),
  content: z.string().describe('The whole new content of the file'),
});

export function createWriteTool(services: ChangeServices) {
  return defineTool({
    name: 'Write',
    aliases: ['write', 'write_file', 'write_to_file', 'create_file'],
    description,
    input: writeInput,
    ...changeStages(services, (input: z.output<typeof writeInput>, context, fileState) => planWrite(input.file_path, input.content, context, fileState), writeReport),
    permission: (input, context) => writeAccess(context.cwd, input.file_path),
    activity: (input) => `Writing ${input.file_path}`,
  });
}

function writeReport({ changes: [change] }: WritePlan): string {
  if (!change.before) return `Created ${change.path} (${lineCount(change.after ?? '')} lines).`;
  if (change.patch.hunks.length === 0) return `${change.path} already had this content; nothing changed.`;
  return `Wrote ${change.path}. The changed lines now read:\n${changedSnippet(change)}`;
}

function lineCount(text: string): number {
  return text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}
