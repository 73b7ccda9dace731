import { describe, expect, it } from 'vitest';
import { ruleIndex } from '../../../../../main/core/permissions/rules/rule-index.ts';
import type { RuleCall, RuleList } from '../../../../../main/core/permissions/rules/types.ts';
import { commandFirstWord } from '../../../../../main/core/permissions/rules/wildcard.ts';
import { bash, compiled, edit, fetch, fileAccess, read, skill, task, tool, where } from './rule-helpers.ts';

/** Rules of every kind, including the ones whose first word is not fixed and those that name other tools. */
const texts = [
  'Bash(git push *)', 'Bash(git:*)', 'Bash(npm run build)', 'Bash(npm*)', 'Bash(*)', 'Bash(ls *)', 'Bash( make   test )', 'Bash(\\* x)',
  'Bash(rm -rf /data *)', 'Bash(FOO=1 make *)', 'Bash', 'Read', 'Edit', 'Read(./secrets/**)', 'Edit(/src/**)', 'Read(~/.ssh/**)',
  'Read(**/.env)', 'Read(//etc/**)', 'WebFetch(domain:example.com)', 'WebFetch', 'Skill(deploy *)', 'Task(explore)', 'mcp__srv',
  'mcp__srv__*', 'PowerShell(Get-ChildItem *)', 'Bash(timeout:*)', 'Bash(command:rm*)', 'TodoWrite',
  'Read(./secrets1/**)', 'Read(./secrets*/**)', 'Edit(../sibling/x/**)', 'Read(src/**)', 'Read(/src/module1/**)', 'Read(//etc/ssl/private/*.pem)',
  'Read(~/.aws/credentials)', 'Read(./a/b/c)', 'Read(\\*star/x)', 'Read(.env)', 'Read([ab]/x)', 'Edit(./Build/**)', 'Read(//)', 'Read(~)',
];

const calls: RuleCall[] = [
  bash('git push origin main'), bash('git'), bash('git  status'), bash('gitk'), bash('npm run build'), bash('npm test'), bash('npx x'),
  bash('ls'), bash('ls -la'), bash('lsof'), bash('make test'), bash(' make test'), bash('* x'), bash('rm -rf /data/x'), bash('FOO=1 make all'),
  bash(''), bash('echo\thi'), bash('timeout 5 rm v'),
  { ...bash('cat x'), command: undefined, path: { path: `${where.cwd}/secrets/k`, access: 'read' } },
  read(`${where.cwd}/secrets/k`), read('/home/me/.ssh/id_rsa'), read('/etc/passwd'), read(`${where.cwd}/a/.env`), edit(`${where.cwd}/src/x.ts`),
  fileAccess('Grep', `${where.cwd}/secrets/k`, 'read'), fetch('example.com'), fetch('other.org'), skill('deploy', 'prod'), task('explore'),
  tool('mcp__srv__x'), tool('mcp__other__x'), { toolName: 'PowerShell', aliases: [], input: {}, command: 'Get-ChildItem -Recurse' }, tool('TodoWrite'),
  ...[
    `${where.cwd}/secrets1`, `${where.cwd}/secrets1/k`, `${where.cwd}/secrets12/k`, `${where.cwd}/secrets1x`, 'secrets1/k', './secrets1//k/', `${where.cwd}/x/../secrets1/k`,
    `${where.cwd}/../sibling/x/y`, '/home/me/sibling/x', `${where.cwd}/src/a.ts`, `${where.cwd}/src`, `${where.cwd}/lib/src/a.ts`, `${where.cwd}/src/module1/a`,
    '/etc/ssl/private/k.pem', '/etc/ssl/private', `${where.home}/.aws/credentials`, `${where.home}/.aws/credentials/x`, `${where.cwd}/a/b/c/d`, `${where.cwd}/a/b`,
    `${where.cwd}/*star/x`, `${where.cwd}/a/x`, `${where.cwd}/Build/out`, `${where.cwd}/build/out`, `${where.cwd}/BUILD/Out`, '/', where.home, '/tmp/x',
  ].flatMap((path) => [read(path), edit(path), fileAccess('Grep', path, 'read')]),
];

/** The contexts calls are judged in: the project's, another folder's, another home's. */
const contexts = [where, { cwd: '/home/me/other', home: where.home }, { cwd: where.cwd, home: '/home/you' }, { cwd: '/', home: '/' }];

describe('ruleIndex: the rules a call can meet', () => {
  for (const list of ['allow', 'deny', 'ask'] as RuleList[]) {
    for (const platform of ['linux', 'darwin'] as const) {
      it(`leaves out no rule of the ${list} list that applies, and keeps their order (${platform})`, () => {
        const rules = texts.flatMap((text) => {
          try {
            return [{ compiled: compiled(text, list, { platform }) }];
          } catch {
            return []; // skipped in this list (param rules in allow, wildcards in allow)
          }
        });
        const candidates = ruleIndex(rules);
        for (const context of contexts) {
          for (const call of calls) {
            const applying = rules.filter((rule) => rule.compiled.applies(call, context));
            const offered = candidates(call, context);
            expect(offered.filter((rule) => rule.compiled.applies(call, context)), JSON.stringify({ call, context })).toEqual(applying);
            // Asked again, the same call gets the same candidates.
            expect(candidates({ ...call }, context)).toEqual(offered);
          }
        }
      });
    }
  }

  it('narrows a path call to the rules of the folders it lies in', () => {
    const rules = ['Read(./secrets1/**)', 'Read(./secrets2/**)', 'Read(./secrets*/**)', 'Read(**/.env)', 'Read(/src/**)'].map((text) => ({ compiled: compiled(text, 'deny') }));
    const offered = (path: string) => ruleIndex(rules)(read(path), where).map((rule) => rule.compiled.rule.text);
    expect(offered(`${where.cwd}/secrets2/k`)).toEqual(['Read(./secrets2/**)', 'Read(./secrets*/**)', 'Read(**/.env)']);
    expect(offered(`${where.cwd}/lib/x.ts`)).toEqual(['Read(./secrets*/**)', 'Read(**/.env)']);
  });

  it('narrows a command call to the rules of its first word', () => {
    const rules = ['Bash(git push *)', 'Bash(npm run *)', 'Bash(npm*)', 'Read(./x/**)'].map((text) => ({ compiled: compiled(text) }));
    expect(ruleIndex(rules)(bash('npm run build'), where).map((rule) => rule.compiled.rule.text)).toEqual(['Bash(npm run *)', 'Bash(npm*)']);
  });
});

describe('commandFirstWord', () => {
  it('is the word before the first space of the literal start, when no star comes before it', () => {
    expect(commandFirstWord('git push *')).toBe('git');
    expect(commandFirstWord('ls *')).toBe('ls');
    expect(commandFirstWord('make')).toBe('make');
    expect(commandFirstWord('  make   test ')).toBe('make');
    expect(commandFirstWord('npm*')).toBeUndefined();
    expect(commandFirstWord('*')).toBeUndefined();
    expect(commandFirstWord('* x')).toBeUndefined();
  });
});
