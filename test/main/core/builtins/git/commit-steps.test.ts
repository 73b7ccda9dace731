import { describe, expect, it } from 'vitest';
import { commitCommandLine, commitSteps } from '../../../../../main/core/builtins/git/commit-steps.ts';

describe('commitSteps', () => {
  it('commits every tracked change without paths, and stages then commits only the paths with them', () => {
    expect(commitSteps('Fix', undefined)).toEqual([['commit', '-a', '-m', 'Fix']]);
    expect(commitSteps('Fix', [])).toEqual([['commit', '-a', '-m', 'Fix']]);
    expect(commitSteps('Fix', ['a.ts'])).toEqual([
      ['add', '--', 'a.ts'],
      ['commit', '-m', 'Fix', '--', 'a.ts'],
    ]);
  });

  it('never amends, skips hooks or forces: a message or path that looks like an option stays a value', () => {
    const options = (args: string[]) => args.slice(0, args.indexOf('--') < 0 ? undefined : args.indexOf('--')).filter((arg, i, all) => all[i - 1] !== '-m');
    const steps = commitSteps('--amend --no-verify', ['-f', '--force']);
    expect(steps.map(options)).toEqual([['add'], ['commit', '-m']]);
    expect(commitSteps('--no-verify', undefined).map(options)).toEqual([['commit', '-a', '-m']]);
    expect(commitCommandLine('--amend', ['-f'])).toBe('git add -- -f && git commit -m --amend -- -f');
  });
});
