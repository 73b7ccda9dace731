import { describe, expect, it } from 'vitest';
import { lineTrimmed } from '../../../../../../main/core/builtins/edit/matchers/line-trimmed.ts';
import { found } from './find.ts';

const file = 'function a() {\n    const x = 1;   \n    return x;\n}\n';

describe('line-trimmed matcher', () => {
  it('rescues lines written with the wrong indentation and without trailing spaces', () => {
    expect(found(lineTrimmed, file, '  const x = 1;\n  return x;')).toEqual(['    const x = 1;   \n    return x;']);
  });

  it('takes the newline when the target ends with one', () => {
    expect(found(lineTrimmed, file, 'const x = 1;\nreturn x;\n')).toEqual(['    const x = 1;   \n    return x;\n']);
  });

  it('refuses a line whose words differ', () => {
    expect(found(lineTrimmed, file, 'const x = 2;\nreturn x;')).toEqual([]);
  });
});
