import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import { resolveFilePath } from '../common/files/file-path.ts';
import type { EditorFiles } from './files/editor-files.ts';
import type { FileStateTracker } from './files/file-state.ts';
import { createLineIndexCache } from './files/line-index.ts';
import { readAnyFile } from './files/read-file.ts';
import { DEFAULT_LINES } from './files/read-text.ts';
import type { ResultContent } from '../../../shared/vocabulary/tool-calls.ts';
import description from './read.txt?raw';

export function createReadTool({ fileState, editorFiles }: { fileState: FileStateTracker; editorFiles?: EditorFiles }) {
  const files = { fileState, editorFiles, lineIndexes: createLineIndexCache() };
  return defineTool({
    name: 'Read',
    aliases: ['read', 'read_file', 'view'],
    description,
    searchHint: 'open view cat file contents image pdf notebook',
    input: z.strictObject({
      file_path: z.string().min(1).describe('Absolute or project-relative path of the file'),
      offset: z.number().int().min(0).optional().describe('1-based line to start at (default 1)'),
      limit: z.number().int().min(1).optional().describe(`How many lines to read (default ${DEFAULT_LINES})`),
      pages: z.string().optional().describe('PDF pages to read, e.g. "3" or "1-5" (at most 20)'),
    }),
    // Read bounds its own output: 2,000 lines, 2,000 characters a line, 50,000 characters in all.
    limits: false,
    readOnly: true,
    concurrencySafe: true,
    permission: (input, context) => ({ paths: [{ path: resolveFilePath(input.file_path, context.cwd), access: 'read' }] }),
    activity: (input) => `Reading ${input.file_path}`,
    execute: (input, context) =>
      readAnyFile(
        resolveFilePath(input.file_path, context.cwd),
        { offset: Math.max(1, input.offset ?? 1), limit: input.limit ?? DEFAULT_LINES, pages: input.pages },
        context,
        files,
      ),
    toResult: (output: string | ResultContent[]) => output,
  });
}
