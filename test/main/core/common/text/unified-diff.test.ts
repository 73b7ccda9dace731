import { describe, expect, it } from 'vitest';
import { structuredPatch } from 'diff';
import { changedHunks, unifiedDiff } from '../../../../../main/core/common/text/unified-diff.ts';

const numbered = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`);

describe('unifiedDiff', () => {
  it('gives the hunk of a change deep in a file with the right line numbers and three lines of context', () => {
    const before = numbered(1000);
    const after = [...before];
    after[499] = 'changed';
    const diff = unifiedDiff('a/f', 'b/f', before.join('\n') + '\n', after.join('\n') + '\n');
    expect(diff).toBe(
      ['--- a/f', '+++ b/f', '@@ -497,7 +497,7 @@', ' line 497', ' line 498', ' line 499', '-line 500', '+changed', ' line 501', ' line 502', ' line 503', ''].join('\n'),
    );
  });

  it('agrees with a whole-file diff on insertions, deletions and both ends', () => {
    const before = numbered(40).join('\n') + '\n';
    const cases = [
      before.replace('line 1\n', ''),
      before + 'extra\n',
      before.replace('line 40\n', 'line 40'),
      before.replace('line 20\n', 'line 20\nnew a\nnew b\n').replace('line 3\n', ''),
      '',
    ];
    for (const after of cases) {
      const whole = structuredPatch('a/f', 'b/f', before, after, undefined, undefined, { context: 3 });
      expect(changedHunks('a/f', 'b/f', before, after).hunks).toEqual(whole.hunks);
    }
  });

  it('is empty for equal texts', () => {
    expect(unifiedDiff('a/f', 'b/f', 'same', 'same')).toBe('');
  });
});
