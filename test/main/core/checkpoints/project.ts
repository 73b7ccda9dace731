import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { createCheckpoints } from '../../../../main/core/checkpoints/checkpoints.ts';
import { addMessage } from '../../../../main/core/store/parts.ts';
import { createSession } from '../../../../main/core/store/sessions.ts';
import { testStore } from '../store/open-store.ts';

/** A project folder with files, a store, and the checkpoint service over both. */
export function projectWithCheckpoints(files: Record<string, string | Buffer>) {
  const project = tempDir('deft-project-');
  for (const [path, content] of Object.entries(files)) write(project, path, content);
  const store = testStore();
  const checkpoints = createCheckpoints(store);
  const session = createSession(store, { cwd: project });
  const userTurn = async () => {
    const message = addMessage(store, session.id, 'user');
    const turn = await checkpoints.beginTurn(session.id, message.id, project);
    return { message, turn };
  };
  return { project, store, checkpoints, session, userTurn };
}

export function write(root: string, path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

export function bash(cwd: string, script: string): void {
  execFileSync('bash', ['-c', script], { cwd });
}
