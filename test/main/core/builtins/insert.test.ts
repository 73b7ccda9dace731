import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { editSession } from './edit/harness.ts';

function project(content: string) {
  const dir = tempDir();
  const file = join(dir, 'f.txt');
  writeFileSync(file, content);
  const session = editSession(dir);
  session.read(file);
  return { file, session };
}

describe('Insert', () => {
  it('inserts at the top, in the middle and at the end', async () => {
    const { file, session } = project('b\nd\n');
    await session.call('Insert', { file_path: file, insert_line: 0, new_str: 'a' });
    await session.call('insert', { file_path: file, insert_line: 2, new_str: 'c\n' });
    const last = await session.call('Insert', { file_path: file, insert_line: 4, new_str: 'e\nf' });
    expect(readFileSync(file, 'utf8')).toBe('a\nb\nc\nd\ne\nf\n');
    expect(last.text).toContain('     6\tf');
  });

  it('appends after a last line that has no newline', async () => {
    const { file, session } = project('a\nb');
    await session.call('Insert', { file_path: file, insert_line: 2, new_str: 'c' });
    expect(readFileSync(file, 'utf8')).toBe('a\nb\nc');
  });

  it('keeps CRLF line endings', async () => {
    const { file, session } = project('a\r\nc\r\n');
    await session.call('Insert', { file_path: file, insert_line: 1, new_str: 'b' });
    expect(readFileSync(file, 'utf8')).toBe('a\r\nb\r\nc\r\n');
  });

  it('refuses a line number past the end, saying the range', async () => {
    const { file, session } = project('a\nb\n');
    const result = await session.call('Insert', { file_path: file, insert_line: 5, new_str: 'x' });
    expect(result.text).toMatch(/has 2 lines: give a number from 0 \(the top\) to 2/);
  });

  it('refuses a missing file', async () => {
    const dir = tempDir();
    const result = await editSession(dir).call('Insert', { file_path: 'nope.txt', insert_line: 0, new_str: 'x' });
    expect(result.text).toMatch(/does not exist\. Create it with Write/);
  });
});
