import { describe, expect, it } from 'vitest';
import { reindent } from '../../../../../main/core/builtins/edit/reindent.ts';

describe('reindent', () => {
  it('shifts the replacement by the amount the text was shifted, new lines included', () => {
    expect(reindent('go() {\n  run();\n  if (a) {\n    b();\n  }\n}', 'go() {\n  run();\n}', '    go() {\n      run();\n    }')).toBe(
      '    go() {\n      run();\n      if (a) {\n        b();\n      }\n    }',
    );
  });

  it('scales the replacement when the file uses another indent width', () => {
    expect(reindent('if (x) {\n  stop();\n  if (y) {\n    z();\n  }\n}', 'if (x) {\n  go();\n}', 'if (x) {\n    go();\n}')).toBe(
      'if (x) {\n    stop();\n    if (y) {\n        z();\n    }\n}',
    );
  });

  it('uses tabs when the file does', () => {
    expect(reindent('a\n  b', 'a\n  c', 'a\n\t\tc')).toBe('a\n\t\tb');
  });

  it('keeps the replacement when the indentation was right or the lines do not pair up', () => {
    expect(reindent('  x', '  y', '  y')).toBe('  x');
    expect(reindent('  x', 'a\nb', 'a b')).toBe('  x');
    expect(reindent('  x', 'a\n  b\n  c', 'a\n    b\n      c')).toBe('  x');
  });
});
