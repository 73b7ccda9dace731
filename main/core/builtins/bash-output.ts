import { z } from 'zod';
import { errorMessage } from '../common/errors.ts';
import type { PtyManager } from '../pty/manager.ts';
import { defineTool, ToolError } from '../tools/define.ts';
import { exitLine, forModel } from './bash-result.ts';
import description from './bash-output.txt?raw';

export function createBashOutputTool({ pty }: { pty: PtyManager }) {
  return defineTool({
    name: 'BashOutput',
    aliases: ['bash_output'],
    description,
    input: z.strictObject({
      shell_id: z.string().min(1).describe('The shell_id of a background command'),
      filter: z.string().optional().describe('A regular expression; only the new lines that match are shown'),
    }),
    readOnly: true,
    concurrencySafe: true,
    limits: false,
    polls: true,
    validate: (input) => {
      if (input.filter === undefined) return { ok: true };
      try {
        new RegExp(input.filter);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: `filter is not a valid regular expression: ${errorMessage(error)}` };
      }
    },
    activity: (input) => `Reading the output of ${input.shell_id}`,
    async execute(input, context) {
      const read = await pty.read(context.sessionId, input.shell_id);
      if (!read) throw new ToolError(`No command with shell_id ${input.shell_id} in this session (its output may have been read to the end already).`);
      const filter = input.filter === undefined ? undefined : new RegExp(input.filter);
      const lines = read.output.text === '' ? [] : read.output.text.split('\n');
      const shown = filter ? lines.filter((line) => filter.test(line)) : lines;
      const status =
        read.shell.exit ? `Finished: ${exitLine(read.shell.exit)}.` : read.shell.status === 'waiting_for_input' ? 'Waiting for input (answer with BashInput).' : 'Still running.';
      const none = filter ? `(no new lines match ${input.filter})` : '(no new output)';
      return `${status}\n${shown.length > 0 ? await forModel(shown.join('\n'), context, pty) : none}`;
    },
  });
}
