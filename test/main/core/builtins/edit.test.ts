import { chmodSync, closeSync, lstatSync, openSync, ftruncateSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { editSession } from './edit/harness.ts';

function project(content: string | Buffer = 'const a = 1;\nconst b = 2;\nconst c = 3;\n') {
  const dir = tempDir();
  const file = join(dir, 'code.ts');
  writeFileSync(file, content);
  return { dir, file };
}

describe('Edit', () => {
  it('replaces the text, checkpoints first, and shows the changed lines with their numbers', async () => {
    const { dir, file } = project();
    const session = editSession(dir);
    session.read(file);
    const result = await session.call('Edit', { file_path: 'code.ts', old_string: 'const b = 2;', new_string: 'const b = 20;' });
    expect(result.status).toBe('success');
    expect(readFileSync(file, 'utf8')).toBe('const a = 1;\nconst b = 20;\nconst c = 3;\n');
    expect(session.checkpoints).toEqual([{ path: file, content: 'const a = 1;\nconst b = 2;\nconst c = 3;\n' }]);
    expect(result.text).toContain(`Edited ${file}: 1 place changed.`);
    expect(result.text).toContain('     2\tconst b = 20;');
    expect(result.metadata?.diff).toContain('-const b = 2;\n+const b = 20;');
  });

  it('answers to its aliases', async () => {
    const { dir, file } = project();
    const session = editSession(dir);
    session.read(file);
    for (const [name, next] of [['str_replace', '1'], ['edit_file', '2'], ['replace_in_file', '3'], ['edit', '4']]) {
      const result = await session.call(name, { file_path: file, old_string: 'const a', new_string: `const a${next}` });
      expect(result.status).toBe('success');
      writeFileSync(file, 'const a = 1;\n');
      session.read(file);
    }
  });

  it('refuses a file this session has not read, and one changed since it was read', async () => {
    const { dir, file } = project();
    const session = editSession(dir);
    const unread = await session.call('Edit', { file_path: file, old_string: 'const a', new_string: 'let a' });
    expect(unread).toMatchObject({ status: 'error' });
    expect(unread.text).toMatch(/not read .* Read it first/);
    session.read(file);
    writeFileSync(file, 'const a = 100;\n');
    const stale = await session.call('Edit', { file_path: file, old_string: 'const a', new_string: 'let a' });
    expect(stale.text).toMatch(/changed since you last read it/);
    expect(readFileSync(file, 'utf8')).toBe('const a = 100;\n');
    expect(session.checkpoints).toEqual([]);
  });

  it('refuses old_string equal to new_string', async () => {
    const { dir, file } = project();
    const session = editSession(dir);
    session.read(file);
    const result = await session.call('Edit', { file_path: file, old_string: 'const a', new_string: 'const a' });
    expect(result.text).toMatch(/are the same/);
  });

  it('leaves the file untouched and points at the closest region when nothing matches', async () => {
    const { dir, file } = project();
    const session = editSession(dir);
    session.read(file);
    const result = await session.call('Edit', { file_path: file, old_string: 'const b = 5;\nconst c = 3;', new_string: 'x' });
    expect(result.status).toBe('error');
    expect(result.text).toMatch(/closest region is lines 2–3[\s\S]*read it again/);
    expect(readFileSync(file, 'utf8')).toBe('const a = 1;\nconst b = 2;\nconst c = 3;\n');
  });

  it('keeps CRLF line endings and the BOM', async () => {
    const { dir, file } = project('\uFEFFone\r\ntwo\r\nthree\r\n');
    const session = editSession(dir);
    session.read(file);
    const result = await session.call('Edit', { file_path: file, old_string: 'one\ntwo', new_string: 'one\n2\nand a half' });
    expect(result.status).toBe('success');
    expect(readFileSync(file, 'utf8')).toBe('\uFEFFone\r\n2\r\nand a half\r\nthree\r\n');
  });

  it('leaves bytes that are not UTF-8 exactly as they were outside the edited text', async () => {
    const latin1 = Buffer.from([...Buffer.from('caf'), 0xe9, 0x0a, ...Buffer.from('x = 1\n'), 0xff, 0xfe, 0x0a]);
    const { dir, file } = project(latin1);
    const session = editSession(dir);
    session.read(file);
    const result = await session.call('Edit', { file_path: file, old_string: 'x = 1', new_string: 'x = 2' });
    expect(result.status).toBe('success');
    expect(readFileSync(file)).toEqual(Buffer.from([...Buffer.from('caf'), 0xe9, 0x0a, ...Buffer.from('x = 2\n'), 0xff, 0xfe, 0x0a]));
  });

  it('edits the target of a symlink, which stays a link', async () => {
    const { dir, file } = project();
    const link = join(dir, 'link.ts');
    symlinkSync(file, link);
    const session = editSession(dir);
    session.read(link);
    const result = await session.call('Edit', { file_path: link, old_string: 'const a = 1;', new_string: 'const a = 9;' });
    expect(result.status).toBe('success');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(file);
    expect(readFileSync(file, 'utf8')).toContain('const a = 9;');
  });

  it('keeps the file mode, even bits the umask would clear', async () => {
    const { dir, file } = project('#!/bin/sh\necho hi\n');
    chmodSync(file, 0o777);
    const session = editSession(dir);
    session.read(file);
    await session.call('Edit', { file_path: file, old_string: 'echo hi', new_string: 'echo bye' });
    expect(statSync(file).mode & 0o777).toBe(0o777);
  });

  it('creates a missing file from an empty old_string, and refuses a missing file otherwise', async () => {
    const dir = tempDir();
    const session = editSession(dir);
    const created = await session.call('Edit', { file_path: 'new/file.txt', old_string: '', new_string: 'hello\n' });
    expect(created.text).toMatch(/^Created /);
    expect(readFileSync(join(dir, 'new/file.txt'), 'utf8')).toBe('hello\n');
    const missing = await session.call('Edit', { file_path: 'nope.txt', old_string: 'a', new_string: 'b' });
    expect(missing.text).toMatch(/does not exist/);
  });

  it('says when a fallback matcher found the text', async () => {
    const { dir, file } = project('if (x) {\n    go();\n}\n');
    const session = editSession(dir);
    session.read(file);
    const result = await session.call('Edit', { file_path: file, old_string: 'if (x) {\n  go();\n}', new_string: 'if (x) {\n  stop();\n}' });
    expect(readFileSync(file, 'utf8')).toBe('if (x) {\n    stop();\n}\n');
    expect(result.text).toMatch(/line-trimmed matcher/);
  });

  it('sends the diff with the approval request, before anything is written', async () => {
    const { dir, file } = project();
    let contentWhenAsked = '';
    const session = editSession(dir, {
      ask: true,
      answer: () => {
        contentWhenAsked = readFileSync(file, 'utf8');
        return { decision: 'deny' };
      },
    });
    session.read(file);
    const result = await session.call('Edit', { file_path: file, old_string: 'const c = 3;', new_string: 'const c = 30;' });
    expect(result.status).toBe('denied');
    expect(session.asked[0].diff).toBe(
      ['--- a/code.ts', '+++ b/code.ts', '@@ -1,3 +1,3 @@', ' const a = 1;', ' const b = 2;', '-const c = 3;', '+const c = 30;', ''].join('\n'),
    );
    expect(contentWhenAsked).toBe('const a = 1;\nconst b = 2;\nconst c = 3;\n');
    expect(readFileSync(file, 'utf8')).toBe(contentWhenAsked);
  });

  it('does not overwrite a file that changed while the person was being asked', async () => {
    const { dir, file } = project();
    const session = editSession(dir, {
      ask: true,
      answer: () => {
        writeFileSync(file, 'const a = 1;\nconst b = 2;\nconst c = 3;\n// added meanwhile\n');
        return { decision: 'allow', scope: 'once' };
      },
    });
    session.read(file);
    const result = await session.call('Edit', { file_path: file, old_string: 'const c = 3;', new_string: 'const c = 30;' });
    expect(result.text).toMatch(/changed since you last read it/);
    expect(readFileSync(file, 'utf8')).toContain('// added meanwhile');
  });

  it('lets the session edit again after its own edit without reading again', async () => {
    const { dir, file } = project();
    const session = editSession(dir);
    session.read(file);
    await session.call('Edit', { file_path: file, old_string: 'const a = 1;', new_string: 'const a = 10;' });
    const second = await session.call('Edit', { file_path: file, old_string: 'const b = 2;', new_string: 'const b = 20;' });
    expect(second.status).toBe('success');
    expect(readFileSync(file, 'utf8')).toBe('const a = 10;\nconst b = 20;\nconst c = 3;\n');
  });

  it('serialises concurrent edits to one file: neither is lost', async () => {
    const lines = Array.from({ length: 20 }, (_, index) => `line ${index}`);
    const { dir, file } = project(lines.join('\n') + '\n');
    const session = editSession(dir);
    session.read(file);
    const results = await Promise.all(
      lines.map((line) => session.call('Edit', { file_path: file, old_string: `${line}\n`, new_string: `${line} edited\n` })),
    );
    expect(results.map((result) => result.status)).toEqual(lines.map(() => 'success'));
    expect(readFileSync(file, 'utf8')).toBe(lines.map((line) => `${line} edited\n`).join(''));
  });

  it('refuses a file over 100 MB, pointing at a stream editor', async () => {
    const { dir, file } = project();
    const handle = openSync(file, 'r+');
    ftruncateSync(handle, 101 * 1024 * 1024);
    closeSync(handle);
    const session = editSession(dir);
    session.read(file);
    const result = await session.call('Edit', { file_path: file, old_string: 'const a', new_string: 'let a' });
    expect(result.text).toMatch(/101 MB, too large to edit here .* sed/);
  });

  it('asks permission for the absolute path with write access', async () => {
    const { dir, file } = project();
    const session = editSession(dir);
    session.read(file);
    await session.call('Edit', { file_path: 'code.ts', old_string: 'const a', new_string: 'let a' });
    expect(session.permissionRequests[0].target).toEqual({ paths: [{ path: file, access: 'write' }] });
  });
});
