import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { builtinDescriptorData, createBuiltinTools } from '../../../../main/core/builtins/index.ts';
import { prebuiltDescriptors } from '../../../../main/core/builtins/prebuilt-descriptors.ts';
import { descriptorDataOf, isLoaded, loadTool, type DescriptorData } from '../../../../main/core/tools/descriptor.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';
import { builtinServices } from './builtin-services.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');

/** What the build puts in the bundle, made by the same script the build runs. */
async function buildTable(): Promise<Record<string, DescriptorData>> {
  const script = [join(root, 'scripts', 'register-node-hooks.js'), join(root, 'scripts', 'builtin-tool-descriptors.ts')];
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', ...script], { cwd: root, timeout: 120_000 });
  return JSON.parse(stdout) as Record<string, DescriptorData>;
}

describe('the built-in tools’ descriptors the build puts in the bundle', () => {
  it('are, text for text, what the tools made with real services say of themselves', async () => {
    const table = await buildTable();
    const fromCode = await builtinDescriptorData(builtinServices(tmpdir(), tmpdir()).services);
    expect(JSON.stringify(table)).toBe(JSON.stringify(fromCode));
    expect(Object.keys(table)).toHaveLength(29);
  }, 180_000);

  it('are absent from the sources, where each tool is loaded to read them', () => {
    expect(prebuiltDescriptors).toBeUndefined();
  });

  it('stand for the tools until a call loads one, which then runs as the tool itself', async () => {
    const table = await buildTable();
    const project = tempDir();
    writeFileSync(join(project, 'notes.txt'), 'a TODO here\n');
    const { services } = builtinServices(project, tempDir());
    const tools = await createBuiltinTools(services, table);
    expect(tools.map((tool) => tool.name)).toEqual(Object.keys(table));
    expect(tools.some(isLoaded)).toBe(false);

    const { executor } = executorWith(tempDir());
    const outcome = await executor.run({ id: 'g', name: 'grep', input: { pattern: 'TODO' } }, turnContext(tools, { cwd: project }));
    expect(outcome).toMatchObject({ status: 'success', toolName: 'Grep' });
    expect(textOf(outcome)).toBe('Found 1 file\nnotes.txt');
    const grep = tools.find((tool) => tool.name === 'Grep')!;
    expect(descriptorDataOf(await loadTool(grep))).toEqual(table.Grep);
  }, 180_000);
});
