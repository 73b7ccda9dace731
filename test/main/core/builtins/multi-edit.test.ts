import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { editSession } from './edit/harness.ts';

function project(content = 'alpha\nbeta\ngamma\n') {
  const dir = tempDir();
  const file = join(dir, 'list.txt');
  writeFileSync(file, content);
  const session = editSession(dir);
  session.read(file);
  return { file, session };
}

describe('MultiEdit', () => {
  it('applies each edit to the result of the one before', async () => {
    const { file, session } = project();
    const result = await session.call('MultiEdit', {
      file_path: file,
      edits: [
        { old_string: 'alpha', new_string: 'one' },
        { old_string: 'one\nbeta', new_string: 'one\ntwo' },
        { old_string: 'a', new_string: 'A', replace_all: true },
      ],
    });
    expect(result.status).toBe('success');
    expect(readFileSync(file, 'utf8')).toBe('one\ntwo\ngAmmA\n');
    expect(result.text).toContain('4 places changed');
    expect(session.checkpoints).toHaveLength(1);
  });

  it('applies none when a later edit fails, and says which one', async () => {
    const { file, session } = project();
    const result = await session.call('multi_edit', {
      file_path: file,
      edits: [
        { old_string: 'alpha', new_string: 'one' },
        { old_string: 'delta', new_string: 'four' },
      ],
    });
    expect(result.status).toBe('error');
    expect(result.text).toMatch(/^Edit 2 of 2: old_string was not found[\s\S]*No edit was applied\.$/);
    expect(readFileSync(file, 'utf8')).toBe('alpha\nbeta\ngamma\n');
    expect(session.checkpoints).toEqual([]);
  });

  it('refuses an edit that looks for text an earlier edit replaced', async () => {
    const { file, session } = project();
    const result = await session.call('multiedit', {
      file_path: file,
      edits: [
        { old_string: 'beta', new_string: 'two' },
        { old_string: 'beta\ngamma', new_string: 'three' },
      ],
    });
    expect(result.text).toMatch(/^Edit 2 of 2/);
    expect(readFileSync(file, 'utf8')).toBe('alpha\nbeta\ngamma\n');
  });

  it('refuses an edit whose old_string equals its new_string', async () => {
    const { file, session } = project();
    const result = await session.call('MultiEdit', { file_path: file, edits: [{ old_string: 'beta', new_string: 'beta' }] });
    expect(result.text).toMatch(/same/);
  });
});
