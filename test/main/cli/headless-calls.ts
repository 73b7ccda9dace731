import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { headlessApprovals } from '../../../main/cli/approval-policy.ts';
import { toolOutputDir } from '../../../main/core/paths.ts';
import { openSessionTools } from '../../../main/core/session/session-tools.ts';
import type { ToolCallRequest } from '../../../main/core/tools/tool-call.ts';
import type { ToolEvent, ToolOutcome } from '../../../shared/vocabulary/tool-calls.ts';
import { createSpillStore } from '../../../main/core/tools/output/spill.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { projectTurn } from '../../helpers/project-turn.ts';

export const readNotes: ToolCallRequest = { id: 'call-read', name: 'Read', input: { file_path: 'notes.txt' } };
export const runTests: ToolCallRequest = { id: 'call-test', name: 'Bash', input: { command: 'npm test' } };
export const askChoice: ToolCallRequest = {
  id: 'call-ask',
  name: 'AskUserQuestion',
  input: {
    questions: [
      { question: 'Which database?', header: 'Database', options: [{ label: 'SQLite', description: 'a file' }, { label: 'Postgres', description: 'a server' }] },
    ],
  },
};

/** Runs the calls one by one in a fresh project (with these project settings) through the real executor, with `deft run`'s approval policy. */
export async function runHeadlessCalls(calls: readonly ToolCallRequest[], settings?: Record<string, unknown>): Promise<{ events: ToolEvent[]; outcomes: ToolOutcome[] }> {
  const root = tempDir();
  const projectDir = join(root, 'project');
  const dataDir = join(root, 'data');
  mkdirSync(projectDir);
  writeFileSync(join(projectDir, 'notes.txt'), 'first line\nsecond line\n');
  if (settings) {
    mkdirSync(join(projectDir, '.claude'));
    writeFileSync(join(projectDir, '.claude', 'settings.json'), JSON.stringify(settings));
  }
  const events: ToolEvent[] = [];
  const session = await openSessionTools({
    projectDir,
    dataDir,
    home: join(root, 'home'),
    spill: createSpillStore({ dir: toolOutputDir(dataDir) }),
    approvals: headlessApprovals,
  });
  onTestFinished(() => session.close());
  const executor = session.executorFor('session-1', (event) => events.push(event));
  const turn = projectTurn(session, projectDir, 'session-1', 'message-1');
  const outcomes: ToolOutcome[] = [];
  for (const call of calls) outcomes.push(await executor.run(call, turn));
  return { events, outcomes };
}
