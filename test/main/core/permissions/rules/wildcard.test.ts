import { describe, expect, it } from 'vitest';
import { commandMatcher, wildcardMatcher } from '../../../../../main/core/permissions/rules/wildcard.ts';
import { applies, bash } from './rule-helpers.ts';

const rows: Array<[pattern: string, matches: string[], misses: string[]]> = [
  // word boundary: a trailing " *" also matches no arguments at all
  ['ls *', ['ls', 'ls -la', 'ls  -la', 'ls\t-la'], ['lsof', 'ls-la', 'als -la']],
  ['ls*', ['ls', 'lsof', 'ls -la'], ['als']],
  ['ssh * uptime *', ['ssh host uptime', 'ssh host uptime -s'], ['ssh host uptimes']],
  ['* --help *', ['git --help', 'git commit --help -v'], ['git --helpful']],
  // "*" anywhere, crossing spaces and slashes
  ['git * main', ['git checkout main', 'git push origin main'], ['git main', 'git checkout main2']],
  ['* install', ['npm install', 'uv pip install'], ['install', 'npm install x']],
  ['mkdir -p /tmp/claude-*', ['mkdir -p /tmp/claude-91498', 'mkdir -p /tmp/claude-$PPID', 'mkdir -p /tmp/claude-a/b'], ['mkdir -p /tmp/other']],
  ['find *', ['find /p/project.\\$projectId -name "*.tsx"'], ['fd x']],
  ['a*b*c', ['abc', 'a-b-c', 'aXbYbZc'], ['ab', 'acb', 'abcd']],
  ['*ab*b', ['abb', 'xabyb'], ['ab', 'b']],
  ['*a*a*a*a*b', ['aaaab'], ['a'.repeat(5000)]],
  ['*', ['', 'anything at all'], []],
  ['* *', ['x', 'x y'], []],
  // exact
  ['npm test', ['npm test', ' npm   test '], ['npm test --watch', 'npm tests', 'npm', 'npm\ntest x']],
  // escapes: \* is a literal star only in a pattern that also has a wildcard; otherwise exact as written
  ['find . -name \\*.ts', ['find . -name \\*.ts'], ['find . -name x.ts', 'find . -name *.ts']],
  ['echo \\* *', ['echo *', 'echo * more'], ['echo x', 'echo \\*']],
  ['echo \\\\*', ['echo \\', 'echo \\anything'], ['echo *']],
];

describe('commandMatcher', () => {
  for (const [pattern, matches, misses] of rows) {
    it(`Bash(${pattern})`, () => {
      const matcher = commandMatcher(pattern);
      for (const command of matches) expect(matcher(command), `covers ${command}`).toBe(true);
      for (const command of misses) expect(matcher(command), `misses ${command}`).toBe(false);
    });
  }

  it('normalises whitespace runs in the pattern and in the command, newlines and tabs included', () => {
    expect(commandMatcher('git   log  *')('git\tlog\n--oneline')).toBe(true);
    expect(commandMatcher('git log *')('  git  log  ')).toBe(true);
  });

  it('needs the trailing " *" to follow a space: a star glued to the word matches the word too', () => {
    expect(commandMatcher('npm run test*')('npm run testing')).toBe(true);
    expect(commandMatcher('npm run test *')('npm run testing')).toBe(false);
  });

  it('matches a long command against a many-star pattern (no backtracking)', () => {
    const command = `echo ${'x '.repeat(20_000)}end`;
    expect(commandMatcher('* x * x * x * x * x * end')(command)).toBe(true);
    expect(commandMatcher('* x * x * x * x * x * nope')(command)).toBe(false);
  });
});

describe('legacy :* through the whole rule', () => {
  it('is a prefix with a word boundary, at the end only', () => {
    expect(applies('Bash(npm run test:*)', bash('npm run test -- --watch'))).toBe(true);
    expect(applies('Bash(npm run test:*)', bash('npm run test'))).toBe(true);
    expect(applies('Bash(npm run test:*)', bash('npm run testing'))).toBe(false);
    expect(applies('Bash(git -C * show:*)', bash('git -C /tmp show HEAD'))).toBe(true);
    expect(applies('Bash(git:* push)', bash('git push'))).toBe(false);
    expect(applies('Bash(git:* push)', bash('git:x push'))).toBe(true);
  });
});

describe('wildcardMatcher (param values)', () => {
  it('has no word boundary and keeps whitespace as it is', () => {
    expect(wildcardMatcher('opus*')('opus-4')).toBe(true);
    expect(wildcardMatcher('opus *')('opus')).toBe(false);
    expect(wildcardMatcher('a b')('a  b')).toBe(false);
    expect(wildcardMatcher('*')('')).toBe(true);
  });
});
