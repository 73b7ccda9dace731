import { noConfinement } from '../main/core/common/process/confine.ts';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEditTool } from '../main/core/builtins/edit.ts';
import { createDiagnosticsService } from '../main/core/builtins/diagnostics/create-service.ts';
import { noCheckpoints } from '../main/core/builtins/edit/commit-file.ts';
import { createToolExecutor } from '../main/core/tools/executor.ts';
import { allowEverything } from '../test/helpers/allow-everything.ts';
import { hashFileSync } from '../main/core/builtins/files/file-hash.ts';
import { createFileStateTracker } from '../main/core/builtins/files/file-state.ts';
import { createSpillStore } from '../main/core/tools/output/spill.ts';
import { benchTurn } from './bench-turn.ts';
import { figure, medianMicros, type Figure } from './figure.ts';

const targetBytes = 10 * 1024 * 1024;

/** About 10 MB of source lines with one marker line in the middle, the line both sides change. */
function writeLargeFile(path: string): void {
  const line = (index: number) => `export const value${index} = compute(${index}, "some text to make the line longer");\n`;
  const lines: string[] = [];
  let bytes = 0;
  for (let index = 0; bytes < targetBytes; index++) {
    const text = index === 60_000 ? 'const marker = "A";\n' : line(index);
    lines.push(text);
    bytes += text.length;
  }
  writeFileSync(path, lines.join(''));
}

/**
 * Edit through the executor (read-before-write check, matching, diff, checkpoint-free atomic write
 * with fsync, file-state update) against the least any edit costs: read, indexOf, replace, write.
 */
export default async function run(): Promise<Figure[]> {
  const root = mkdtempSync(join(tmpdir(), 'deft-bench-edit-'));
  try {
    const file = join(root, 'large.ts');
    writeLargeFile(file);
    const fileState = createFileStateTracker();
    const stat = statSync(file);
    fileState.recordRead('s', file, { mtimeMs: stat.mtimeMs, size: stat.size, hash: hashFileSync(file) });
    const executor = createToolExecutor({ permissions: allowEverything, spill: createSpillStore({ dir: join(root, 'spill') }) });
    const edit = createEditTool({ fileState, checkpoints: noCheckpoints, diagnostics: createDiagnosticsService({ projectDir: root, confinement: noConfinement }) });
    const turn = benchTurn(root, [edit]);

    let toolMarker = 'A';
    const toolEdit = async () => {
      const next = toolMarker === 'A' ? 'B' : 'A';
      const input = { file_path: file, old_string: `const marker = "${toolMarker}";`, new_string: `const marker = "${next}";` };
      const outcome = await executor.run({ id: 'c', name: 'Edit', input }, turn);
      if (outcome.status !== 'success') throw new Error(JSON.stringify(outcome.content));
      toolMarker = next;
    };

    let bareMarker = toolMarker;
    const bareEdit = async () => {
      const next = bareMarker === 'A' ? 'B' : 'A';
      const text = await readFile(file, 'utf8');
      const old = `const marker = "${bareMarker}";`;
      const at = text.indexOf(old);
      await writeFile(file, text.slice(0, at) + `const marker = "${next}";` + text.slice(at + old.length));
      bareMarker = next;
    };

    const bare = await medianMicros(bareEdit, 30, 3);
    // The bare edits changed the file behind the session's back; it reads it again, as a model would.
    const reread = statSync(file);
    fileState.recordRead('s', file, { mtimeMs: reread.mtimeMs, size: reread.size, hash: hashFileSync(file) });
    toolMarker = bareMarker;
    const tool = await medianMicros(toolEdit, 30, 3);
    return [figure('Edit: one replacement in a 10 MB file, through the executor', 'µs', tool, 'readFile + indexOf + replace + writeFile', bare)];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
