import { describe, expect, it } from 'vitest';
import { contextAware } from '../../../../../../main/core/builtins/edit/matchers/context-aware.ts';
import { found } from './find.ts';

const file = ['render() {', '  const a = load();', '  const b = transform(a, { deep: true });', '  draw(b);', '  log(b);', '}'].join('\n');

describe('context-aware matcher', () => {
  it('rescues a block with right anchors and half of its middle lines right', () => {
    const remembered = ['render() {', '  const a = load();', '  const x = convert(y);', '  draw(b);', '  flush();', '}'].join('\n');
    expect(found(contextAware, file, remembered)).toEqual([file]);
  });

  it('refuses a block with fewer than half of its middle lines right', () => {
    const remembered = ['render() {', '  const a = load();', '  const x = convert(y);', '  paint(x);', '  flush();', '}'].join('\n');
    expect(found(contextAware, file, remembered)).toEqual([]);
  });
});
