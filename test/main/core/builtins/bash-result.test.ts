import { describe, expect, it } from 'vitest';
import { isFailure } from '../../../../main/core/builtins/bash-result.ts';

describe('isFailure', () => {
  it('treats exit code 1 of search, compare and test commands as an answer', () => {
    for (const command of ['grep x f', 'cat f | rg x', 'LC_ALL=C diff a b', 'test -f x', '[ -f x ]', 'git diff --quiet', 'cd a && /usr/bin/grep x f']) {
      expect(isFailure(command, 1), command).toBe(false);
    }
    expect(isFailure('grep x f', 2)).toBe(true);
    expect(isFailure('grep x f | wc -l; false', 1)).toBe(true);
    expect(isFailure('git status', 1)).toBe(true);
    expect(isFailure('anything', 0)).toBe(false);
  });
});
