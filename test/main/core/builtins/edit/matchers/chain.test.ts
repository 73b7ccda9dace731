import { describe, expect, it } from 'vitest';
import { replaceText } from '../../../../../../main/core/builtins/edit/replace.ts';

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
