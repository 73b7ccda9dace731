import { ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import { fileChange, loadFile, type FileChange } from './file-change.ts';
import { assertFresh, type FileStateTracker } from '../files/file-state.ts';
import { resolveFilePath } from '../../common/files/file-path.ts';
import { normaliseNewlines } from './text-file.ts';

export interface InsertPlan {
  changes: [FileChange];
}

/** New lines after line `afterLine` (0 = at the top) of a file this session has read. */
export async function planInsert(filePath: string, afterLine: number, newText: string, context: ToolContext, fileState: FileStateTracker): Promise<InsertPlan> {
  const path = resolveFilePath(filePath, context.cwd);
  const { target, file } = await loadFile(path);
  if (!file) throw new ToolError(`${path} does not exist. Create it with Write.`);
  assertFresh(fileState, context.sessionId, path);
  const { text } = file;
  const lines = text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (afterLine > lines) {
    throw new ToolError(`insert_line is ${afterLine}, but ${path} has ${lines} lines: give a number from 0 (the top) to ${lines} (the end).`);
  }
  const offset = offsetAfterLine(text, afterLine);
  const inserted = normaliseNewlines(newText);
  const atUnterminatedEnd = offset === text.length && text !== '' && !text.endsWith('\n');
  const piece = atUnterminatedEnd ? `\n${inserted}` : inserted.endsWith('\n') ? inserted : `${inserted}\n`;
  return { changes: [fileChange(context.cwd, path, target, file, text.slice(0, offset) + piece + text.slice(offset))] };
}

function offsetAfterLine(text: string, line: number): number {
  let offset = 0;
  for (let index = 0; index < line; index++) {
    const newline = text.indexOf('\n', offset);
    if (newline === -1) return text.length;
    offset = newline + 1;
  }
  return offset;
}
