import type { PtyManager } from '../../pty/manager.ts';
import type { CommandRequest } from '../../pty/shells.ts';
import type { ToolContext } from '../../tools/tool.ts';
import { settledResult, waitOptions } from '../bash-result.ts';

/**
 * Where Bash runs a foreground command and waits for it: Deft's own PTY (`ptyForeground`), or the
 * terminal of the editor hosting the session (`editorForeground`). The call reaches it permission-
 * checked, with its confinement chosen; background commands always run on Deft's PTY.
 */
export interface ForegroundCommands {
  /** The model's answer once the command ended; throws a `ToolError` when it failed or was stopped. */
  run(request: CommandRequest, context: ToolContext): Promise<string>;
}

export function ptyForeground(pty: PtyManager): ForegroundCommands {
  return {
    run: async (request, context) => settledResult(await pty.run(request, waitOptions(context)), context, pty),
  };
}
