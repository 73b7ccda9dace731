import { z } from 'zod';
import type { SessionConfinement } from '../common/process/confine.ts';
import type { PtyManager } from '../pty/manager.ts';
import { ptyForeground, type ForegroundCommands } from './foreground/foreground-commands.ts';
import { defineTool } from '../tools/define.ts';
import description from './bash.txt?raw';
import type { ShellMetadata } from '../../../shared/vocabulary/tool-metadata.ts';

export const defaultBashTimeoutMs = 120_000;

/** Foreground commands run where `foreground` runs them (Deft's PTY unless given), background ones on the PTY. */
export function createBashTool({ pty, confinement, foreground = ptyForeground(pty) }: { pty: PtyManager; confinement: SessionConfinement; foreground?: ForegroundCommands }) {
  return defineTool({
    name: 'Bash',
    aliases: ['bash', 'shell', 'run_command', 'execute_command'],
    description,
    input: z.strictObject({
      command: z.string().min(1).describe('The command to run'),
      timeout: z.number().int().min(1).max(600_000).optional().describe('Time limit in milliseconds (default 120000, at most 600000)'),
      description: z.string().optional().describe('What the command does, in 5–10 words'),
      run_in_background: z.boolean().optional().describe('Start it and return at once with a shell_id; read its output with BashOutput'),
      dangerouslyDisableSandbox: z
        .boolean()
        .optional()
        .describe('Run outside the OS sandbox (only where the settings allow it; the person is then asked as the rules say)'),
    }),
    limits: false,
    timeoutMs: (input) => input.timeout ?? defaultBashTimeoutMs,
    validate: (input) =>
      input.command.includes('\0')
        ? { ok: false, message: 'The command contains a NUL byte, which no shell can run. Remove it and try again.' }
        : { ok: true },
    permission: (input) => ({
      command: input.command,
      sandboxed: confinement.autoAllows(input.command, input.dangerouslyDisableSandbox === true),
    }),
    activity: (input) => input.description ?? `Running ${input.command.split('\n')[0].slice(0, 80)}`,
    async execute(input, context) {
      const request = {
        sessionId: context.sessionId,
        command: input.command,
        description: input.description,
        cwd: context.cwd,
        confinement: confinement.forCommand(input.command, input.dangerouslyDisableSandbox === true),
      };
      if (input.run_in_background) {
        const shell = await pty.start(request);
        context.metadata({ shell_id: shell.shellId, status: 'background' } satisfies ShellMetadata);
        return (
          `Started in the background as shell_id ${shell.shellId}. Read its new output with BashOutput {"shell_id": "${shell.shellId}"}, ` +
          'stop it with KillShell. You will be told when it finishes.'
        );
      }
      return foreground.run(request, context);
    },
  });
}
