import type { Core } from '../../main/core/core.ts';
import { addMessage, appendPart } from '../../main/core/store/parts.ts';
import { createSession } from '../../main/core/store/sessions.ts';

/** Line `index` of a diff that replaces every line of a file, removed and added lines interleaved in pairs. */
export function diffLine(index: number): string {
  const line = Math.floor(index / 2) + 1;
  return index % 2 === 0 ? `-const value${line} = computeOld(${line});` : `+const value${line} = computeNew(${line}, 'changed');`;
}

/** A stored session whose one answer is an Edit that ran and reported a unified diff of `lines` lines. */
export function seedDiffSession(core: Core, projectDir: string, title: string, lines: number): void {
  const store = core.store();
  const session = createSession(store, { cwd: projectDir, title });
  const half = lines / 2;
  const diff = [`--- a/big.ts`, `+++ b/big.ts`, `@@ -1,${half} +1,${half} @@`, ...Array.from({ length: lines }, (_, index) => diffLine(index))].join('\n');
  store.db.transaction(() => {
    appendPart(store, session.id, addMessage(store, session.id, 'user').id, 'text', { text: 'Change every line' });
    appendPart(store, session.id, addMessage(store, session.id, 'assistant').id, 'tool', {
      toolCallId: 'toolu_big_diff',
      toolName: 'Edit',
      state: 'success',
      input: { file_path: 'big.ts', old_string: 'computeOld', new_string: 'computeNew' },
      output: 'Edited big.ts',
      metadata: { diff },
      durationMs: 12,
    });
  })();
}
