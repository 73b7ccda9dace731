import { createTwoFilesPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { callDiff, envelopeFiles } from '../../../renderer/src/features/diff/call-diff.ts';

const kinds = (toolName: string, input: unknown) => callDiff(toolName, input)[0].rows.map((row) => `${row.kind}:${row.text}`);

describe('callDiff', () => {
  it('prefers the unified diff the tool reported once it ran', () => {
    const diff = createTwoFilesPatch('a/notes.txt', 'b/notes.txt', 'a draft note\n', 'a final note\n');
    const [file] = callDiff('Edit', { file_path: 'ignored.txt', old_string: 'x', new_string: 'y' }, { diff });
    expect(file.name).toBe('notes.txt');
    expect(file.rows.find((row) => row.kind === 'add')).toEqual({ kind: 'add', text: 'a final note', newLine: 1 });
  });

  it('shows an Edit or MultiEdit from its strings before it ran', () => {
    expect(kinds('Edit', { file_path: 'a.ts', old_string: 'let x = 1;', new_string: 'const x = 1;' })).toEqual(['hunk:@@', 'remove:let x = 1;', 'add:const x = 1;']);
    const multi = callDiff('MultiEdit', { file_path: 'a.ts', edits: [{ old_string: 'a', new_string: 'b' }, { old_string: 'c', new_string: 'd' }] })[0];
    expect([multi.name, multi.added, multi.removed]).toEqual(['a.ts', 2, 2]);
  });

  it('shows Write and Insert as added lines, Insert numbered after its line', () => {
    expect(kinds('Write', { file_path: 'n.txt', content: 'one\ntwo\n' })).toEqual(['hunk:@@', 'add:one', 'add:two']);
    const [insert] = callDiff('Insert', { file_path: 'n.txt', insert_line: 4, new_str: 'five\nsix' });
    expect(insert.rows.slice(1).map((row) => row.newLine)).toEqual([5, 6]);
  });

  it('answers nothing for a tool that changes no file', () => {
    expect(callDiff('Read', { file_path: 'a' })).toEqual([]);
  });
});

describe('envelopeFiles', () => {
  it('reads each file section of an ApplyPatch envelope, with moves', () => {
    const files = envelopeFiles(
      [
        '*** Begin Patch',
        '*** Add File: src/hello.ts',
        "+export const hello = 'world';",
        '*** Update File: src/app.ts',
        '*** Move to: src/main.ts',
        '@@ function start() {',
        '   const port = 3000;',
        '-  listen(port);',
        '+  listen(port, () => {});',
        '*** Delete File: src/old.ts',
        '*** End Patch',
      ].join('\n'),
    );
    expect(files.map((file) => [file.name, file.movedFrom, file.added, file.removed])).toEqual([
      ['src/hello.ts', undefined, 1, 0],
      ['src/main.ts', 'src/app.ts', 1, 1],
      ['src/old.ts', undefined, 0, 0],
    ]);
    expect(files[1].rows[0]).toEqual({ kind: 'hunk', text: '@@ function start() {' });
  });
});
