import { noConfinement } from '../../../../../main/core/common/process/confine.ts';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplyPatchTool } from '../../../../../main/core/builtins/apply-patch.ts';
import { createDiagnosticsTool } from '../../../../../main/core/builtins/diagnostics.ts';
import { createEditTool } from '../../../../../main/core/builtins/edit.ts';
import { createReadTool } from '../../../../../main/core/builtins/read.ts';
import { createWriteTool } from '../../../../../main/core/builtins/write.ts';
import { createDiagnosticsService } from '../../../../../main/core/builtins/diagnostics/create-service.ts';
import type { DiagnosticsService } from '../../../../../main/core/builtins/diagnostics/diagnostic.ts';
import { noCheckpoints } from '../../../../../main/core/builtins/edit/commit-file.ts';
import { createFileStateTracker } from '../../../../../main/core/builtins/files/file-state.ts';
import type { PermissionService } from '../../../../../main/core/tools/permission.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../../tools/fixtures.ts';

const repoTypeScript = join(import.meta.dirname, '..', '..', '..', '..', '..', 'node_modules', 'typescript');
const typeError = "error TS2322: Type 'string' is not assignable to type 'number'.";

/** Diagnostics, Read and the file-changing tools in a real executor over `dir`, asking `diagnostics`. */
function session(dir: string, diagnostics: DiagnosticsService) {
  const permissions: PermissionService = { decide: () => ({ behavior: 'allow', source: { kind: 'default', detail: 'test' } }) };
  const { executor } = executorWith(dir, { permissions });
  const services = { diagnostics, fileState: createFileStateTracker(), checkpoints: noCheckpoints };
  const tools = [createDiagnosticsTool(services), createReadTool(services), createEditTool(services), createWriteTool(services), createApplyPatchTool(services)];
  const turn = turnContext(tools, { cwd: dir });
  return async (name: string, input: unknown) => {
    const outcome = await executor.run({ id: randomUUID(), name, input }, turn);
    return { status: outcome.status, text: textOf(outcome) };
  };
}

describe('Diagnostics on a TypeScript project', () => {
  // One project and one service for every test: building the first program takes a second or two.
  let dir: string;
  let call: ReturnType<typeof session>;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'deft-diagnostics-'));
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(repoTypeScript, join(dir, 'node_modules', 'typescript'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['src'] }));
    writeFileSync(join(dir, 'src', 'good.ts'), 'export const answer: number = 42;\n');
    writeFileSync(join(dir, 'src', 'bad.ts'), "import { answer } from './good.js';\n\nexport const count: number = 'many';\nexport const sum = answer + count;\n");
    call = session(dir, createDiagnosticsService({ projectDir: dir, confinement: noConfinement }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a file\'s type error with its path, line, column and code', async () => {
    const result = await call('get_diagnostics', { file_path: 'src/bad.ts' });
    expect(result.text).toBe(`1 problem in src/bad.ts:\nsrc/bad.ts:3:14: ${typeError}`);
    expect((await call('Diagnostics', { file_path: join(dir, 'src', 'good.ts') })).text).toMatch(/^No problems found/);
  });

  it('checks the whole project when no file is named', async () => {
    const result = await call('diagnostics', {});
    expect(result.text).toContain(`src/bad.ts:3:14: ${typeError}`);
    expect(result.text).toMatch(/^1 problem in the project/);
  });

  it('appends the errors an Edit introduces, and nothing for an Edit that fixes one', async () => {
    await call('Read', { file_path: 'src/good.ts' });
    await call('Read', { file_path: 'src/bad.ts' });
    const broken = await call('Edit', { file_path: 'src/good.ts', old_string: '42', new_string: '"forty-two"' });
    expect(broken.status).toBe('success');
    expect(broken.text).toContain(`The change introduced this error:\nsrc/good.ts:1:14: error TS2322: Type 'string' is not assignable to type 'number'.`);
    expect(broken.text).not.toContain('bad.ts');

    const fixed = await call('Edit', { file_path: 'src/bad.ts', old_string: "'many'", new_string: '3' });
    expect(fixed.status).toBe('success');
    expect(fixed.text).not.toContain('introduced');

    const moved = await call('Edit', { file_path: 'src/good.ts', old_string: 'export const', new_string: '\nexport const' });
    expect(moved.text).not.toContain('introduced');
    writeFileSync(join(dir, 'src', 'good.ts'), 'export const answer: number = 42;\n');
  });

  it('appends the errors of a file Write creates and of a file ApplyPatch changes', async () => {
    const created = await call('Write', { file_path: 'src/new.ts', content: 'export const flag: boolean = 1;\n' });
    expect(created.text).toContain("src/new.ts:1:14: error TS2322: Type 'number' is not assignable to type 'boolean'.");

    const patch = '*** Begin Patch\n*** Update File: src/new.ts\n@@\n-export const flag: boolean = 1;\n+export const flag: boolean = true;\n+export const name: string = flag;\n*** End Patch';
    const patched = await call('ApplyPatch', { patch });
    expect(patched.status).toBe('success');
    expect(patched.text).toContain("The change introduced this error:\nsrc/new.ts:2:14: error TS2322: Type 'boolean' is not assignable to type 'string'.");
    rmSync(join(dir, 'src', 'new.ts'));
  });
});

describe('Diagnostics in a project without its own TypeScript', () => {
  it('says so when the project has no TypeScript of its own, and edits still succeed', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'tsconfig.json'), '{}');
    writeFileSync(join(dir, 'a.ts'), 'export const a = 1;\n');
    const call = session(dir, createDiagnosticsService({ projectDir: dir, confinement: noConfinement }));
    const result = await call('Diagnostics', { file_path: 'a.ts' });
    expect(result.status).toBe('error');
    expect(result.text).toMatch(/no TypeScript compiler of its own .*npm install --save-dev typescript/);
    await call('Read', { file_path: 'a.ts' });
    const edited = await call('Edit', { file_path: 'a.ts', old_string: '1', new_string: '2' });
    expect(edited).toMatchObject({ status: 'success' });
    expect(edited.text).not.toMatch(/error|checked/);
  });
});
