import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineTool } from '../../../../main/core/tools/define.ts';
import { createToolRegistry } from '../../../../main/core/tools/registry.ts';

const tool = (name: string, aliases: string[] = []) =>
  defineTool({ name, aliases, description: name, input: z.strictObject({}), execute: () => name });

describe('defineTool', () => {
  it('fills in the safe defaults', () => {
    expect(tool('X')).toMatchObject({
      enabled: true,
      readOnly: false,
      concurrencySafe: false,
      destructive: false,
      defer: false,
      aliases: [],
      requires: [],
    });
  });
});

describe('tool registry', () => {
  it('lists tools sorted by name', () => {
    const registry = createToolRegistry();
    for (const name of ['Write', 'Bash', 'Read']) registry.register(tool(name), { kind: 'builtin' });
    expect(registry.all().map((entry) => entry.tool.name)).toEqual(['Bash', 'Read', 'Write']);
  });

  it('lets a built-in win a clash and reports the loser', () => {
    const registry = createToolRegistry();
    const custom = { kind: 'settings', origin: '/p/.deft/settings.json' } as const;
    expect(registry.register(tool('Read'), custom)).toEqual({ ok: true });
    expect(registry.register(tool('Read', ['read_file']), { kind: 'builtin' })).toEqual({ ok: true });
    expect(registry.get('Read')?.source.kind).toBe('builtin');
    expect(registry.conflicts()).toEqual([{ name: 'Read', kept: { kind: 'builtin' }, rejected: custom }]);

    const late = registry.register(tool('read_file'), { kind: 'mcp', origin: 'files' });
    expect(late).toEqual({ ok: false, error: { name: 'read_file', kept: { kind: 'builtin' }, rejected: { kind: 'mcp', origin: 'files' } } });
    expect(registry.conflicts()).toHaveLength(2);
  });

  it('keeps the first of two non-built-in tools with one name', () => {
    const registry = createToolRegistry();
    registry.register(tool('deploy'), { kind: 'settings', origin: 'a' });
    const second = registry.register(tool('deploy'), { kind: 'project', origin: 'b' });
    expect(second.ok).toBe(false);
    expect(registry.get('deploy')?.source.origin).toBe('a');
    expect(registry.unregister('deploy')).toBe(true);
    expect(registry.get('deploy')).toBeUndefined();
  });
});
