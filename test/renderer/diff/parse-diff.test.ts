import { createTwoFilesPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { changePartners, parseDiff, splitRows } from '../../../renderer/src/features/diff/parse-diff.ts';

const before = 'one\ntwo\nthree\nfour\n';
const after = 'one\n2\nthree\nfour\nfive\n';
const patch = createTwoFilesPatch('a/notes.txt', 'b/notes.txt', before, after);

describe('parseDiff', () => {
  it('numbers each side of every line and counts the changes', () => {
    const [file] = parseDiff(patch);
    expect(file.name).toBe('notes.txt');
    expect(file.movedFrom).toBeUndefined();
    expect([file.added, file.removed]).toEqual([2, 1]);
    expect(file.rows).toEqual([
      { kind: 'hunk', text: '@@ -1,4 +1,5 @@' },
      { kind: 'context', text: 'one', oldLine: 1, newLine: 1 },
      { kind: 'remove', text: 'two', oldLine: 2 },
      { kind: 'add', text: '2', newLine: 2 },
      { kind: 'context', text: 'three', oldLine: 3, newLine: 3 },
      { kind: 'context', text: 'four', oldLine: 4, newLine: 4 },
      { kind: 'add', text: 'five', newLine: 5 },
    ]);
  });

  it('gives each file of a multi-file patch, new and deleted files by their real path, moves with both', () => {
    const files = parseDiff(
      createTwoFilesPatch('/dev/null', 'b/new.txt', '', 'hello\n') +
        createTwoFilesPatch('a/gone.txt', '/dev/null', 'bye\n', '') +
        createTwoFilesPatch('a/old.ts', 'b/new.ts', 'x\n', 'y\n'),
    );
    expect(files.map((file) => [file.name, file.movedFrom, file.added, file.removed])).toEqual([
      ['new.txt', undefined, 1, 0],
      ['gone.txt', undefined, 0, 1],
      ['new.ts', 'old.ts', 1, 1],
    ]);
  });

  it('reads a file without a final newline', () => {
    const [file] = parseDiff(createTwoFilesPatch('a/f', 'b/f', 'a', 'b'));
    expect(file.rows.filter((row) => row.kind === 'note')).toHaveLength(2);
    expect(file.added).toBe(1);
  });
});

describe('splitRows', () => {
  it('pairs removals with the additions after them and keeps unchanged lines on both sides', () => {
    const rows = splitRows(parseDiff(createTwoFilesPatch('a/f', 'b/f', 'keep\nold 1\nold 2\nend\n', 'keep\nnew 1\nend\n'))[0].rows);
    expect(rows.map((row) => row.hunk ?? [row.left?.text ?? null, row.right?.text ?? null])).toEqual([
      '@@ -1,4 +1,3 @@',
      ['keep', 'keep'],
      ['old 1', 'new 1'],
      ['old 2', null],
      ['end', 'end'],
    ]);
  });

  it('leaves the old side empty for lines only added', () => {
    const rows = splitRows(parseDiff(patch)[0].rows);
    expect(rows.at(-1)).toEqual({ right: { kind: 'add', text: 'five', newLine: 5 } });
  });
});

describe('hunk headers', () => {
  it('keep the start of an empty side as the patch wrote it', () => {
    const [created] = parseDiff(createTwoFilesPatch('/dev/null', 'b/new.txt', '', 'a\nb\n'));
    expect(created.rows[0]).toEqual({ kind: 'hunk', text: '@@ -0,0 +1,2 @@' });
  });
});

describe('changePartners', () => {
  it('pairs each removal with the addition the split view puts beside it, both ways; lines without a partner have none', () => {
    const [file] = parseDiff(createTwoFilesPatch('a/f', 'b/f', 'keep\nold 1\nold 2\nend\n', 'keep\nnew 1\nend\nmore\n'));
    const partners = changePartners(file.rows);
    const text = (wanted: string) => file.rows.find((row) => row.text === wanted)!;
    expect(partners.get(text('old 1'))).toBe(text('new 1'));
    expect(partners.get(text('new 1'))).toBe(text('old 1'));
    expect(partners.has(text('old 2'))).toBe(false);
    expect(partners.has(text('more'))).toBe(false);
    expect(partners.has(text('keep'))).toBe(false);
  });
});
