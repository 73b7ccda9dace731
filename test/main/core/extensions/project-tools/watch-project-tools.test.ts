import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { watchProjectTools } from '../../../../../main/core/extensions/project-tools/watch-project-tools.ts';
import { replaceTools } from '../../../../../main/core/extensions/project-tools/register-tools.ts';
import type { LoadedTool } from '../../../../../main/core/extensions/project-tools/load-tool-file.ts';
import { defineTool } from '../../../../../main/core/tools/define.ts';
import { loadTool } from '../../../../../main/core/tools/descriptor.ts';
import { createToolRegistry } from '../../../../../main/core/tools/registry.ts';
import { z } from 'zod';
import { tempDir } from '../../../../helpers/temp-dir.ts';

const toolFile = (name: string, answer: string) =>
  `import { defineTool, z } from 'deft';\nexport default defineTool({ name: '${name}', description: 'd', input: z.object({}), execute: () => '${answer}' });\n`;

async function answerOf(tools: readonly LoadedTool[], name: string): Promise<unknown> {
  const found = tools.find(({ tool }) => tool.name === name);
  return found?.tool.execute({}, {} as never);
}

describe('watching project tool files', () => {
  it('reloads on add, edit and removal, and stops when closed', async () => {
    const projectDir = tempDir();
    const toolsDir = join(projectDir, '.deft', 'tools');
    const registry = createToolRegistry();
    registry.register(defineTool({ name: 'Read', description: 'built-in', input: z.object({}), execute: () => 'builtin' }), { kind: 'builtin' });
    const changes: Array<{ tools: LoadedTool[]; problems: string[] }> = [];
    const watching = await watchProjectTools({ projectDir, trusted: true, cacheDir: tempDir(), debounceMs: 20, onChange: (tools, problems) => changes.push({ tools, problems }) });
    onTestFinished(() => watching.close());
    expect(watching.initial).toEqual({ tools: [], problems: [] });
    let current: LoadedTool[] = [];
    const latest = () => changes.at(-1)!;
    const applied = () => {
      const problems = replaceTools(registry, current, latest().tools, 'project');
      current = latest().tools;
      return problems;
    };

    mkdirSync(toolsDir, { recursive: true });
    writeFileSync(join(toolsDir, 'hello.ts'), toolFile('Hello', 'one'));
    await vi.waitFor(async () => expect(await answerOf(latest().tools, 'Hello')).toBe('one'));
    expect(applied()).toEqual([]);
    expect(registry.get('Hello')?.source).toEqual({ kind: 'project', origin: join(toolsDir, 'hello.ts') });

    writeFileSync(join(toolsDir, 'hello.ts'), toolFile('Hello', 'two'));
    writeFileSync(join(toolsDir, 'read.ts'), toolFile('Read', 'shadow'));
    await vi.waitFor(async () => {
      expect(await answerOf(latest().tools, 'Hello')).toBe('two');
      expect(latest().tools).toHaveLength(2);
    });
    expect(applied()).toEqual([`${join(toolsDir, 'read.ts')}: the tool "Read" is not used: the builtin tool named "Read" wins`]);
    expect(await (await loadTool(registry.get('Hello')!.tool)).execute({}, {} as never)).toBe('two');
    expect(registry.get('Read')?.source.kind).toBe('builtin');

    writeFileSync(join(toolsDir, 'hello.ts'), 'export default {};\n');
    await vi.waitFor(() => expect(latest().problems.some((problem) => problem.startsWith(join(toolsDir, 'hello.ts')))).toBe(true));
    applied();
    expect(registry.get('Hello')).toBeUndefined();

    rmSync(toolsDir, { recursive: true });
    await vi.waitFor(() => expect(latest()).toEqual({ tools: [], problems: [] }));
    expect(applied()).toEqual([]);
    expect(registry.all().map(({ tool }) => tool.name)).toEqual(['Read']);

    watching.close();
    const seen = changes.length;
    mkdirSync(toolsDir, { recursive: true });
    writeFileSync(join(toolsDir, 'late.ts'), toolFile('Late', 'late'));
    const control = await watchProjectTools({ projectDir, trusted: true, onChange: () => {} });
    control.close();
    expect(control.initial.tools.map(({ tool }) => tool.name)).toEqual(['Late']);
    expect(changes.length).toBe(seen);
  });

  it('does not watch an untrusted project', async () => {
    const projectDir = tempDir();
    mkdirSync(join(projectDir, '.deft', 'tools'), { recursive: true });
    writeFileSync(join(projectDir, '.deft', 'tools', 'a.ts'), toolFile('A', 'a'));
    const onChange = vi.fn();
    const watching = await watchProjectTools({ projectDir, trusted: false, onChange });
    expect(watching.initial.tools).toEqual([]);
    expect(watching.initial.problems[0]).toMatch(/1 tool file was not loaded/);
    watching.close();
    expect(onChange).not.toHaveBeenCalled();
  });
});
