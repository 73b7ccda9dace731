import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import { newestFiles } from './search/newest-files.ts';
import { commonArgs } from '../common/ripgrep/common-args.ts';
import { runRipgrep } from '../common/ripgrep/run-ripgrep.ts';
import { resolveSearchRoot, searchedPath } from './search/search-root.ts';
import { ripgrepFailure, ripgrepPath } from './search/ripgrep-failure.ts';
import description from './glob.txt?raw';

export const globMaxResults = 100;

export const glob = defineTool({
  name: 'Glob',
  aliases: ['glob', 'find_files'],
  description,
  searchHint: 'find files by name pattern list',
  input: z.strictObject({
    pattern: z.string().min(1).describe('The glob to match file paths against, e.g. "**/*.ts" or "src/**/*.{json,yaml}"'),
    path: z.string().optional().describe('The folder to search in, absolute or project-relative (default: the project folder)'),
  }),
  readOnly: true,
  concurrencySafe: true,
  permission: (input, context) => ({ paths: [{ path: searchedPath(input.path, context.cwd), access: 'read' }] }),
  activity: (input) => `Finding files matching ${input.pattern}${input.path ? ` in ${input.path}` : ''}`,
  async execute(input, context) {
    const rgPath = await ripgrepPath();
    const root = await resolveSearchRoot(input.path, context.cwd);
    const results = newestFiles(root.rgCwd, globMaxResults);
    const args = [...commonArgs, '--files', '--glob', input.pattern, '--', ...root.rgTargets];
    const exit = await runRipgrep({ rgPath, args, cwd: root.rgCwd, signal: context.signal, onLine: (line) => results.add(line) });
    const { paths: lines, total } = results.ordered();
    if (total === 0) {
      if (exit.exitCode === 2) throw ripgrepFailure(exit.stderr, input.pattern);
      return 'No files found';
    }
    const files = lines.map((line) => root.displayPrefix + line);
    if (total <= files.length) return files.join('\n');
    return `${files.join('\n')}\n(Showing the ${files.length} most recently modified of ${total} files. Use a narrower pattern or path to see the others.)`;
  },
});
