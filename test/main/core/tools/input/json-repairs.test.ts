import { describe, expect, it } from 'vitest';
import { repairJson } from '../../../../../main/core/tools/input/json-repairs.ts';

describe('repairJson', () => {
  it('leaves valid JSON and ordinary whitespace alone', () => {
    for (const text of ['{"a": [1, 2]}', ' \n{"a": ",}"}\t\r\n', '[]', '"```json\\n{}\\n```"']) {
      expect(repairJson(text)).toEqual({ text, repairs: [] });
    }
  });

  it('blanks what it removes, so every other character stays where it was', () => {
    const text = '\ufeff```json\n{"a": [1, 2,],}\n```\u00a0';
    const repaired = repairJson(text);
    expect(repaired.text).toHaveLength(text.length);
    expect(repaired.text).toBe(' '.repeat(8) + '\n{"a": [1, 2 ] }\n' + ' '.repeat(4));
    expect(JSON.parse(repaired.text)).toEqual({ a: [1, 2] });
    expect(repaired.repairs).toEqual([
      'removed a byte order mark',
      'removed surrounding whitespace',
      'removed the ```json code fence around the JSON',
      'removed 2 trailing commas',
    ]);
  });

  it('ignores commas and brackets inside strings, escaped quotes included', () => {
    expect(repairJson('{"a": "x\\",]", "b": [1,]}')).toEqual({ text: '{"a": "x\\",]", "b": [1 ]}', repairs: ['removed a trailing comma'] });
  });

  it('leaves commas that do not follow a value', () => {
    for (const text of ['[,]', '{,}', '[1,,]', '{"a":,}']) expect(repairJson(text).repairs).toEqual([]);
  });

  it('only unwraps a fence that encloses the whole text', () => {
    expect(repairJson('```json\n{}').repairs).toEqual([]);
    expect(repairJson('{}\n```').repairs).toEqual([]);
    expect(repairJson('```jsonc\n{}\n```').repairs).toEqual([]);
    expect(repairJson('```python\n{}\n```').repairs).toEqual([]);
    expect(repairJson('```json {"a": 1}```')).toEqual({ text: '        {"a": 1}   ', repairs: ['removed the ```json code fence around the JSON'] });
  });
});
