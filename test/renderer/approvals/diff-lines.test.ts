import { createPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { diffLines } from '../../../renderer/src/features/approvals/diff-lines.ts';

describe('diffLines', () => {
  it('classifies the lines of a unified diff', () => {
    const patch = createPatch('notes.txt', 'one\na draft note\nthree\n', 'one\na final note\nthree\n');
    expect(diffLines(patch)).toEqual([
      { kind: 'file', text: 'notes.txt' },
      { kind: 'hunk', text: '@@ -1,3 +1,3 @@' },
      { kind: 'context', text: ' one' },
      { kind: 'remove', text: '-a draft note' },
      { kind: 'add', text: '+a final note' },
      { kind: 'context', text: ' three' },
    ]);
  });
  it('reports a missing final newline as a note', () => {
    const lines = diffLines(createPatch('a', 'x', 'y'));
    expect(lines.filter((line) => line.kind === 'note')).toHaveLength(2);
  });
});
