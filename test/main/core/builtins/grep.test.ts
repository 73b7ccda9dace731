import { execFileSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { grep } from '../../../../main/core/builtins/grep.ts';
import { describeTool } from '../../../../main/core/tools/define.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { callSearch, ripgrepChildren, writeTree } from './search/tree.ts';

const lines = (text: string) => text.split('\n');

/** Oldest to newest: a.ts, b.js, c.ts, docs/notes.md. */
function project(): string {
  const dir = tempDir();
  writeTree(dir, {
    'a.ts': 'const x = 1;\nexport function alpha() {}\nconst y = 2;\n',
    'b.js': 'function beta() {}\nFUNCTION LOUD\n',
    'c.ts': 'one\ntwo\nfunction gamma() {}\nthree\nfour\nfunction delta() {}\nfive\n',
    'docs/notes.md': 'no code here\n',
  });
  return dir;
}

describe('Grep', () => {
  it('is read-only, concurrency-safe, known by its aliases, and asks to read the searched path and everything below it', () => {
    expect(grep).toMatchObject({ name: 'Grep', aliases: ['grep', 'search', 'search_files'], readOnly: true, concurrencySafe: true });
    expect(describeTool(grep, { agent: { name: 'main' } })).toMatch(/^Searches file contents with a regular expression/);
    const context = { cwd: '/project' } as Parameters<NonNullable<typeof grep.permission>>[1];
    expect(grep.permission?.({ pattern: 'x', path: '/etc/hosts' }, context)).toEqual({ paths: [{ path: '/etc/hosts', access: 'read', searched: true }] });
  });

  it('lists the files that match by default, the most recently modified first', async () => {
    const result = await callSearch(project(), 'Grep', { pattern: 'function' });
    expect(result).toEqual({ status: 'success', text: 'Found 3 files\nc.ts\nb.js\na.ts' });
  });

  it('shows matching lines with line numbers in content mode, or without with -n false', async () => {
    const dir = project();
    expect(lines((await callSearch(dir, 'Grep', { pattern: 'function [ab]', output_mode: 'content' })).text)).toEqual([
      'b.js:1:function beta() {}',
      'a.ts:2:export function alpha() {}',
    ]);
    expect((await callSearch(dir, 'Grep', { pattern: 'beta', output_mode: 'content', '-n': false })).text).toBe('b.js:function beta() {}');
  });

  it('ignores case with -i', async () => {
    const dir = project();
    expect((await callSearch(dir, 'Grep', { pattern: 'loud', path: 'b.js', output_mode: 'content' })).text).toBe('No matches found');
    expect((await callSearch(dir, 'Grep', { pattern: 'loud', path: 'b.js', output_mode: 'content', '-i': true })).text).toBe('b.js:2:FUNCTION LOUD');
  });

  it('shows context lines with -A, -B and -C in content mode only', async () => {
    const dir = project();
    const content = { pattern: 'gamma', path: 'c.ts', output_mode: 'content' };
    expect(lines((await callSearch(dir, 'Grep', { ...content, '-A': 1 })).text)).toEqual(['c.ts:3:function gamma() {}', 'c.ts-4-three']);
    expect(lines((await callSearch(dir, 'Grep', { ...content, '-B': 2 })).text)).toEqual(['c.ts-1-one', 'c.ts-2-two', 'c.ts:3:function gamma() {}']);
    expect(lines((await callSearch(dir, 'Grep', { ...content, '-C': 1 })).text)).toEqual(['c.ts-2-two', 'c.ts:3:function gamma() {}', 'c.ts-4-three']);
    expect(lines((await callSearch(dir, 'Grep', { ...content, pattern: 'function', '-C': 0, '-A': 1 })).text)).toEqual([
      'c.ts:3:function gamma() {}',
      'c.ts-4-three',
      '--',
      'c.ts:6:function delta() {}',
      'c.ts-7-five',
    ]);
    expect((await callSearch(dir, 'Grep', { pattern: 'gamma', '-C': 3 })).text).toBe('Found 1 file\nc.ts');
  });

  it('counts matching lines per file in count mode, with the sum', async () => {
    const result = await callSearch(project(), 'Grep', { pattern: 'function', output_mode: 'count' });
    expect(lines(result.text)).toEqual(['Found 4 matching lines in 3 files', 'c.ts:2', 'b.js:1', 'a.ts:1']);
  });

  it('narrows the files with glob (several separated by spaces, braces kept whole) and type', async () => {
    const dir = project();
    expect((await callSearch(dir, 'Grep', { pattern: 'function', glob: '*.js' })).text).toBe('Found 1 file\nb.js');
    expect((await callSearch(dir, 'Grep', { pattern: 'function', glob: '*.js a.*' })).text).toBe('Found 2 files\nb.js\na.ts');
    expect((await callSearch(dir, 'Grep', { pattern: 'function|code', glob: '*.{md,js}' })).text).toBe('Found 2 files\ndocs/notes.md\nb.js');
    expect((await callSearch(dir, 'Grep', { pattern: 'function', type: 'ts' })).text).toBe('Found 2 files\nc.ts\na.ts');
    const unknownType = await callSearch(dir, 'Grep', { pattern: 'function', type: 'klingon' });
    expect(unknownType.status).toBe('error');
    expect(unknownType.text).toMatch(/unrecognized file type: klingon/);
  });

  it('matches across lines only with multiline', async () => {
    const dir = project();
    expect((await callSearch(dir, 'Grep', { pattern: 'two.*gamma', path: 'c.ts' })).text).toBe('No matches found');
    expect((await callSearch(dir, 'Grep', { pattern: 'two.*gamma', path: 'c.ts', multiline: true })).text).toBe('Found 1 file\nc.ts');
  });

  it('pages with head_limit and offset, and says how to see more', async () => {
    const dir = tempDir();
    writeTree(dir, { 'many.txt': Array.from({ length: 10 }, (_, i) => `hit ${i + 1}`).join('\n') });
    const page = (input: object) => callSearch(dir, 'Grep', { pattern: 'hit', output_mode: 'content', ...input }).then((r) => lines(r.text));
    expect(await page({ head_limit: 3 })).toEqual(['many.txt:1:hit 1', 'many.txt:2:hit 2', 'many.txt:3:hit 3', '(Showing results 1–3 of 10. Use offset: 3 to see more.)']);
    expect(await page({ head_limit: 3, offset: 3 })).toEqual(['many.txt:4:hit 4', 'many.txt:5:hit 5', 'many.txt:6:hit 6', '(Showing results 4–6 of 10. Use offset: 6 to see more.)']);
    expect(await page({ offset: 8 })).toEqual(['many.txt:9:hit 9', 'many.txt:10:hit 10', '(Showing results 9–10 of 10.)']);
    expect(await page({ offset: 10 })).toEqual(['(Nothing at offset 10: there are 10 results. Use a smaller offset.)']);
  });

  it('shows 250 entries by default and all of them with head_limit 0', async () => {
    const dir = tempDir();
    writeTree(dir, { 'many.txt': 'hit\n'.repeat(300) });
    const capped = lines((await callSearch(dir, 'Grep', { pattern: 'hit', output_mode: 'content' })).text);
    expect(capped).toHaveLength(251);
    expect(capped.at(-1)).toBe('(Showing results 1–250 of 300. Use offset: 250 to see more.)');
    expect(lines((await callSearch(dir, 'Grep', { pattern: 'hit', output_mode: 'content', head_limit: 0 })).text)).toHaveLength(300);
  });

  it('stops collecting at 2,000,000 characters whatever head_limit says, and says so', async () => {
    const dir = tempDir();
    writeTree(dir, { 'huge.txt': `hit ${'x'.repeat(95)}\n`.repeat(30_000) });
    const { status, text } = await callSearch(dir, 'Grep', { pattern: 'hit', output_mode: 'content', head_limit: 0 });
    expect(status).toBe('success');
    expect(text).toMatch(/\(Output cut at 2,000,000 characters: showing results 1–\d+ of more than \d+\. Narrow the search, or page on with offset: \d+\.\)$/);
    expect(ripgrepChildren()).toEqual([]);
  });

  it('pages the file list the same way', async () => {
    const dir = tempDir();
    writeTree(dir, Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}.txt`, 'hit'])));
    expect(lines((await callSearch(dir, 'Grep', { pattern: 'hit', head_limit: 2, offset: 1 })).text)).toEqual([
      'Found 5 files',
      'f3.txt',
      'f2.txt',
      '(Showing results 2–3 of 5. Use offset: 3 to see more.)',
    ]);
  });

  it('answers "No matches found" as a success', async () => {
    expect(await callSearch(project(), 'Grep', { pattern: 'zebra' })).toEqual({ status: 'success', text: 'No matches found' });
  });

  it('explains an invalid regex with ripgrep\'s own message', async () => {
    const result = await callSearch(project(), 'Grep', { pattern: 'interface{(' });
    expect(result.status).toBe('error');
    expect(result.text).toMatch(/^Invalid regular expression "interface\{\(":\n/);
    expect(result.text).toMatch(/unclosed|repetition/);
    expect(result.text).toContain('escape literal characters');
  });

  it('takes a pattern that starts with a dash as a pattern', async () => {
    const dir = tempDir();
    writeTree(dir, { 'flags.txt': 'use --force here\n' });
    expect((await callSearch(dir, 'Grep', { pattern: '--force', output_mode: 'content' })).text).toBe('flags.txt:1:use --force here');
  });

  it('skips binary files and ignored files, searches hidden ones, and leaves .git out', async () => {
    const dir = tempDir();
    writeTree(dir, {
      '.gitignore': 'build/\n',
      'build/out.txt': 'needle',
      'image.bin': Buffer.from('PNG\0\0needle\0'),
      '.env.example': 'needle=1',
      '.git/config': 'needle',
      'src/x.txt': 'needle',
    });
    expect((await callSearch(dir, 'Grep', { pattern: 'needle' })).text).toBe('Found 2 files\nsrc/x.txt\n.env.example');
  });

  it('finds text in files that are not UTF-8, showing the foreign bytes as replacement characters', async () => {
    const dir = tempDir();
    writeTree(dir, { 'latin1.txt': Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x6e, 0x65, 0x65, 0x64, 0x6c, 0x65, 0x0a]) });
    expect(await callSearch(dir, 'Grep', { pattern: 'needle', output_mode: 'content' })).toEqual({ status: 'success', text: 'latin1.txt:1:caf\uFFFD needle' });
  });

  it('does not follow symbolic links', async () => {
    const dir = tempDir();
    const outside = tempDir();
    writeTree(outside, { 'secret.txt': 'needle' });
    writeTree(dir, { 'real.txt': 'needle' });
    symlinkSync(outside, join(dir, 'linked-dir'));
    symlinkSync(join(dir, 'real.txt'), join(dir, 'alias.txt'));
    expect((await callSearch(dir, 'Grep', { pattern: 'needle' })).text).toBe('Found 1 file\nreal.txt');
  });

  it('shows paths from the project inside it and absolute paths outside it', async () => {
    const dir = project();
    expect((await callSearch(dir, 'Grep', { pattern: 'code', path: join(dir, 'docs'), output_mode: 'content' })).text).toBe('docs/notes.md:1:no code here');
    const elsewhere = tempDir();
    writeTree(elsewhere, { 'x.txt': 'needle' });
    expect((await callSearch(dir, 'Grep', { pattern: 'needle', path: elsewhere })).text).toBe(`Found 1 file\n${join(elsewhere, 'x.txt')}`);
  });

  it('cuts very long lines', async () => {
    const dir = tempDir();
    writeTree(dir, { 'min.js': `needle${'x'.repeat(5_000)}\n` });
    const { text } = await callSearch(dir, 'Grep', { pattern: 'needle', output_mode: 'content' });
    expect(text.length).toBeLessThan(700);
    expect(text).toMatch(/^min\.js:1:needlex+ \[\.\.\. omitted end of long line\]$/);
  });

  it('refuses a path that does not exist', async () => {
    const dir = tempDir();
    const result = await callSearch(dir, 'Grep', { pattern: 'x', path: 'missing' });
    expect(result).toEqual({ status: 'error', text: expect.stringContaining(`Path does not exist: ${join(dir, 'missing')}`) });
  });

  it('kills rg when the call is cancelled', async () => {
    const dir = tempDir();
    execFileSync('mkfifo', [join(dir, 'pipe')]);
    const controller = new AbortController();
    const call = callSearch(dir, 'Grep', { pattern: 'needle', path: 'pipe' }, controller.signal);
    while (ripgrepChildren().length === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    expect((await call).status).toBe('cancelled');
    // The executor answers "cancelled" at once; the killed rg is reaped right after.
    await vi.waitFor(() => expect(ripgrepChildren()).toEqual([]), { timeout: 5_000 });
  });
});
