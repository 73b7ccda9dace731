import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ls } from '../../../../main/core/builtins/ls.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';

async function runLs(cwd: string, input: Record<string, unknown>, name = 'LS') {
  const { executor } = executorWith(tempDir());
  return executor.run({ id: 'c1', name, input }, turnContext([ls], { cwd }));
}

function project(): string {
  const dir = tempDir();
  mkdirSync(join(dir, 'src', 'util'), { recursive: true });
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'src', 'main.ts'), '');
  writeFileSync(join(dir, 'src', 'util', 'strings.ts'), '');
  writeFileSync(join(dir, 'src', 'app.log'), '');
  writeFileSync(join(dir, 'README.md'), '');
  writeFileSync(join(dir, '.env'), '');
  return dir;
}

describe('LS', () => {
  it('lists a folder as a sorted tree, folders first and marked, and answers to its aliases', async () => {
    const dir = project();
    const expected = [`${dir}/`, '  docs/', '  src/', '    util/', '      strings.ts', '    app.log', '    main.ts', '  .env', '  README.md'].join('\n');
    for (const name of ['LS', 'ls', 'list', 'list_dir', 'list_files']) {
      const outcome = await runLs(dir, { path: dir }, name);
      expect(outcome.status).toBe('success');
      expect(textOf(outcome)).toBe(expected);
    }
    expect(textOf(await runLs(join(dir, 'src'), {}))).toBe([`${join(dir, 'src')}/`, '  util/', '    strings.ts', '  app.log', '  main.ts'].join('\n'));
  });

  it('leaves out entries matching the ignore patterns, by name or relative path', async () => {
    const dir = project();
    const text = textOf(await runLs(dir, { path: '.', ignore: ['*.log', 'src/util', 'docs'] }));
    expect(text).toBe([`${dir}/`, '  src/', '    main.ts', '  .env', '  README.md'].join('\n'));
  });

  it('skips .git and node_modules, saying where they were', async () => {
    const dir = project();
    mkdirSync(join(dir, '.git', 'objects'), { recursive: true });
    mkdirSync(join(dir, 'src', 'node_modules', 'left-pad'), { recursive: true });
    const text = textOf(await runLs(dir, { path: '.' }));
    expect(text).not.toMatch(/objects|left-pad|^ *\.git\//m);
    expect(text).toContain('(Not listed: .git, src/node_modules (.git and node_modules are skipped; give their path to list them).)');
    expect(textOf(await runLs(dir, { path: 'src/node_modules' }))).toContain('  left-pad/');
  });

  it('shows symbolic links with their target without following them', async () => {
    const dir = project();
    symlinkSync(join(dir, 'src'), join(dir, 'loop'));
    const text = textOf(await runLs(dir, { path: '.' }));
    expect(text).toContain(`  loop -> ${join(dir, 'src')}`);
    expect(text.match(/strings\.ts/g)).toHaveLength(1);
  });

  it('stops at 1,000 entries breadth first, marking the folders it did not open', async () => {
    const dir = tempDir();
    for (let d = 0; d < 3; d++) {
      mkdirSync(join(dir, `d${d}`));
      for (let f = 0; f < 600; f++) writeFileSync(join(dir, `d${d}`, `f${String(f).padStart(3, '0')}.txt`), '');
    }
    const text = textOf(await runLs(dir, { path: '.' }));
    const entries = text.split('\n').filter((line) => line.startsWith('  '));
    expect(entries).toHaveLength(1_000);
    expect(text).toContain('  d0/\n    f000.txt');
    expect(text).toContain('  d2/ …');
    expect(text).toContain('(Listing stopped at 1,000 entries; folders marked … were not listed. List a subfolder, or use Glob.)');
  });

  it('says when a folder is empty', async () => {
    const dir = tempDir();
    expect(textOf(await runLs(dir, { path: '.' }))).toBe(`${dir}/\n\n(The folder is empty.)`);
  });

  it('refuses a file and a missing path with what to do instead', async () => {
    const dir = project();
    expect(textOf(await runLs(dir, { path: 'README.md' }))).toBe(`${join(dir, 'README.md')} is a file, not a folder. Use Read to read it.`);
    expect(textOf(await runLs(dir, { path: 'scr' }))).toBe(`${join(dir, 'scr')} does not exist. Did you mean ${join(dir, 'src')}?`);
  });
});
