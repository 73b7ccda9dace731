import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadProjectTools } from '../../../../../main/core/extensions/project-tools/load-project-tools.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../../tools/fixtures.ts';

function projectWith(files: Record<string, string>): { projectDir: string; toolsDir: string } {
  const projectDir = tempDir();
  const toolsDir = join(projectDir, '.deft', 'tools');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(toolsDir, name, '..'), { recursive: true });
    writeFileSync(join(toolsDir, name), text);
  }
  return { projectDir, toolsDir };
}

const typescriptTool = `
import { z } from 'zod';
import { defineTool } from 'deft';
import { greeting } from './lib/greeting.ts';

interface Shout { word: string }
const shout = ({ word }: Shout): string => greeting + word.toUpperCase();

export default defineTool({
  name: 'Shout',
  description: 'Upper-cases a word.',
  input: z.strictObject({ word: z.string() }),
  readOnly: true,
  execute: (input: Shout, context: { cwd: string }) => shout(input) + ' in ' + context.cwd,
});
`;

const javascriptTool = `
export const tool = {
  name: 'count_words',
  description: 'Counts the words of a text.',
  input: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'], additionalProperties: false },
  execute: ({ text }) => String(text.split(/\\s+/).filter(Boolean).length),
};
`;

describe('project tool files', () => {
  it('loads TypeScript and JavaScript tools that run through the executor with our zod', async () => {
    const { projectDir, toolsDir } = projectWith({
      'shout.ts': typescriptTool,
      'lib/greeting.ts': `export const greeting = 'HEY ';`,
      'count.mjs': javascriptTool,
    });
    const { tools, problems } = await loadProjectTools({ projectDir, trusted: true });
    expect(problems).toEqual([]);
    expect(tools.map(({ tool, file }) => [tool.name, file])).toEqual([
      ['count_words', join(toolsDir, 'count.mjs')],
      ['Shout', join(toolsDir, 'shout.ts')],
    ]);
    const [count, shout] = tools.map((loaded) => loaded.tool);
    expect(shout.input).toBeInstanceOf(z.ZodType);
    expect(shout.readOnly).toBe(true);
    expect(count.readOnly).toBe(false);

    const { executor } = executorWith(tempDir());
    const context = turnContext([count, shout], { cwd: projectDir });
    const shouted = await executor.run({ id: 'a', name: 'Shout', input: { word: 'deft' } }, context);
    expect(textOf(shouted)).toBe(`HEY DEFT in ${projectDir}`);
    const counted = await executor.run({ id: 'b', name: 'count_words', input: { text: 'one two  three' } }, context);
    expect(textOf(counted)).toBe('3');
    const invalid = await executor.run({ id: 'c', name: 'Shout', input: { word: 3 } }, context);
    expect(invalid.status).toBe('error');
    expect(textOf(invalid)).toContain('word');
  });

  it('reports each malformed file with its place while the others load', async () => {
    const { projectDir, toolsDir } = projectWith({
      'good.ts': typescriptTool,
      'lib/greeting.ts': `export const greeting = '';`,
      'syntax.ts': `const a = 1;\nexport default {\n  name: 'Broken',,\n};\n`,
      'throws.js': `const ready = false;\n\nif (!ready) throw new Error('not configured');\nexport default {};\n`,
      'nothing.ts': `export const helper = 1;\n`,
      'shape.ts': `export default { name: '9lives', description: '', input: 'text', execute: 'run' };\n`,
      'bad-schema.js': `export default { name: 'Odd', description: 'x', input: { type: 'object', properties: { a: { type: 'nonsense' } } }, execute() {} };\n`,
    });
    const cacheDir = tempDir();
    const { tools, problems } = await loadProjectTools({ projectDir, trusted: true, cacheDir });
    expect(await loadProjectTools({ projectDir, trusted: true, cacheDir })).toMatchObject({ problems });
    expect(tools.map(({ tool }) => tool.name)).toEqual(['Shout']);
    const problemOf = (name: string) => problems.find((problem) => problem.startsWith(join(toolsDir, name) + ':'));
    expect(problems).toHaveLength(5);
    expect(problemOf('syntax.ts')).toMatch(/syntax\.ts:3:18: syntax error: Unexpected token$/);
    expect(problemOf('throws.js')).toMatch(/throws\.js:3:19: not configured$/);
    expect(problemOf('nothing.ts')).toMatch(/no tool exported: .*it exports "helper"/);
    expect(problemOf('shape.ts')).toMatch(/malformed: name: letters.*; description: .*; input: must be a zod schema.*; execute: must be a function/);
    expect(problemOf('bad-schema.js')).toMatch(/input: not a usable JSON Schema/);
  });

  it('runs nothing in an untrusted project and says how to allow it', async () => {
    const marker = join(tempDir(), 'ran');
    const { projectDir } = projectWith({
      'a.js': `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'x');\nexport default {};\n`,
      'b.ts': typescriptTool,
    });
    const { tools, problems } = await loadProjectTools({ projectDir, trusted: false });
    expect(tools).toEqual([]);
    expect(problems).toEqual([
      `${join(projectDir, '.deft', 'tools')}: 2 tool files were not loaded: they run code from the project. To allow it, set "enableProjectTools": true in ${join(projectDir, '.deft', 'settings.local.json')}`,
    ]);
    const { existsSync } = await import('node:fs');
    expect(existsSync(marker)).toBe(false);
  });

  it('finds nothing, and no problem, in a project without tool files', async () => {
    expect(await loadProjectTools({ projectDir: tempDir(), trusted: true })).toEqual({ tools: [], problems: [] });
    expect(await loadProjectTools({ projectDir: tempDir(), trusted: false })).toEqual({ tools: [], problems: [] });
  });
});
