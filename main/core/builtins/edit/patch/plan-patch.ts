import { ToolError } from '../../../tools/define.ts';
import type { ToolContext } from '../../../tools/tool.ts';
import { fileChange, loadFile, type FileChange } from '../file-change.ts';
import { assertFresh, type FileStateTracker } from '../../files/file-state.ts';
import { resolveFilePath } from '../../../common/files/file-path.ts';
import { applyChunks } from './apply-chunks.ts';
import { parsePatch, type PatchOperation } from './parse-patch.ts';

export interface PatchPlan {
  changes: FileChange[];
  /** One line per file, in the order of `changes`: `A path`, `M path`, `R old -> new` or `D path`. */
  summary: string[];
}

/** Every path a patch writes (a moved file's old and new place), as given in the patch. */
export function patchedPaths(patch: string): string[] {
  return parsePatch(patch).flatMap((operation) =>
    operation.kind === 'update' && operation.moveTo ? [operation.path, operation.moveTo] : [operation.path],
  );
}

/** Works out every file of the patch before any is written: one hunk that does not fit fails the whole patch. */
export async function planPatch(patch: string, context: ToolContext, fileState: FileStateTracker): Promise<PatchPlan> {
  const operations = parsePatch(patch);
  refuseRepeats(operations.flatMap((operation) => patchedPathsOf(operation, context.cwd)));
  const plan: PatchPlan = { changes: [], summary: [] };
  for (const operation of operations) {
    const path = resolveFilePath(operation.path, context.cwd);
    const { target, file } = await loadFile(path);
    if (operation.kind === 'add') {
      if (file) throw new ToolError(`${path} already exists: use "*** Update File:" to change it. No file was changed.`);
      plan.changes.push(fileChange(context.cwd, path, target, undefined, operation.lines.map((line) => `${line}\n`).join('')));
      plan.summary.push(`A ${operation.path}`);
      continue;
    }
    if (!file) throw new ToolError(`${path} does not exist, so it cannot be ${operation.kind === 'delete' ? 'deleted' : 'updated'}. No file was changed.`);
    if (operation.kind === 'delete') {
      plan.changes.push(fileChange(context.cwd, path, target, file, null));
      plan.summary.push(`D ${operation.path}`);
      continue;
    }
    assertFresh(fileState, context.sessionId, path);
    const text = applyChunks(file.text, operation.chunks, operation.path);
    if (!operation.moveTo) {
      plan.changes.push(fileChange(context.cwd, path, target, file, text));
      plan.summary.push(`M ${operation.path}`);
      continue;
    }
    const destination = resolveFilePath(operation.moveTo, context.cwd);
    const moved = await loadFile(destination);
    if (moved.file) throw new ToolError(`${destination} already exists, so ${operation.path} cannot be moved there. No file was changed.`);
    plan.changes.push(fileChange(context.cwd, destination, moved.target, file, text, { path, target }));
    plan.summary.push(`R ${operation.path} -> ${operation.moveTo}`);
  }
  return plan;
}

function patchedPathsOf(operation: PatchOperation, cwd: string): string[] {
  const paths = operation.kind === 'update' && operation.moveTo ? [operation.path, operation.moveTo] : [operation.path];
  return paths.map((path) => resolveFilePath(path, cwd));
}

function refuseRepeats(paths: readonly string[]): void {
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw new ToolError(`${path} appears more than once in the patch: put all of its changes under one header. No file was changed.`);
    seen.add(path);
  }
}
