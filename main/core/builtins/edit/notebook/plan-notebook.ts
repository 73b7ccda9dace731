import { ToolError } from '../../../tools/define.ts';
import { resolveFilePath } from '../../../common/files/file-path.ts';
import type { ToolContext } from '../../../tools/tool.ts';
import { fileChange, loadFile, type FileChange } from '../file-change.ts';
import { assertFresh, type FileStateTracker } from '../../files/file-state.ts';
import { editCells, type CellEdit } from './edit-cells.ts';

export interface NotebookPlan {
  changes: [FileChange];
  summary: string;
}

export async function planNotebookEdit(notebookPath: string, edit: CellEdit, context: ToolContext, fileState: FileStateTracker): Promise<NotebookPlan> {
  const path = resolveFilePath(notebookPath, context.cwd);
  if (!path.endsWith('.ipynb')) throw new ToolError(`${path} is not a notebook (.ipynb); use Edit for other files.`);
  const { target, file } = await loadFile(path);
  if (!file) throw new ToolError(`${path} does not exist. Create a notebook with Write.`);
  assertFresh(fileState, context.sessionId, path);
  const { json, summary } = editCells(file.text, edit);
  return { changes: [fileChange(context.cwd, path, target, file, json)], summary };
}
