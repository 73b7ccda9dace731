import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { toolSearch } from '../../../../main/core/builtins/tool-search.ts';
import { createDeferredToolIndex } from '../../../../main/core/tools/deferred-index.ts';
import { defineTool, describeTool } from '../../../../main/core/tools/define.ts';
import { selectTools } from '../../../../main/core/tools/select.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';

const mcp = (name: string, description: string, searchHint?: string) =>
  defineTool({ name, description, searchHint, input: z.strictObject({}), defer: true, execute: () => name });

const tools = [
  toolSearch,
  mcp('mcp__github__create_issue', 'Create a new issue in a GitHub repository.', 'bug ticket'),
  mcp('mcp__github__list_pulls', 'List pull requests of a repository.'),
  mcp('mcp__postgres__query', 'Run a read-only SQL query.', 'database sql'),
];

describe('ToolSearch', () => {
  it('has its description from the .txt beside it', () => {
    expect(describeTool(toolSearch, { agent: { name: 'main' } })).toMatch(/^Searches the tools that are available but not loaded/);
  });

  it('finds deferred tools by words, and they are offered from the next turn', async () => {
    const discovered = new Set<string>();
    const base = { cwd: '/p', agent: { name: 'main' }, discovered };
    const first = selectTools(tools, base);
    expect(first.offered.map((t) => t.name)).toEqual(['ToolSearch']);
    const index = createDeferredToolIndex(first.deferred, discovered, (t) => describeTool(t, { agent: base.agent }));

    const { executor } = executorWith(tempDir());
    const turn = turnContext(first.offered, { deferredTools: index });
    const outcome = await executor.run({ id: 'c', name: 'ToolSearch', input: { query: 'create a ticket' } }, turn);
    expect(outcome.status).toBe('success');
    expect(textOf(outcome)).toContain('mcp__github__create_issue: Create a new issue');
    expect(textOf(outcome)).not.toContain('postgres');

    const next = selectTools(tools, base);
    expect(next.offered.map((t) => t.name)).toEqual(['ToolSearch', 'mcp__github__create_issue']);
  });

  it('selects by exact name, ranks by name, hint and description, and says when nothing matches', () => {
    const discovered = new Set<string>();
    const index = createDeferredToolIndex(tools.slice(1), discovered, (t) => describeTool(t, { agent: { name: 'm' } }));
    expect(index.search('select:mcp__postgres__query,nope', 5).map((t) => t.name)).toEqual(['mcp__postgres__query']);
    expect(index.search('github repository', 5).map((t) => t.name)).toEqual(['mcp__github__create_issue', 'mcp__github__list_pulls']);
    expect(index.search('sql', 1).map((t) => t.name)).toEqual(['mcp__postgres__query']);
    expect(index.search('kubernetes', 5)).toEqual([]);
    expect([...discovered].sort()).toEqual(['mcp__github__create_issue', 'mcp__github__list_pulls', 'mcp__postgres__query']);
  });
});
