import { describe, expect, it } from 'vitest';
import { describeJsonSyntaxError } from '../../../../../main/core/tools/input/json-syntax-message.ts';

describe('describeJsonSyntaxError', () => {
  it('says what was expected and found, where, quotes the spot and gives a hint', () => {
    const text = '{"path": "a.ts" "line": 3}';
    expect(describeJsonSyntaxError(text, { kind: 'invalid', offset: 16, expected: 'comma-or-object-end', endOfText: false })).toBe(
      [
        `The arguments are not valid JSON: expected ',' or '}' after the property value, found '"' (line 1, column 17):`,
        '  {"path": "a.ts" "line": 3}',
        '                  ^',
        'Correct the JSON at that spot and call the tool again.',
      ].join('\n'),
    );
  });

  it('says the arguments were cut off when the text ended early', () => {
    const message = describeJsonSyntaxError('{"a": [1, 2', { kind: 'invalid', offset: 11, expected: 'comma-or-array-end', endOfText: true });
    expect(message).toContain("expected ',' or ']' after the array element, found the end of the text (line 1, column 12)");
    expect(message).toContain('The arguments were cut off');
  });
});
