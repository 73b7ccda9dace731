import type { ToolContext } from '../../tools/tool.ts';
import { fileChange, loadFile, type FileChange } from './file-change.ts';
import { assertFresh, type FileStateTracker } from '../files/file-state.ts';
import { resolveFilePath } from '../../common/files/file-path.ts';
import { normaliseNewlines } from './text-file.ts';

export interface WritePlan {
  changes: [FileChange];
}

/** The whole content of a file; an existing file must have been read and keeps its BOM and line endings. */
export async function planWrite(filePath: string, content: string, context: ToolContext, fileState: FileStateTracker): Promise<WritePlan> {
  const path = resolveFilePath(filePath, context.cwd);
  const { target, file } = await loadFile(path);
  if (!file) return { changes: [fileChange(context.cwd, path, target, undefined, content)] };
  assertFresh(fileState, context.sessionId, path);
  const text = normaliseNewlines(file.bom && content.startsWith('\uFEFF') ? content.slice(1) : content);
  return { changes: [fileChange(context.cwd, path, target, file, text)] };
}
