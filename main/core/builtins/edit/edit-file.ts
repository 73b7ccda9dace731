import { ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import { fileChange, loadFile, type FileChange } from './file-change.ts';
import { assertFresh, type FileStateTracker } from '../files/file-state.ts';
import { replaceText, type TextEdit } from './replace.ts';
import { resolveFilePath } from '../../common/files/file-path.ts';
import { normaliseNewlines } from './text-file.ts';

export interface EditPlan {
  changes: [FileChange];
  /** Per edit: how many places changed and which matcher found them. */
  replaced: Array<{ count: number; matcher: string }>;
}

/**
 * Applies edits one after another to a file's text, each to the result of the one before; the first
 * that fails fails them all. A missing file can be created only by a first edit with an empty old_string.
 */
export async function planEdits(filePath: string, edits: readonly TextEdit[], context: ToolContext, fileState: FileStateTracker): Promise<EditPlan> {
  const path = resolveFilePath(filePath, context.cwd);
  const { target, file } = await loadFile(path);
  if (file) assertFresh(fileState, context.sessionId, path);
  else if (edits[0]?.old_string !== '') {
    throw new ToolError(`${path} does not exist. Check the path (Glob finds files by name), or create the file with Write.`);
  }
  let text = file?.text ?? '';
  const replaced: EditPlan['replaced'] = [];
  for (const [index, edit] of edits.entries()) {
    const oldString = normaliseNewlines(edit.old_string);
    const newString = normaliseNewlines(edit.new_string);
    const label = edits.length > 1 ? `Edit ${index + 1} of ${edits.length}: ` : '';
    if (oldString === newString) throw new ToolError(`${label}old_string and new_string are the same; there is nothing to change.`);
    try {
      const result = replaceText(text, { old_string: oldString, new_string: newString, replace_all: edit.replace_all }, path);
      text = result.text;
      replaced.push({ count: result.count, matcher: result.matcher });
    } catch (error) {
      if (error instanceof ToolError && label) throw new ToolError(`${label}${error.message} No edit was applied.`);
      throw error;
    }
  }
  return { changes: [fileChange(context.cwd, path, target, file, text)], replaced };
}
