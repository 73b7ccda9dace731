import { homedir } from 'node:os';
import { z } from 'zod';
import { credentialStoreExclusions } from '../common/files/credential-stores.ts';
import { defineTool } from '../tools/define.ts';
import { pageCollector, type LinePage } from './search/collect-lines.ts';
import { grepArgs, hasContext } from './search/grep-args.ts';
import { newestFirstLines } from './search/newest-first.ts';
import { ripgrepFailure, ripgrepPath } from './search/ripgrep-failure.ts';
import { runRipgrep } from '../common/ripgrep/run-ripgrep.ts';
import { resolveSearchRoot, searchedPath } from './search/search-root.ts';
import description from './grep.txt?raw';

export const grepDefaultHeadLimit = 250;
/** What one call may collect whatever `head_limit` says; the executor spills what the model cannot take at once. */
const maxChars = 2_000_000;
/** What may be held while rg runs, to be put newest first: the lines a page may need, more than one page can show. */
const maxKeptChars = 4 * maxChars;

const count = z.number().int().min(0);

export const grep = defineTool({
  name: 'Grep',
  aliases: ['grep', 'search', 'search_files'],
  description,
  searchHint: 'search file contents regex ripgrep',
  input: z.strictObject({
    pattern: z.string().min(1).describe('The regular expression to search for (ripgrep syntax)'),
    path: z.string().optional().describe('File or folder to search, absolute or project-relative (default: the project folder)'),
    glob: z.string().optional().describe('Only files matching this glob, e.g. "*.js" or "**/*.{ts,tsx}" (rg --glob)'),
    type: z.string().optional().describe('Only files of this type, e.g. js, py, rust, go (rg --type); faster than glob'),
    output_mode: z
      .enum(['content', 'files_with_matches', 'count'])
      .optional()
      .describe('"content": matching lines; "files_with_matches" (default): file paths; "count": matches per file'),
    '-i': z.boolean().optional().describe('Case-insensitive search'),
    '-n': z.boolean().optional().describe('Show line numbers (content mode; default true)'),
    '-A': count.optional().describe('Lines to show after each match (content mode)'),
    '-B': count.optional().describe('Lines to show before each match (content mode)'),
    '-C': count.optional().describe('Lines to show before and after each match (content mode)'),
    multiline: z.boolean().optional().describe('Let patterns span lines and . match newlines (rg -U --multiline-dotall)'),
    head_limit: count
      .optional()
      .describe(`Show only the first N lines or entries (default ${grepDefaultHeadLimit}; 0 for no limit)`),
    offset: count.optional().describe('Skip the first N lines or entries, to page through with head_limit'),
  }),
  readOnly: true,
  concurrencySafe: true,
  permission: (input, context) => ({ paths: [{ path: searchedPath(input.path, context.cwd), access: 'read', searched: true }] }),
  activity: (input) => `Searching for ${input.pattern}${input.path ? ` in ${input.path}` : ''}`,
  async execute(input, context) {
    const rgPath = await ripgrepPath();
    const root = await resolveSearchRoot(input.path, context.cwd);
    const offset = input.offset ?? 0;
    const limit = input.head_limit === 0 ? Infinity : (input.head_limit ?? grepDefaultHeadLimit);
    const mode = input.output_mode ?? 'files_with_matches';
    const results = newestFirstLines({ cwd: root.rgCwd, linesWanted: offset + limit, maxKeptChars, betweenFiles: hasContext(input) ? '--' : undefined });
    let countTotal = 0;
    const onLine = (line: string): boolean => {
      if (mode === 'files_with_matches') return results.add(line, line);
      if (mode === 'count') {
        const colon = line.lastIndexOf(':');
        countTotal += Number(line.slice(colon + 1));
        return results.add(line.slice(0, colon), line);
      }
      const nul = line.indexOf('\0');
      if (nul === -1) {
        results.addSeparator(line);
        return true;
      }
      const path = line.slice(0, nul);
      return results.add(path, contentLine(path, line.slice(nul + 1), input['-n'] !== false));
    };
    const args = grepArgs(input, root.rgTargets, credentialStoreExclusions(homedir(), root.absolute));
    const exit = await runRipgrep({ rgPath, args, cwd: root.rgCwd, signal: context.signal, onLine });
    const ordered = results.ordered();
    if (ordered.total === 0) {
      if (exit.exitCode === 2) throw ripgrepFailure(exit.stderr, input.pattern);
      return 'No matches found';
    }
    const collector = pageCollector(offset, limit, maxChars);
    for (const line of ordered.lines) if (!collector.add(line)) break;
    const page: LinePage = { lines: collector.page.lines, total: ordered.total, cut: collector.page.cut || exit.stopped };
    const shown = page.lines.map((line) => root.displayPrefix + line);
    const head =
      mode === 'files_with_matches'
        ? [`Found ${page.total} file${page.total === 1 ? '' : 's'}`]
        : mode === 'count'
          ? [`Found ${countTotal} matching line${countTotal === 1 ? '' : 's'} in ${page.total} file${page.total === 1 ? '' : 's'}`]
          : [];
    const notes = [pagingNote(page, offset, shown.length), exit.exitCode === 2 ? unsearchedNote(exit.stderr) : ''].filter(Boolean);
    return [...head, ...shown, ...notes].join('\n');
  },
});

/** A content line as rg prints it without `--null`: `path:12:text` for a match, `path-12-text` for context; without the number when not wanted. */
function contentLine(path: string, rest: string, numbered: boolean): string {
  const number = /^\d+([:-])/.exec(rest);
  if (!number) return `${path}:${rest}`;
  return `${path}${number[1]}${numbered ? rest : rest.slice(number[0].length)}`;
}

function pagingNote(page: LinePage, offset: number, shown: number): string {
  if (shown === 0) return `(Nothing at offset ${offset}: there are ${page.total} results. Use a smaller offset.)`;
  if (page.cut) return `(Output cut at ${maxChars.toLocaleString('en')} characters: showing results ${offset + 1}–${offset + shown} of more than ${page.total}. Narrow the search, or page on with offset: ${offset + shown}.)`;
  if (offset + shown >= page.total) return offset > 0 ? `(Showing results ${offset + 1}–${offset + shown} of ${page.total}.)` : '';
  return `(Showing results ${offset + 1}–${offset + shown} of ${page.total}. Use offset: ${offset + shown} to see more.)`;
}

function unsearchedNote(stderr: string): string {
  return `(Some files could not be searched: ${stderr.trim().split('\n')[0]})`;
}
