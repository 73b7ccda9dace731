import { describe, expect, it } from 'vitest';
import { indentationShifted } from '../../../../../../main/core/builtins/edit/matchers/indentation-shifted.ts';
import { found } from './find.ts';

const file = 'class A:\n    def run(self):\n        if self.ok:\n            go()\n';

describe('indentation-shifted matcher', () => {
  it('rescues a block the model wrote without its surrounding indentation', () => {
    expect(found(indentationShifted, file, 'def run(self):\n    if self.ok:\n        go()')).toEqual([
      '    def run(self):\n        if self.ok:\n            go()',
    ]);
  });

  it('refuses a block whose inner indentation differs (it would change Python code)', () => {
    expect(found(indentationShifted, file, 'def run(self):\nif self.ok:\n    go()')).toEqual([]);
  });
});
