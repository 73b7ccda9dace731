import { z } from 'zod';
import type { PtyManager } from '../pty/manager.ts';
import { defineTool, ToolError } from '../tools/define.ts';
import { defaultBashTimeoutMs } from './bash.ts';
import { settledResult, waitOptions } from './bash-result.ts';
import description from './bash-input.txt?raw';

export function createBashInputTool({ pty }: { pty: PtyManager }) {
  return defineTool({
    name: 'BashInput',
    aliases: ['bash_input'],
    description,
    input: z.strictObject({
      shell_id: z.string().min(1).describe('The shell_id of a command that is running or waiting for input'),
      input: z.string().describe('Text sent to its terminal; end with \\n to press Enter'),
    }),
    limits: false,
    timeoutMs: () => defaultBashTimeoutMs,
    // Judged as what the programs reading the terminal would run: a shell's lines, a pager's `!cmd`, an editor's anything.
    permission: (input, context) => ({
      terminalInput: { text: input.input, readers: pty.readers(context.sessionId, input.shell_id) ?? { command: '', running: [] } },
    }),
    activity: (input) => `Answering ${input.shell_id}`,
    async execute(input, context) {
      if (!pty.list(context.sessionId).some((shell) => shell.shellId === input.shell_id)) {
        throw new ToolError(`No command with shell_id ${input.shell_id} is running in this session.`);
      }
      const settled = await pty.input(context.sessionId, input.shell_id, input.input, waitOptions(context));
      return settledResult(settled, context, pty);
    },
  });
}
