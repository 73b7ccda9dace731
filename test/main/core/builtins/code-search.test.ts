import { linkSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCodeSearchTool } from '../../../../main/core/builtins/code-search.ts';
import { createCodeSearchIndex, type CodeSearchIndex } from '../../../../main/core/codesearch/code-search-index.ts';
import { describeTool } from '../../../../main/core/tools/define.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { permissionsFor } from '../permissions/engine-fixtures.ts';
import { indexedProject } from '../codesearch/project-tree.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';

async function call(input: Record<string, unknown>, codeSearch: CodeSearchIndex, cwd: string) {
  const { executor } = executorWith(tempDir('deft-codesearch-spill-'));
  const outcome = await executor.run({ id: 'call-1', name: 'rag_search', input }, turnContext([createCodeSearchTool({ codeSearch })], { cwd }));
  return { status: outcome.status, text: textOf(outcome), outcome };
}

describe('CodeSearch', () => {
  it('is read-only, concurrency-safe, known by its aliases, and asks to read the project', () => {
    const { index, projectDir } = indexedProject({});
    const codeSearch = createCodeSearchTool({ codeSearch: index });
    expect(codeSearch).toMatchObject({ name: 'CodeSearch', aliases: ['rag_search', 'code_search'], readOnly: true, concurrencySafe: true });
    expect(describeTool(codeSearch, { agent: { name: 'main' } })).toMatch(/^Finds the places in the project's code/);
    const context = { cwd: '/elsewhere' } as Parameters<NonNullable<typeof codeSearch.permission>>[1];
    expect(codeSearch.permission?.({ query: 'x' }, context)).toEqual({ paths: [{ path: projectDir, access: 'read', searched: true }] });
  });

  it('answers a ranked list of places with their lines and snippets, and metadata for the UI', async () => {
    const { index, projectDir } = indexedProject({
      'src/config.ts': 'import fs from "node:fs";\n\nexport function parseConfig(text: string) {\n  return JSON.parse(text);\n}\n',
      'src/main.ts': 'const settings = parseConfig(read());\n',
    });
    const result = await call({ query: 'parse config' }, index, projectDir);
    expect(result.status).toBe('success');
    expect(result.text).toBe(
      [
        'Found 2 places, best first:',
        '',
        '1. src/config.ts:1-5 (parseConfig, line 3)\n  3: export function parseConfig(text: string) {\n  4:   return JSON.parse(text);',
        '',
        '2. src/main.ts:1-1\n  1: const settings = parseConfig(read());',
      ].join('\n'),
    );
    expect(result.outcome.metadata).toMatchObject({
      results: [
        { path: 'src/config.ts', startLine: 1, endLine: 5, symbol: 'parseConfig' },
        { path: 'src/main.ts', startLine: 1, endLine: 1 },
      ],
      index: { files: 2, watching: false },
    });
  });

  it('limits the results to max_results and refuses more than 50', async () => {
    const files = Object.fromEntries(Array.from({ length: 8 }, (_, n) => [`f${n}.ts`, `export const gadget${n} = 'gadget';\n`]));
    const { index, projectDir } = indexedProject(files);
    expect((await call({ query: 'gadget', max_results: 3 }, index, projectDir)).text).toMatch(/^Found 3 places/);
    expect((await call({ query: 'gadget', max_results: 51 }, index, projectDir)).status).toBe('error');
  });

  it('says when nothing matches', async () => {
    const { index, projectDir } = indexedProject({ 'a.ts': 'const a = 1;\n' });
    expect((await call({ query: 'zeppelin' }, index, projectDir)).text).toMatch(/^No code matches "zeppelin"/);
  });

  describe('and credentials in the project', () => {
    /** A project in a home with a key, a second name (hard link) of it, a symlink to it and an env file, all holding the word searched for. */
    function plantedProject() {
      const fixture = permissionsFor({ project: { permissions: { allow: ['CodeSearch', 'Read'] } } });
      mkdirSync(join(fixture.home, '.ssh'));
      writeFileSync(join(fixture.home, '.ssh', 'id_rsa'), 'zebracorn private key material\n');
      writeFileSync(join(fixture.projectDir, 'notes.ts'), 'export const zebracorn = 1;\n');
      linkSync(join(fixture.home, '.ssh', 'id_rsa'), join(fixture.projectDir, 'k.ts'));
      writeFileSync(join(fixture.projectDir, '.env'), 'ZEBRACORN_TOKEN=zebracorn-secret\n');
      return fixture;
    }

    it('is denied while a second name of a credential file lies in the project', async () => {
      const { permissions, projectDir, dataDir } = plantedProject();
      const codeSearch = createCodeSearchTool({ codeSearch: createCodeSearchIndex({ projectDir, dataDir, watch: false }) });
      const input = { query: 'zebracorn' };
      const decision = await permissions.decide({
        tool: codeSearch,
        input,
        target: codeSearch.permission!(input, { cwd: projectDir } as never),
        sessionId: 'session-1',
        agent: { name: 'main' },
        cwd: projectDir,
      });
      expect(decision).toMatchObject({ behavior: 'deny', message: expect.stringMatching(/reads k\.ts, which holds credentials/) });
    });

    it('never stores a credential file, a link to one or an env file in its index', async () => {
      const { permissions, projectDir, dataDir, home } = plantedProject();
      const { index } = indexedProject({}, { projectDir, dataDir, credentialCheck: () => permissions.credentialCheck() });
      expect((await index.search('zebracorn', 10)).map((hit) => hit.path)).toEqual(['notes.ts']);
      // A file the index holds that becomes a link to a key is dropped, not read.
      writeFileSync(join(projectDir, 'later.ts'), 'const zebracorn = 2;\n');
      await index.refresh();
      expect((await index.search('zebracorn', 10)).map((hit) => hit.path).sort()).toEqual(['later.ts', 'notes.ts']);
      const later = join(projectDir, 'later.ts');
      rmSync(later);
      symlinkSync(join(home, '.ssh', 'id_rsa'), later);
      await index.refresh();
      const hits = await index.search('zebracorn private key material', 10);
      expect(hits.map((hit) => hit.path)).toEqual(['notes.ts']);
      expect(JSON.stringify(hits)).not.toContain('private key');
    });
  });
});
