import type { Stats } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import { capText } from './read-text.ts';
import { hashContent } from './file-hash.ts';
import { renderNotebook } from './notebook.ts';
import { recordRead, type FileStateTracker } from './file-state.ts';
import { formatBytes } from './sizes.ts';

export const MAX_NOTEBOOK_BYTES = 100 * 1024 * 1024;

/** A Jupyter notebook's cells with their outputs. */
export async function readNotebook(handle: FileHandle, absolutePath: string, stat: Stats, context: ToolContext, fileState: FileStateTracker): Promise<string> {
  if (stat.size > MAX_NOTEBOOK_BYTES) {
    throw new ToolError(`${absolutePath} is a notebook of ${formatBytes(stat.size)}; Read takes notebooks of at most ${formatBytes(MAX_NOTEBOOK_BYTES)}. Use Grep on it.`);
  }
  const data = await handle.readFile();
  recordRead(fileState, context.sessionId, absolutePath, stat, hashContent(data));
  return capText(renderNotebook(data.toString('utf8')), 'use Grep on the notebook to find the cells you need');
}
