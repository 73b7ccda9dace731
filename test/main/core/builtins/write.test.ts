import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { editSession } from './edit/harness.ts';

describe('Write', () => {
  it('creates a file and its folders, checkpointing the path first', async () => {
    const dir = tempDir();
    const session = editSession(dir);
    const result = await session.call('write_file', { file_path: 'a/b/c.txt', content: 'one\ntwo\n' });
    expect(result.text).toBe(`Created ${join(dir, 'a/b/c.txt')} (2 lines).`);
    expect(readFileSync(join(dir, 'a/b/c.txt'), 'utf8')).toBe('one\ntwo\n');
    expect(session.checkpoints).toEqual([{ path: join(dir, 'a/b/c.txt'), content: undefined }]);
  });

  it('refuses to overwrite a file the session has not read', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'x.txt'), 'keep');
    const session = editSession(dir);
    const result = await session.call('Write', { file_path: 'x.txt', content: 'lost' });
    expect(result.text).toMatch(/not read/);
    expect(readFileSync(join(dir, 'x.txt'), 'utf8')).toBe('keep');
  });

  it('overwrites a file it read, keeping its CRLF line endings, BOM and mode', async () => {
    const dir = tempDir();
    const file = join(dir, 'w.bat');
    writeFileSync(file, '\uFEFF@echo off\r\necho 1\r\n');
    chmodSync(file, 0o700);
    const session = editSession(dir);
    session.read(file);
    const result = await session.call('create_file', { file_path: file, content: '@echo off\necho 2\n' });
    expect(result.text).toContain('     2\techo 2');
    expect(readFileSync(file, 'utf8')).toBe('\uFEFF@echo off\r\necho 2\r\n');
    expect(statSync(file).mode & 0o777).toBe(0o700);
  });

  it('sends the diff of an overwrite with the approval request', async () => {
    const dir = tempDir();
    const file = join(dir, 'x.txt');
    writeFileSync(file, 'old\n');
    const session = editSession(dir, { ask: true });
    session.read(file);
    await session.call('write_to_file', { file_path: file, content: 'new\n' });
    expect(session.asked[0].diff).toBe('--- a/x.txt\n+++ b/x.txt\n@@ -1,1 +1,1 @@\n-old\n+new\n');
    expect(readFileSync(file, 'utf8')).toBe('new\n');
  });

  it('sends the whole new file as the diff of a creation', async () => {
    const dir = tempDir();
    const session = editSession(dir, { ask: true });
    await session.call('write', { file_path: 'n.txt', content: 'hello\n' });
    expect(session.asked[0].diff).toBe('--- /dev/null\n+++ b/n.txt\n@@ -0,0 +1,1 @@\n+hello\n');
  });
});
