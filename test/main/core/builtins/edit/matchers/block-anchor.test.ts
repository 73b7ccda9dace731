import { describe, expect, it } from 'vitest';
import { blockAnchor } from '../../../../../../main/core/builtins/edit/matchers/block-anchor.ts';
import { found } from './find.ts';

const file = ['function total(items) {', '  let sum = 0;', '  for (const item of items) sum += item.price;', '  return sum;', '}'].join('\n');

describe('block-anchor matcher', () => {
  it('rescues a block whose middle the model remembered slightly wrong', () => {
    const remembered = ['function total(items) {', '  let total = 0;', '  for (const item of items) total += item.price;', '  return total;', '}'].join('\n');
    expect(found(blockAnchor, file, remembered)).toEqual([file]);
  });

  it('refuses a block whose middle is something else', () => {
    const other = ['function total(items) {', '  throw new Error("not implemented");', '  // TODO', '  console.log(items);', '}'].join('\n');
    expect(found(blockAnchor, file, other)).toEqual([]);
  });

  it('refuses a block of another length between the same anchors', () => {
    const shorter = ['function total(items) {', '  let sum = 0;', '}'].join('\n');
    expect(found(blockAnchor, file, shorter)).toEqual([]);
  });
});
