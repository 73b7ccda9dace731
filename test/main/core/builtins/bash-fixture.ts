import { expect, onTestFinished } from 'vitest';
import { createPtyManager, type PtyManagerOptions } from '../../../../main/core/pty/manager.ts';
import type { ToolEvent } from '../../../../shared/vocabulary/tool-calls.ts';
import { createSpillStore } from '../../../../main/core/tools/output/spill.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { survivors } from '../pty/survivors.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';
import { builtinToolsOver } from './builtin-services.ts';

/**
 * The Bash tools on a real PTY manager in a temporary project. When the test finishes, every
 * command is closed and no process of any call may be left.
 */
export function bashHarness(options: Partial<PtyManagerOptions> = {}, keepProgress = true) {
  const project = tempDir('deft-bash-');
  const data = tempDir('deft-bash-data-');
  const spill = createSpillStore({ dir: `${data}/spill` });
  const pty = createPtyManager({ spill, idleMs: 400, killGraceMs: 500, ...options });
  const events: ToolEvent[] = [];
  const { executor } = executorWith(data, {
    onEvent: (event) => {
      if (keepProgress || event.type !== 'progress') events.push(event);
    },
  });
  const shellIds = () =>
    events.flatMap((event: ToolEvent) =>
      event.type === 'metadata' && typeof event.data.shell_id === 'string' ? [event.data.shell_id] : [],
    );
  onTestFinished(async () => {
    await pty.closeAll();
    for (const id of shellIds()) expect(survivors(id), `processes of ${id}`).toEqual([]);
  });
  const tools = builtinToolsOver(project, { pty });
  let calls = 0;
  async function call(name: string, input: Record<string, unknown>, signal?: AbortSignal) {
    const outcome = await executor.run(
      { id: `call-${++calls}`, name, input },
      turnContext(await tools, { cwd: project, ...(signal && { signal }) }),
    );
    return { ...outcome, text: textOf(outcome) };
  }
  return { project, pty, events, call, shellIds, bash: (command: string, extra: Record<string, unknown> = {}, signal?: AbortSignal) => call('Bash', { command, ...extra }, signal) };
}
