import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../../../main/core/common/redact.ts';

const key = 'anthropic-key-1234567890';

describe('the redactor', () => {
  it('with shapes, removes the known values, key-shaped tokens and auth headers', () => {
    const text = [
      `key ${key} used`,
      'token sk-proj-abcdefghijklmnopqrstuvwxyz0123',
      'Authorization: Bearer abc.def.ghijklmnop',
      '"x-api-key": "k-1234567890abcdef"',
      'authorization=Basic dXNlcjpwYXNz',
    ].join('\n');
    const redacted = createRedactor([key], { shapes: true }).text(text);
    for (const secret of [key, 'sk-proj-abcdefghij', 'abc.def.ghijklmnop', 'k-1234567890abcdef', 'dXNlcjpwYXNz']) {
      expect(redacted).not.toContain(secret);
    }
    expect(redacted).toContain('Authorization: [redacted]');
    expect(redacted).toContain('key [redacted] used');
  });

  it('leaves ordinary text alone, and values too short to be keys', () => {
    const text = 'Reading /usr/bin/git; the task-list has 3 items; ask-mode on; x';
    expect(createRedactor([key, 'x', undefined], { shapes: true }).text(text)).toBe(text);
  });

  it('without shapes, removes only the known values', () => {
    const text = `key ${key}, token sk-proj-abcdefghijklmnopqrstuvwxyz0123`;
    expect(createRedactor([key], { shapes: false }).text(text)).toBe('key [redacted], token sk-proj-abcdefghijklmnopqrstuvwxyz0123');
  });

  it('walks arrays and objects, reads buffers as text, and keeps errors errors', () => {
    const redactor = createRedactor([key], { shapes: false });
    const error = new TypeError(`bad key ${key}`);
    const copy = redactor.value({ list: [key, 3, null], nested: { data: Buffer.from(`out ${key}`) }, error });
    expect(copy.list).toEqual(['[redacted]', 3, null]);
    expect(copy.nested.data).toBe('out [redacted]');
    expect(copy.error).toBeInstanceOf(Error);
    expect(copy.error.name).toBe('TypeError');
    expect(copy.error.message).toBe('bad key [redacted]');
    expect(copy.error.stack).not.toContain(key);
  });
});
