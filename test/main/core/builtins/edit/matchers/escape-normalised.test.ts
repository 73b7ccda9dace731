import { describe, expect, it } from 'vitest';
import { escapeNormalised } from '../../../../../../main/core/builtins/edit/matchers/escape-normalised.ts';
import { found } from './find.ts';

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
