import { describe, expect, it } from 'vitest';
import { blockAnchor, contextAware, escapeNormalised, exact, haystackOf, indentationShifted, lineTrimmed, trimmedBoundary, whitespaceCollapsed, type Matcher } from '../../../../../main/core/builtins/edit/matchers.ts';
import { replaceText } from '../../../../../main/core/builtins/edit/replace.ts';

/** The texts a matcher finds for `target` in `text`. */
function found(matcher: Matcher, text: string, target: string): string[] {
  return matcher.find(haystackOf(text), target).map((span) => text.slice(span.start, span.end));
}

describe('exact matcher', () => {
  it('finds every occurrence, none overlapping', () => {
    expect(found(exact, 'aaaa', 'aa')).toEqual(['aa', 'aa']);
    expect(found(exact, 'let x = 1;\nlet y = 1;', '= 1;')).toHaveLength(2);
  });

  it('refuses text that differs by a single space', () => {
    expect(found(exact, 'if (a) {\n  run();\n}', 'if (a){')).toEqual([]);
  });
});

describe('line-trimmed matcher', () => {
  const file = 'function a() {\n    const x = 1;   \n    return x;\n}\n';

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

describe('block-anchor matcher', () => {
  const file = ['function total(items) {', '  let sum = 0;', '  for (const item of items) sum += item.price;', '  return sum;', '}'].join('\n');

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

describe('whitespace-collapsed matcher', () => {
  it('rescues aligned columns written with single spaces', () => {
    const file = 'const short    = 1;\nconst longName = 2;\n';
    expect(found(whitespaceCollapsed, file, 'const short = 1;')).toEqual(['const short    = 1;']);
  });

  it('rescues a call the model wrapped onto one line', () => {
    expect(found(whitespaceCollapsed, 'call(a,\n     b);', 'call(a, b);')).toEqual(['call(a,\n     b);']);
  });

  it('refuses text where a word differs or whitespace splits a word', () => {
    expect(found(whitespaceCollapsed, 'const short    = 1;', 'const shorter = 1;')).toEqual([]);
    expect(found(whitespaceCollapsed, 'const short = 1;', 'con st short = 1;')).toEqual([]);
  });
});

describe('indentation-shifted matcher', () => {
  const file = 'class A:\n    def run(self):\n        if self.ok:\n            go()\n';

  it('rescues a block the model wrote without its surrounding indentation', () => {
    expect(found(indentationShifted, file, 'def run(self):\n    if self.ok:\n        go()')).toEqual([
      '    def run(self):\n        if self.ok:\n            go()',
    ]);
  });

  it('refuses a block whose inner indentation differs (it would change Python code)', () => {
    expect(found(indentationShifted, file, 'def run(self):\nif self.ok:\n    go()')).toEqual([]);
  });
});

describe('escape-normalised matcher', () => {
  it('rescues newlines, tabs and quotes the model escaped once too often, and unescapes the replacement alike', () => {
    const file = 'say("hi")\n\tdone()\n';
    expect(found(escapeNormalised, file, 'say(\\"hi\\")\\n\\tdone()')).toEqual(['say("hi")\n\tdone()']);
    expect(escapeNormalised.adapt!('say(\\"bye\\")\\n')).toBe('say("bye")\n');
  });

  it('refuses text with no escapes to undo', () => {
    expect(found(escapeNormalised, 'a\nb', 'a b')).toEqual([]);
  });

  it('refuses when the unescaped text is not there either', () => {
    expect(found(escapeNormalised, 'say("hi")', 'say(\\"ho\\")')).toEqual([]);
  });
});

describe('trimmed-boundary matcher', () => {
  it('rescues stray blank lines around the text', () => {
    expect(found(trimmedBoundary, 'a();\nb();\nc();', '\n\nb();\n  ')).toEqual(['b();']);
  });

  it('refuses when the text itself differs', () => {
    expect(found(trimmedBoundary, 'a();\nb();', '\nb(1);\n')).toEqual([]);
  });
});

describe('context-aware matcher', () => {
  const file = ['render() {', '  const a = load();', '  const b = transform(a, { deep: true });', '  draw(b);', '  log(b);', '}'].join('\n');

  it('rescues a block with right anchors and half of its middle lines right', () => {
    const remembered = ['render() {', '  const a = load();', '  const x = convert(y);', '  draw(b);', '  flush();', '}'].join('\n');
    expect(found(contextAware, file, remembered)).toEqual([file]);
  });

  it('refuses a block with fewer than half of its middle lines right', () => {
    const remembered = ['render() {', '  const a = load();', '  const x = convert(y);', '  paint(x);', '  flush();', '}'].join('\n');
    expect(found(contextAware, file, remembered)).toEqual([]);
  });
});

/** Which matcher of the chain rescues each mistake: the stricter ones before it must all have missed. */
const cases: Array<{ matcher: string; text: string; old: string; result: string }> = [
  { matcher: 'exact', text: 'a = 1\n', old: 'a = 1', result: 'X\n' },
  { matcher: 'line-trimmed', text: 'if x:\n    go()\n', old: 'if x:\n  go()', result: 'X\n' },
  {
    matcher: 'block-anchor',
    text: 'def f():\n    total = 0\n    return total\n',
    old: 'def f():\n    total = 1\n    return total',
    result: 'X\n',
  },
  { matcher: 'whitespace-collapsed', text: 'x    = 1\n', old: 'x = 1', result: 'X\n' },
  {
    matcher: 'indentation-shifted',
    text: 'if a:\n    if b:\n        go()\nif a:\n    if b:\n    go()\n',
    old: '  if b:\n      go()',
    result: 'if a:\n  X\nif a:\n    if b:\n    go()\n',
  },
  { matcher: 'escape-normalised', text: 'say("hi")\n', old: 'say(\\"hi\\")', result: 'X\n' },
  { matcher: 'trimmed-boundary', text: 'a();\nb();\nc();', old: '\n\nb();\n  ', result: 'a();\nX\nc();' },
  {
    matcher: 'context-aware',
    text: 'run() {\n  const a = load();\n  const b = transform(a, { deep: true });\n  draw(b);\n  log(b);\n  await save(b);\n  return b;\n}\n',
    old: 'run() {\n  const a = load();\n  throw new Error("unreachable");\n  draw(b);\n  // nothing else happens here\n  await save(b);\n  notify(listeners, event);\n}',
    result: 'X\n',
  },
];

describe('the matcher chain', () => {
  for (const { matcher, text, old, result } of cases) {
    it(`reaches ${matcher}`, () => {
      expect(replaceText(text, { old_string: old, new_string: 'X' }, 'f')).toEqual({ text: result, count: 1, matcher });
    });
  }
});
