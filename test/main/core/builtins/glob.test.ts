import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glob } from '../../../../main/core/builtins/glob.ts';
import { describeTool } from '../../../../main/core/tools/define.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { callSearch, writeTree } from './search/tree.ts';

const lines = (text: string) => text.split('\n');

describe('Glob', () => {
  it('is read-only, concurrency-safe, known by its aliases, and asks to read the searched folder', () => {
    expect(glob).toMatchObject({ name: 'Glob', aliases: ['glob', 'find_files'], readOnly: true, concurrencySafe: true });
    expect(describeTool(glob, { agent: { name: 'main' } })).toMatch(/^Finds files by name with a glob pattern/);
    const context = { cwd: '/project' } as Parameters<NonNullable<typeof glob.permission>>[1];
    expect(glob.permission?.({ pattern: '*.ts', path: 'src' }, context)).toEqual({ paths: [{ path: '/project/src', access: 'read' }] });
    expect(glob.permission?.({ pattern: '*.ts' }, context)).toEqual({ paths: [{ path: '/project', access: 'read' }] });
  });

  it('lists matching files at any depth, the most recently modified first, relative to the project', async () => {
    const dir = tempDir();
    writeTree(dir, { 'src/b.ts': '', 'README.md': '', 'src/deep/c.ts': '', 'a.ts': '', 'src/d.tsx': '' });
    expect(lines((await callSearch(dir, 'Glob', { pattern: '**/*.ts' })).text)).toEqual(['a.ts', 'src/deep/c.ts', 'src/b.ts']);
    expect(lines((await callSearch(dir, 'Glob', { pattern: '*.{tsx,md}' })).text)).toEqual(['src/d.tsx', 'README.md']);
  });

  it('matches the pattern relative to `path`, and shows the paths from the project', async () => {
    const dir = tempDir();
    writeTree(dir, { 'src/a/x.ts': '', 'src/b/y.ts': '', 'other/a/z.ts': '' });
    expect((await callSearch(dir, 'Glob', { pattern: 'a/*.ts', path: 'src' })).text).toBe('src/a/x.ts');
    expect((await callSearch(dir, 'Glob', { pattern: 'a/*.ts', path: join(dir, 'src') })).text).toBe('src/a/x.ts');
  });

  it('shows absolute paths for a folder outside the project', async () => {
    const project = tempDir();
    const elsewhere = tempDir();
    writeTree(elsewhere, { 'lib/x.py': '' });
    expect((await callSearch(project, 'Glob', { pattern: '**/*.py', path: elsewhere })).text).toBe(join(elsewhere, 'lib/x.py'));
  });

  it('caps the list at 100 newest files and says how many there were', async () => {
    const dir = tempDir();
    writeTree(dir, Object.fromEntries(Array.from({ length: 130 }, (_, i) => [`f${String(i).padStart(3, '0')}.txt`, ''])));
    const result = lines((await callSearch(dir, 'Glob', { pattern: '*.txt' })).text);
    expect(result).toHaveLength(101);
    expect(result[0]).toBe('f129.txt');
    expect(result[99]).toBe('f030.txt');
    expect(result[100]).toBe('(Showing the 100 most recently modified of 130 files. Use a narrower pattern or path to see the others.)');
  });

  it('does not enter ignored folders, lists hidden files, and leaves .git out', async () => {
    const dir = tempDir();
    writeTree(dir, {
      '.gitignore': 'node_modules/\ndist/\n',
      '.ignore': 'generated/\n',
      'node_modules/pkg/index.js': '',
      'dist/app.js': '',
      'generated/api.js': '',
      '.git/hooks/pre-commit.js': '',
      '.github/workflows/ci.js': '',
      'src/main.js': '',
    });
    expect(lines((await callSearch(dir, 'Glob', { pattern: '**/*.js' })).text).sort()).toEqual(['.github/workflows/ci.js', 'src/main.js']);
  });

  it('lists a file the pattern names directly even when .gitignore names it (ripgrep: a glob overrides ignore files)', async () => {
    const dir = tempDir();
    writeTree(dir, { '.gitignore': '*.log\n', 'debug.log': '' });
    expect((await callSearch(dir, 'Glob', { pattern: '*.log' })).text).toBe('debug.log');
  });

  it('does not follow symbolic links', async () => {
    const dir = tempDir();
    const outside = tempDir();
    writeTree(outside, { 'secret.ts': '' });
    writeTree(dir, { 'real.ts': '' });
    symlinkSync(outside, join(dir, 'linked-dir'));
    symlinkSync(join(dir, 'real.ts'), join(dir, 'alias.ts'));
    expect((await callSearch(dir, 'Glob', { pattern: '**/*.ts' })).text).toBe('real.ts');
  });

  it('says so when nothing matches', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'empty'));
    expect(await callSearch(dir, 'Glob', { pattern: '**/*.rs', path: 'empty' })).toEqual({ status: 'success', text: 'No files found' });
  });

  it('refuses a path that does not exist, and a broken glob, with what to do', async () => {
    const dir = tempDir();
    const missing = await callSearch(dir, 'Glob', { pattern: '*.ts', path: 'nope' });
    expect(missing.status).toBe('error');
    expect(missing.text).toContain(`Path does not exist: ${join(dir, 'nope')}`);
    writeTree(dir, { 'a.ts': '' });
    const broken = await callSearch(dir, 'Glob', { pattern: '*.{ts' });
    expect(broken.status).toBe('error');
    expect(broken.text).toMatch(/glob[\s\S]*Fix the glob or type and try again/);
  });
});
