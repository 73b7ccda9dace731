import { z } from 'zod';
import type { ServiceConfig } from '../../services/config.ts';
import { normalizeDomain } from '../../services/web-search/domains.ts';
import type { SearchAnswer } from '../../services/web-search/types.ts';
import { webSearch as search } from '../../services/web-search/web-search.ts';
import { defineTool } from '../../tools/define.ts';
import { asToolError } from './service-failure.ts';
import description from './web-search.txt?raw';
import type { WebSearchMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';

/** Tavily returns at most 20; SearXNG pages are cut to the same. */
export const maxSearchResults = 20;
export const defaultSearchResults = 10;

const backendNames = { tavily: 'Tavily', searxng: 'SearXNG' } as const;

export function createWebSearchTool({ cloud }: { cloud: ServiceConfig }) {
  return defineTool({
    name: 'WebSearch',
    aliases: ['web_search', 'websearch'],
    description,
    searchHint: 'search the web internet for current information news documentation',
    input: z.strictObject({
      query: z.string().min(2).describe('What to search for'),
      allowed_domains: z
        .array(z.string().min(1))
        .optional()
        .describe('Only results from these domains and their subdomains, e.g. ["docs.python.org"]'),
      blocked_domains: z.array(z.string().min(1)).optional().describe('Never results from these domains or their subdomains'),
      max_results: z
        .number()
        .int()
        .min(1)
        .max(maxSearchResults)
        .optional()
        .describe(`How many results, 1 to ${maxSearchResults} (default ${defaultSearchResults})`),
    }),
    readOnly: true,
    concurrencySafe: true,
    permission: () => ({}),
    activity: (input) => `Searching the web for "${input.query}"`,
    async execute(input, context) {
      const query = {
        query: input.query,
        allowedDomains: domains(input.allowed_domains),
        blockedDomains: domains(input.blocked_domains),
        maxResults: input.max_results ?? defaultSearchResults,
      };
      let answer: SearchAnswer;
      try {
        answer = await search(cloud, query, { signal: context.signal });
      } catch (error) {
        throw asToolError(error);
      }
      context.metadata({ backend: answer.backend, query: input.query, results: answer.results, notes: answer.notes } satisfies WebSearchMetadata);
      return resultText(input.query, answer, query.allowedDomains.length + query.blockedDomains.length > 0);
    },
  });
}

function domains(written: readonly string[] | undefined): string[] {
  return [...new Set((written ?? []).map(normalizeDomain).filter((domain) => domain !== ''))];
}

function resultText(query: string, answer: SearchAnswer, filtered: boolean): string {
  const notes = answer.notes.map((note) => `\nNote: ${note}`).join('');
  if (answer.results.length === 0) {
    return `No results for "${query}"${filtered ? ' on the allowed domains' : ''}. Try other words${filtered ? ' or fewer domain filters' : ''}.${notes}`;
  }
  const lines = answer.results.map((result, index) => {
    const date = result.date ? ` (${result.date})` : '';
    const snippet = result.snippet ? `\n   ${result.snippet}` : '';
    return `${index + 1}. [${result.title.replace(/[[\]]/g, '\\$&')}](${result.url})${date}${snippet}`;
  });
  const count = `${answer.results.length} result${answer.results.length === 1 ? '' : 's'}`;
  return (
    `Web search results for "${query}" (${count}, from ${backendNames[answer.backend]}):\n\n${lines.join('\n\n')}\n${notes}\n` +
    'Cite the sources you use in your answer as markdown links, e.g. [Page title](https://example.com/page).'
  );
}
