import { z } from 'zod';
import type { CodeSearchHit, CodeSearchIndex } from '../codesearch/code-search-index.ts';
import { defineTool } from '../tools/define.ts';
import description from './code-search.txt?raw';

export const codeSearchDefaultResults = 10;

export function createCodeSearchTool({ codeSearch }: { codeSearch: CodeSearchIndex }) {
  return defineTool({
    name: 'CodeSearch',
    aliases: ['rag_search', 'code_search'],
    description,
    searchHint: 'semantic ranked code search index symbols definitions',
    input: z.strictObject({
      query: z.string().min(1).describe('What to look for, in words or identifiers: "where is the config parsed", "parseConfig", "retry backoff"'),
      max_results: z.number().int().min(1).max(50).optional().describe(`How many places to return (default ${codeSearchDefaultResults}, at most 50)`),
    }),
    readOnly: true,
    concurrencySafe: true,
    // It reads every file of the project: a second name (hard link) of a credential file there counts as reading that file.
    permission: () => ({ paths: [{ path: codeSearch.projectDir, access: 'read', searched: true }] }),
    activity: (input) => `Searching the code for "${input.query}"`,
    async execute(input, context) {
      const hits = await codeSearch.search(input.query, input.max_results ?? codeSearchDefaultResults);
      context.metadata({
        results: hits.map(({ path, startLine, endLine, symbol, score }) => ({ path, startLine, endLine, symbol: symbol?.name, score })),
        index: codeSearch.stats(),
      });
      if (hits.length === 0) return `No code matches "${input.query}". Try other words or an identifier, or Grep for an exact pattern.`;
      return [`Found ${hits.length} place${hits.length === 1 ? '' : 's'}, best first:`, ...hits.map(formatHit)].join('\n\n');
    },
  });
}

function formatHit(hit: CodeSearchHit, rank: number): string {
  const symbol = hit.symbol ? ` (${hit.symbol.name}, line ${hit.symbol.line})` : '';
  const lines = hit.snippet.map(({ line, text }) => `  ${line}: ${text}`);
  return [`${rank + 1}. ${hit.path}:${hit.startLine}-${hit.endLine}${symbol}`, ...lines].join('\n');
}
