import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineTool } from '../../../../main/core/tools/define.ts';
import { prefersApplyPatch, selectTools, type SelectionOptions } from '../../../../main/core/tools/select.ts';
import type { ToolSpec } from '../../../../main/core/tools/tool.ts';

const tool = (name: string, extra: Partial<ToolSpec<z.ZodType, string>> = {}) =>
  defineTool({ name, description: `${name} tool`, input: z.strictObject({}), execute: () => name, ...extra });

const all = [
  tool('Bash'),
  tool('Read', { aliases: ['read_file'] }),
  tool('Edit'),
  tool('Write'),
  tool('ApplyPatch'),
  tool('Glob'),
  tool('Screenshot', { requires: ['images'] }),
  tool('Hidden', { enabled: () => false }),
  tool('Broken', { enabled: () => { throw new Error('boom'); } }),
  tool('mcp__db__query', { defer: true }),
  tool('ToolSearch'),
];

const names = (options: Partial<SelectionOptions> = {}) =>
  selectTools(all, { cwd: '/p', agent: { name: 'main' }, ...options }).offered.map((t) => t.name);

describe('selectTools', () => {
  it('offers enabled tools sorted by name, deferred ones behind ToolSearch', () => {
    expect(names()).toEqual(['Bash', 'Edit', 'Glob', 'Read', 'Screenshot', 'ToolSearch', 'Write']);
    const selection = selectTools(all, { cwd: '/p', agent: { name: 'main' } });
    expect(selection.deferred.map((t) => t.name)).toEqual(['mcp__db__query']);
  });

  it('offers a deferred tool once ToolSearch found it, and drops ToolSearch when nothing waits', () => {
    expect(names({ discovered: new Set(['mcp__db__query']) })).toEqual([
      'Bash', 'Edit', 'Glob', 'Read', 'Screenshot', 'Write', 'mcp__db__query',
    ]);
  });

  it('removes disabled tools by name or alias, and bare-name denies', () => {
    expect(names({ disabledTools: ['read_file', 'Glob'] })).not.toEqual(expect.arrayContaining(['Read']));
    expect(names({ disabledTools: ['read_file', 'Glob'] })).not.toContain('Glob');
    expect(names({ isToolDenied: (name) => name === 'Bash' })).not.toContain('Bash');
  });

  it("keeps to the agent's allowed and disallowed tools", () => {
    expect(names({ agent: { name: 'explore', tools: ['Read', 'Glob'] } })).toEqual(['Glob', 'Read']);
    expect(names({ agent: { name: 'x', disallowedTools: ['Write', 'Edit'] } })).not.toContain('Write');
  });

  it('gives GPT-family models ApplyPatch instead of Edit and Write', () => {
    expect(names({ modelId: 'gpt-5.1-codex' })).toEqual(['ApplyPatch', 'Bash', 'Glob', 'Read', 'Screenshot', 'ToolSearch']);
    for (const id of ['gpt-4.1', 'openai/gpt-oss-120b', 'claude-sonnet-4-5', 'qwen3-coder']) expect(prefersApplyPatch(id), id).toBe(false);
    for (const id of ['gpt-5', 'openai/gpt-5-mini', 'GPT-5.1']) expect(prefersApplyPatch(id), id).toBe(true);
  });

  it('drops tools the provider cannot serve, and keeps Bash, Read and Edit in simple mode', () => {
    expect(names({ capabilities: new Set() })).not.toContain('Screenshot');
    expect(names({ capabilities: new Set(['images']) })).toContain('Screenshot');
    expect(names({ simpleMode: true })).toEqual(['Bash', 'Edit', 'Read']);
  });
});
