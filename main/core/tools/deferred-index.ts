import type { KnownTool } from './descriptor.ts';
import type { DeferredToolIndex } from './tool.ts';

/**
 * Searches the tools held back from the prompt. What a search finds is added to `discovered`,
 * which the next turn's tool selection offers to the model.
 */
export function createDeferredToolIndex(
  deferred: readonly KnownTool[],
  discovered: Set<string>,
  describe: (tool: KnownTool) => string,
): DeferredToolIndex {
  return {
    search(query, maxResults) {
      const selected = selectByName(query, deferred);
      const found = selected ?? rank(query, deferred, describe).slice(0, maxResults);
      for (const tool of found) discovered.add(tool.name);
      return found.map((tool) => ({ name: tool.name, description: describe(tool) }));
    },
  };
}

/** `select:A,B` asks for tools by exact name. */
function selectByName(query: string, tools: readonly KnownTool[]): KnownTool[] | undefined {
  const match = /^select:(.+)$/i.exec(query.trim());
  if (!match) return undefined;
  const names = match[1].split(',').map((name) => name.trim().toLowerCase());
  return tools.filter((tool) => names.includes(tool.name.toLowerCase()));
}

function rank(query: string, tools: readonly KnownTool[], describe: (tool: KnownTool) => string): KnownTool[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  return tools
    .map((tool) => ({ tool, score: score(tool, terms, describe) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.tool.name.localeCompare(b.tool.name))
    .map((entry) => entry.tool);
}

function score(tool: KnownTool, terms: string[], describe: (tool: KnownTool) => string): number {
  const name = words(tool.name).join(' ');
  const hint = (tool.searchHint ?? '').toLowerCase();
  const description = describe(tool).toLowerCase();
  let total = 0;
  for (const term of terms) {
    if (tool.name.toLowerCase() === term) total += 20;
    if (name.includes(term)) total += 8;
    if (hint.includes(term)) total += 4;
    if (description.includes(term)) total += 1;
  }
  return total;
}

/** Lower-case words of a query or name: `mcp__github__create_issue` and `CreateIssue` both give "create issue". */
function words(value: string): string[] {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}
