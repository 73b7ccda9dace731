import { z } from 'zod';
import { defineTool } from '../tools/define.ts';
import description from './tool-search.txt?raw';

export const toolSearch = defineTool({
  name: 'ToolSearch',
  aliases: ['tool_search'],
  description,
  input: z.strictObject({
    query: z.string().min(1).describe('Keywords, or "select:Name1,Name2" for exact names'),
    max_results: z.number().int().min(1).max(20).optional().describe('How many tools to return (default 5)'),
  }),
  readOnly: true,
  concurrencySafe: true,
  activity: (input) => `Searching tools for "${input.query}"`,
  execute(input, context) {
    const found = context.deferredTools.search(input.query, input.max_results ?? 5);
    if (found.length === 0) return `No tools match "${input.query}". Try other keywords.`;
    const list = found.map((tool) => `- ${tool.name}: ${firstParagraph(tool.description)}`).join('\n');
    return `Found ${found.length} tool${found.length === 1 ? '' : 's'}; callable from your next message:\n${list}`;
  },
});

function firstParagraph(text: string): string {
  return text.split(/\n\s*\n/)[0].trim();
}
