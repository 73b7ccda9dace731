import { open, stat as statPath } from 'node:fs/promises';
import { extname } from 'node:path';
import { ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import type { EditorFiles } from './editor-files.ts';
import type { FileStateTracker } from './file-state.ts';
import type { LineIndexCache } from './line-index.ts';
import type { ResultContent } from '../../../../shared/vocabulary/tool-calls.ts';
import { imageInfo } from './image.ts';
import { openFailure } from './open-failure.ts';
import { readImage } from './read-image.ts';
import { readNotebook } from './read-notebook.ts';
import { readPdf } from './read-pdf.ts';
import { readText, type TextRequest } from './read-text.ts';

export interface ReadRequest extends TextRequest {
  pages?: string;
}

/** What reading keeps between calls: what the session has read (for Edit's checks), the line starts of large files, the editor's copies. */
export interface ReadServices {
  fileState: FileStateTracker;
  lineIndexes: LineIndexCache;
  editorFiles?: EditorFiles;
}

const SNIFF_BYTES = 4096;
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp']);

/** Reads any file the way its kind needs: an image, a PDF, a notebook, or text (refusing binary files; as the editor's buffer has it when one is given). */
export async function readAnyFile(
  absolutePath: string,
  request: ReadRequest,
  context: ToolContext,
  { fileState, lineIndexes, editorFiles }: ReadServices,
): Promise<string | ResultContent[]> {
  const found = await statPath(absolutePath).catch((error: unknown) => {
    throw new ToolError(openFailure(absolutePath, error));
  });
  if (found.isDirectory()) throw new ToolError(`${absolutePath} is a directory, not a file. Use LS to list it.`);
  if (!found.isFile()) throw new ToolError(`${absolutePath} is not a regular file (a device, socket or pipe); Read only reads files.`);
  const handle = await open(absolutePath, 'r').catch((error: unknown) => {
    throw new ToolError(openFailure(absolutePath, error));
  });
  try {
    const stat = await handle.stat();
    const head = Buffer.alloc(Math.min(SNIFF_BYTES, stat.size));
    await handle.read(head, 0, head.length, 0);
    const extension = extname(absolutePath).toLowerCase();
    if (IMAGE_EXTENSIONS.has(extension) || imageInfo(head)) return await readImage(handle, absolutePath, stat, context, fileState);
    if (extension === '.pdf' || head.toString('latin1', 0, 5) === '%PDF-') {
      return await readPdf(handle, absolutePath, stat, request.pages, context, fileState);
    }
    if (extension === '.ipynb') return await readNotebook(handle, absolutePath, stat, context, fileState);
    const buffer = await editorFiles?.readText?.(context.sessionId, absolutePath, context.signal);
    return await readText(handle, absolutePath, stat, head, request, context, fileState, lineIndexes, buffer);
  } finally {
    await handle.close();
  }
}
