import { z } from 'zod';
import type { PtyManager } from '../pty/manager.ts';
import { defineTool, ToolError } from '../tools/define.ts';
import { exitLine, killSummary } from './bash-result.ts';
import description from './kill-shell.txt?raw';

export function createKillShellTool({ pty }: { pty: PtyManager }) {
  return defineTool({
    name: 'KillShell',
    aliases: ['kill_shell', 'kill_bash'],
    description,
    input: z.strictObject({
      shell_id: z.string().min(1).describe('The shell_id of the command to stop'),
    }),
    activity: (input) => `Stopping ${input.shell_id}`,
    async execute(input, context) {
      const killed = await pty.kill(context.sessionId, input.shell_id);
      if (!killed) throw new ToolError(`No command with shell_id ${input.shell_id} in this session.`);
      if (killed.report.terminated === 0 && killed.shell.exit) {
        return `${input.shell_id} had already finished: ${exitLine(killed.shell.exit)}.`;
      }
      return `Stopped ${input.shell_id}. ${killSummary(killed.report)}`;
    },
  });
}
