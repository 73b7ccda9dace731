import { existsSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { indexFileFor } from '../../../../main/core/codesearch/code-search-index.ts';
import { indexedProject, pathsOf, writeFiles } from './project-tree.ts';

describe('code search index updates', () => {
  it('leaves out files the ignore files name, binaries, and files over the size cap', async () => {
    const { index } = indexedProject({
      '.gitignore': 'build/\n*.log\n',
      'src/main.ts': 'export function marmalade() {}\n',
      'build/out.js': 'function marmalade() {}\n',
      'debug.log': 'marmalade\n',
      'image.bin': Buffer.concat([Buffer.from('marmalade'), Buffer.from([0, 1, 2, 0])]),
      'huge.ts': `// marmalade\n${'x'.repeat(1024 * 1024 + 10)}\n`,
    });
    expect(pathsOf(await index.search('marmalade', 10))).toEqual(['src/main.ts']);
  });

  it('builds the index in its own file per project, in the data folder', async () => {
    const { index, dataDir, projectDir } = indexedProject({ 'a.ts': 'const a = 1;\n' });
    await index.search('a', 5);
    expect(existsSync(indexFileFor(dataDir, projectDir))).toBe(true);
    expect(indexFileFor(dataDir, projectDir)).toMatch(/[\\/]codesearch[\\/][0-9a-f]{24}\.sqlite$/);
  });

  it('re-indexes only the files that were edited, added or removed', async () => {
    const files = Object.fromEntries(Array.from({ length: 20 }, (_, n) => [`src/f${n}.ts`, `export const item${n} = ${n};\n`]));
    const { index, projectDir } = indexedProject(files);
    await index.search('item1', 5);
    expect(index.stats().lastSync).toEqual({ kind: 'full', indexed: 20, removed: 0, unchanged: 0, reread: 0 });
    expect(index.stats().files).toBe(20);

    writeFiles(projectDir, { 'src/f3.ts': 'export const pineapple = 3;\n', 'src/new.ts': 'export const kiwi = 1;\n' });
    rmSync(join(projectDir, 'src/f7.ts'));
    expect(pathsOf(await index.search('pineapple', 5))).toEqual(['src/f3.ts']);
    expect(index.stats().lastSync).toEqual({ kind: 'full', indexed: 2, removed: 1, unchanged: 18, reread: 0 });
    expect(pathsOf(await index.search('kiwi', 5))).toEqual(['src/new.ts']);
    expect(await index.search('item7', 5)).toEqual([]);
    expect(await index.search('item3', 5)).toEqual([]);
  });

  it('reads a tree of more than one batch in worker threads, by the same rules and with the same answers', async () => {
    const files: Record<string, string | Buffer> = Object.fromEntries(
      Array.from({ length: 600 }, (_, n) => [`src/m${n % 7}/f${n}.ts`, `export function parseHttpConfig${n}() {\n  return ${n};\n}\n`]),
    );
    Object.assign(files, {
      '.gitignore': 'build/\n',
      'build/out.js': 'function mangosteen() {}\n',
      'image.bin': Buffer.concat([Buffer.from('mangosteen'), Buffer.from([0, 1, 2, 0])]),
      'huge.ts': `// mangosteen\n${'x'.repeat(1024 * 1024 + 10)}\n`,
      'keys/token.ts': 'const mangosteen = "secret";\n',
      'src/fruit.ts': 'export const mangosteen = 1;\n',
    });
    const { index, projectDir } = indexedProject(files, { credentialCheck: () => (path) => path.endsWith(join('keys', 'token.ts')) });
    await index.refresh();
    expect(index.stats().lastSync).toEqual({ kind: 'full', indexed: 603, removed: 0, unchanged: 0, reread: 0 });
    expect(pathsOf(await index.search('mangosteen', 10))).toEqual(['src/fruit.ts']);
    const [hit] = await index.search('parseHttpConfig421', 1);
    expect(hit).toMatchObject({ path: 'src/m1/f421.ts', startLine: 1, endLine: 3, symbol: { name: 'parseHttpConfig421', line: 1 } });
    expect(pathsOf(await index.search('http config', 700))).toHaveLength(600);

    writeFiles(projectDir, { 'src/m0/f7.ts': 'export const rambutan = 7;\n' });
    rmSync(join(projectDir, 'src/m1/f8.ts'));
    await index.refresh();
    expect(index.stats().lastSync).toEqual({ kind: 'full', indexed: 1, removed: 1, unchanged: 601, reread: 0 });
    expect(pathsOf(await index.search('rambutan', 5))).toEqual(['src/m0/f7.ts']);
  });

  it('notices a change that keeps size and time by comparing the content of files touched just before', async () => {
    const { index, projectDir } = indexedProject({});
    const file = join(projectDir, 'a.ts');
    const now = Math.floor(Date.now() / 1000);
    writeFileSync(file, 'const apple = 1;\n');
    utimesSync(file, now, now);
    await index.search('apple', 5);
    writeFileSync(file, 'const lemon = 1;\n');
    utimesSync(file, now, now);
    expect(pathsOf(await index.search('lemon', 5))).toEqual(['a.ts']);
    expect(index.stats().lastSync).toMatchObject({ indexed: 1 });
    expect(await index.search('apple', 5)).toEqual([]);
  });

  it('keeps the index between openings and reads only what changed meanwhile', async () => {
    const { index, projectDir, dataDir } = indexedProject({ 'a.ts': 'const apple = 1;\n', 'b.ts': 'const berry = 2;\n' });
    await index.search('apple', 5);
    await index.close();
    const again = indexedProject({}, { projectDir, dataDir }).index;
    expect(pathsOf(await again.search('berry', 5))).toEqual(['b.ts']);
    expect(again.stats().lastSync).toEqual({ kind: 'full', indexed: 0, removed: 0, unchanged: 2, reread: 0 });
  });

  it('follows file changes with a watcher, indexing only the changed file', async () => {
    const { index, projectDir } = indexedProject({ 'a.ts': 'const apple = 1;\n', 'b.ts': 'const berry = 2;\n' }, { watch: true, debounceMs: 20 });
    await index.search('apple', 5);
    expect(index.stats().watching).toBe(true);
    writeFileSync(join(projectDir, 'b.ts'), 'const blueberry = 2;\n');
    while (index.stats().lastSync?.kind !== 'paths') await sleep(10);
    expect(index.stats().lastSync).toEqual({ kind: 'paths', indexed: 1, removed: 0, unchanged: 0, reread: 0 });
    expect(pathsOf(await index.search('blueberry', 5))).toEqual(['b.ts']);
    expect(index.stats().lastSync?.kind).toBe('paths');
  });

  it('sees a file written just before a search when a watcher follows changes', async () => {
    const { index, projectDir } = indexedProject({ 'a.ts': 'const apple = 1;\n' }, { watch: true, debounceMs: 60_000 });
    await index.search('apple', 5);
    writeFileSync(join(projectDir, 'a.ts'), 'const apricot = 1;\n');
    expect(pathsOf(await index.search('apricot', 5))).toEqual(['a.ts']);
    expect(index.stats().lastSync).toMatchObject({ kind: 'paths', indexed: 1 });
  });

  it('follows files added in new folders, then their edits and deletion', async () => {
    const { index, projectDir } = indexedProject({ 'a.ts': 'const apple = 1;\n' }, { watch: true, debounceMs: 20 });
    await index.search('apple', 5);
    writeFiles(projectDir, { 'lib/deep/cherry.ts': 'const cherry = 1;\n' });
    while (index.stats().files < 2) await sleep(10);
    const before = index.stats().totals.indexed;
    writeFileSync(join(projectDir, 'lib/deep/cherry.ts'), 'const cranberry = 1;\n');
    while (index.stats().totals.indexed === before) await sleep(10);
    expect(index.stats().lastSync).toMatchObject({ kind: 'paths', indexed: 1 });
    rmSync(join(projectDir, 'lib/deep/cherry.ts'));
    while (index.stats().files > 1) await sleep(10);
    expect(await index.search('cranberry', 5)).toEqual([]);
  });

  it('deletes a damaged database and builds it again, with a notice', async () => {
    const { index, projectDir, dataDir, notices } = indexedProject({ 'a.ts': 'const apple = 1;\n' });
    await index.search('apple', 5);
    await index.close();
    const file = indexFileFor(dataDir, projectDir);
    rmSync(`${file}-wal`, { force: true });
    rmSync(`${file}-shm`, { force: true });
    writeFileSync(file, 'this is not a database, just some text that happens to be long enough '.repeat(100));
    const again = indexedProject({}, { projectDir, dataDir, onNotice: (message) => notices.push(message) }).index;
    expect(pathsOf(await again.search('apple', 5))).toEqual(['a.ts']);
    expect(notices).toEqual([expect.stringMatching(/could not be read .*rebuilt/)]);
  });
});
