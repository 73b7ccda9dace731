import { describe, expect, it } from 'vitest';
import { outputTail } from '../../../../../main/core/builtins/process/output-tail.ts';

describe('outputTail', () => {
  it('keeps a short output and the end of a long one, saying how much was cut', () => {
    expect(outputTail('short', 10)).toBe('short');
    expect(outputTail('a'.repeat(1500) + 'Traceback', 9)).toBe('[… 1,500 characters cut from the start]\nTraceback');
  });
});
