import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { defineTool, ToolError } from '../tools/define.ts';
import { resolveFilePath } from '../common/files/file-path.ts';
import { renderTree, SKIPPED_BY_DEFAULT, walkTree } from './files/list-tree.ts';
import { openFailure } from './files/open-failure.ts';
import { count } from './files/sizes.ts';
import description from './ls.txt?raw';

export const MAX_LS_ENTRIES = 1_000;

export const ls = defineTool({
  name: 'LS',
  aliases: ['ls', 'list', 'list_dir', 'list_files'],
  description,
  searchHint: 'list directory folder tree contents',
  input: z.strictObject({
    path: z.string().min(1).default('.').describe('Absolute or project-relative folder (default: the project folder)'),
    ignore: z.array(z.string()).optional().describe('Glob patterns of entries to leave out, e.g. ["*.log", "dist"]'),
  }),
  readOnly: true,
  concurrencySafe: true,
  permission: (input, context) => ({ paths: [{ path: resolveFilePath(input.path, context.cwd), access: 'read' }] }),
  activity: (input) => `Listing ${input.path}`,
  async execute(input, context) {
    const root = resolveFilePath(input.path, context.cwd);
    const found = await stat(root).catch((error: unknown) => {
      throw new ToolError(openFailure(root, error));
    });
    if (!found.isDirectory()) throw new ToolError(`${root} is a file, not a folder. Use Read to read it.`);
    const tree = await walkTree(root, { ignore: input.ignore ?? [], maxEntries: MAX_LS_ENTRIES, signal: context.signal });
    if (tree.root.readError) throw new ToolError(openFailure(root, tree.root.readError));
    const notes: string[] = [];
    if (tree.root.children?.length === 0) notes.push('The folder is empty' + (input.ignore?.length ? ' (after the ignore patterns)' : '') + '.');
    if (tree.capped) {
      notes.push(`Listing stopped at ${count(MAX_LS_ENTRIES)} entries; folders marked … were not listed. List a subfolder, or use Glob.`);
    }
    if (tree.skipped.length > 0) {
      notes.push(`Not listed: ${tree.skipped.join(', ')} (${SKIPPED_BY_DEFAULT.join(' and ')} are skipped; give their path to list them).`);
    }
    const body = renderTree(tree);
    return notes.length > 0 ? `${body}\n\n${notes.map((note) => `(${note})`).join('\n')}` : body;
  },
});
