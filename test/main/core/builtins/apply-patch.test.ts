import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { editSession } from './edit/harness.ts';

function project(files: Record<string, string>) {
  const dir = tempDir();
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

const patchOf = (...lines: string[]) => ['*** Begin Patch', ...lines, '*** End Patch'].join('\n');

describe('ApplyPatch', () => {
  it('adds, updates, moves and deletes files in one patch', async () => {
    const dir = project({ 'a.ts': 'one\ntwo\nthree\n', 'b.ts': 'x\ny\n', 'gone.ts': 'bye\n' });
    const session = editSession(dir);
    session.read(join(dir, 'a.ts'));
    session.read(join(dir, 'b.ts'));
    const patch = patchOf(
      '*** Add File: new/c.ts',
      '+hello',
      '*** Update File: a.ts',
      '@@',
      ' one',
      '-two',
      '+2',
      ' three',
      '*** Update File: b.ts',
      '*** Move to: moved/b.ts',
      '@@',
      '-y',
      '+why',
      '*** Delete File: gone.ts',
    );
    const result = await session.call('apply_patch', { patch });
    expect(result.status).toBe('success');
    expect(result.text).toBe(
      [
        'Applied the patch:',
        'A new/c.ts',
        'M a.ts',
        '     1\tone',
        '     2\t2',
        '     3\tthree',
        'R b.ts -> moved/b.ts',
        '     1\tx',
        '     2\twhy',
        'D gone.ts',
      ].join('\n'),
    );
    expect(readFileSync(join(dir, 'new/c.ts'), 'utf8')).toBe('hello\n');
    expect(readFileSync(join(dir, 'a.ts'), 'utf8')).toBe('one\n2\nthree\n');
    expect(readFileSync(join(dir, 'moved/b.ts'), 'utf8')).toBe('x\nwhy\n');
    expect(existsSync(join(dir, 'b.ts'))).toBe(false);
    expect(existsSync(join(dir, 'gone.ts'))).toBe(false);
    expect(session.checkpoints.map((checkpoint) => checkpoint.path).sort()).toEqual(
      ['new/c.ts', 'a.ts', 'moved/b.ts', 'b.ts', 'gone.ts'].map((name) => join(dir, name)).sort(),
    );
  });

  it('asks permission for every path it writes, with write access, and shows the diff of them all', async () => {
    const dir = project({ 'a.ts': 'one\n', 'gone.ts': 'bye\n' });
    const session = editSession(dir, { ask: true });
    session.read(join(dir, 'a.ts'));
    await session.call('ApplyPatch', { patch: patchOf('*** Update File: a.ts', '*** Move to: b.ts', '-one', '+uno', '*** Delete File: gone.ts', '*** Add File: c.ts', '+c') });
    expect(session.permissionRequests[0].target.paths).toEqual(
      ['a.ts', 'b.ts', 'gone.ts', 'c.ts'].map((name) => ({ path: join(dir, name), access: 'write' })),
    );
    expect(session.asked[0].diff).toBe(
      [
        '--- a/a.ts', '+++ b/b.ts', '@@ -1,1 +1,1 @@', '-one', '+uno',
        '--- a/gone.ts', '+++ /dev/null', '@@ -1,1 +0,0 @@', '-bye',
        '--- /dev/null', '+++ b/c.ts', '@@ -0,0 +1,1 @@', '+c', '',
      ].join('\n'),
    );
  });

  it('writes nothing when a later hunk does not fit', async () => {
    const dir = project({ 'a.ts': 'one\n', 'b.ts': 'two\n' });
    const session = editSession(dir);
    session.read(join(dir, 'a.ts'));
    session.read(join(dir, 'b.ts'));
    const patch = patchOf('*** Add File: c.ts', '+c', '*** Update File: a.ts', '-one', '+1', '*** Update File: b.ts', '-three', '+3');
    const result = await session.call('ApplyPatch', { patch });
    expect(result.status).toBe('error');
    expect(result.text).toMatch(/Hunk 1 of b\.ts does not match the file[\s\S]*No file was changed/);
    expect(readFileSync(join(dir, 'a.ts'), 'utf8')).toBe('one\n');
    expect(existsSync(join(dir, 'c.ts'))).toBe(false);
    expect(session.checkpoints).toEqual([]);
  });

  it('finds hunks written with trailing spaces, other indentation or typographic punctuation', async () => {
    const dir = project({ 'a.py': 'def f():\n    return "it\'s - ok..."\n' });
    const session = editSession(dir);
    session.read(join(dir, 'a.py'));
    const patch = patchOf('*** Update File: a.py', '@@ def f():   ', '-  return “it’s — ok…”', '+    return "fine"');
    const result = await session.call('patch', { patchText: patch });
    expect(result.status).toBe('success');
    expect(readFileSync(join(dir, 'a.py'), 'utf8')).toBe('def f():\n    return "fine"\n');
  });

  it('takes the patch from a field named input', async () => {
    const dir = project({});
    const result = await editSession(dir).call('ApplyPatch', { input: patchOf('*** Add File: n.txt', '+n') });
    expect(result.status).toBe('success');
    expect(readFileSync(join(dir, 'n.txt'), 'utf8')).toBe('n\n');
  });

  it('refuses to add a file that exists, update one never read, or name a file twice', async () => {
    const dir = project({ 'a.ts': 'one\n' });
    const session = editSession(dir);
    expect((await session.call('ApplyPatch', { patch: patchOf('*** Add File: a.ts', '+x') })).text).toMatch(/already exists/);
    expect((await session.call('ApplyPatch', { patch: patchOf('*** Update File: a.ts', '-one', '+1') })).text).toMatch(/not read/);
    session.read(join(dir, 'a.ts'));
    const twice = patchOf('*** Update File: a.ts', '-one', '+1', '*** Update File: ./a.ts', '-1', '+2');
    expect((await session.call('ApplyPatch', { patch: twice })).text).toMatch(/appears more than once/);
    expect(readFileSync(join(dir, 'a.ts'), 'utf8')).toBe('one\n');
  });

  it('keeps CRLF line endings of an updated file', async () => {
    const dir = project({ 'w.txt': 'a\r\nb\r\n' });
    const session = editSession(dir);
    session.read(join(dir, 'w.txt'));
    await session.call('ApplyPatch', { patch: patchOf('*** Update File: w.txt', ' a', '-b', '+c') });
    expect(readFileSync(join(dir, 'w.txt'), 'utf8')).toBe('a\r\nc\r\n');
  });

  it('does not move a file onto one that appeared while the person was asked', async () => {
    const dir = project({ 'a.ts': 'one\n' });
    const session = editSession(dir, {
      ask: true,
      answer: () => {
        writeFileSync(join(dir, 'b.ts'), 'someone else\n');
        return { decision: 'allow', scope: 'once' };
      },
    });
    session.read(join(dir, 'a.ts'));
    const result = await session.call('ApplyPatch', { patch: patchOf('*** Update File: a.ts', '*** Move to: b.ts', '-one', '+1') });
    expect(result.text).toMatch(/b\.ts already exists/);
    expect(readFileSync(join(dir, 'b.ts'), 'utf8')).toBe('someone else\n');
    expect(readFileSync(join(dir, 'a.ts'), 'utf8')).toBe('one\n');
  });

  it('explains a malformed patch', async () => {
    const result = await editSession(tempDir()).call('ApplyPatch', { patch: '--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n' });
    expect(result.text).toMatch(/The patch is malformed: the first line must be "\*\*\* Begin Patch"/);
  });
});
