import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../../../main/core/tools/define.ts';
import { replaceText } from '../../../../../main/core/builtins/edit/replace.ts';

const replace = (text: string, old_string: string, new_string: string, replace_all?: boolean) =>
  replaceText(text, { old_string, new_string, replace_all }, 'f.ts');

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ToolError);
    return (error as Error).message;
  }
  throw new Error('expected a ToolError');
}

describe('replaceText', () => {
  it('replaces an exact, unique match', () => {
    expect(replace('a = 1;\nb = 2;\n', 'b = 2;', 'b = 3;')).toEqual({ text: 'a = 1;\nb = 3;\n', count: 1, matcher: 'exact' });
  });

  it('refuses an exact match found twice, naming the lines, unless replace_all', () => {
    const text = 'x();\ny();\nx();\n';
    expect(failure(() => replace(text, 'x();', 'z();'))).toMatch(/matches 2 places in f\.ts \(lines 1, 3\).*replace_all/);
    expect(replace(text, 'x();', 'z();', true)).toMatchObject({ text: 'z();\ny();\nz();\n', count: 2 });
  });

  it('falls back in order and says which matcher found the text', () => {
    const text = 'if (ok) {\n    run();\n}\n';
    expect(replace(text, 'if (ok) {\n  run();\n}', 'if (ok) {\n  run(1);\n}')).toMatchObject({ matcher: 'line-trimmed' });
  });

  it('moves the replacement to the indentation the text was found at', () => {
    const text = 'class A {\n    go() {\n        run();\n    }\n}\n';
    const result = replace(text, 'go() {\n    run();\n}', 'go() {\n    run();\n    stop();\n}');
    expect(result.text).toBe('class A {\n    go() {\n        run();\n        stop();\n    }\n}\n');
  });

  it('refuses a fuzzy match far longer than old_string', () => {
    const text = `start${' '.repeat(300)}end\n`;
    expect(failure(() => replace(text, 'start end', 'x'))).toMatch(/not found/);
  });

  it('refuses an ambiguous fuzzy match', () => {
    const text = 'a  b\nc\na   b\n';
    expect(failure(() => replace(text, 'a b', 'x'))).toMatch(/matches 2 places/);
  });

  it('points at the closest region with line numbers when nothing matches, and says to read again', () => {
    const text = ['one', 'two', 'function go() {', '  return compute(1);', '}', 'six'].join('\n');
    const message = failure(() => replace(text, 'function go() {\n  return compute(2, 3) + other();\n}', 'x'));
    expect(message).toMatch(/closest region is lines 3–5/);
    expect(message).toContain('     4\t  return compute(1);');
    expect(message).toMatch(/read it again/);
  });

  it('says nothing is close when nothing is', () => {
    expect(failure(() => replace('alpha\nbeta\n', 'zzzzzzzzzzzz', 'x'))).toMatch(/nor anything close/);
  });

  it('creates content in an empty text from an empty old_string, and refuses that on a non-empty one', () => {
    expect(replace('', '', 'new\n').text).toBe('new\n');
    expect(failure(() => replace('old', '', 'new'))).toMatch(/old_string is empty/);
  });
});
