import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { riskRank } from '../../../../shared/vocabulary/approvals.ts';
import { permissionsFor } from './engine-fixtures.ts';

const denyRmCurl = { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } };

describe('how a verdict reads', () => {
  it('a denial names the rule, the part and the program that runs it', async () => {
    const { bash } = permissionsFor({ project: denyRmCurl });
    expect(await bash('nice -n 5 rm v')).toMatchObject({ behavior: 'deny', message: 'Bash(rm:*) denies rm v (nice runs rm)' });
    expect(await bash('echo $(curl -s x.test)')).toMatchObject({ behavior: 'deny', message: 'Bash(curl:*) denies curl -s x.test (a substitution runs curl)' });
    expect(await bash(`bash -c 'rm v'`)).toMatchObject({ behavior: 'deny', message: 'Bash(rm:*) denies rm v (a shell string runs rm)' });
  });

  it('a credential store is named as the person would write it, with the program that reads it', async () => {
    const { bash, decide } = permissionsFor({ project: { permissions: { allow: ['Bash', 'Read'] } } });
    expect(await bash('cat ~/.ssh/id_rsa')).toMatchObject({
      behavior: 'deny',
      source: { kind: 'policy', detail: 'sensitive path' },
      message: 'cat reads ~/.ssh/id_rsa, which holds credentials; no tool may touch it',
    });
    expect(await decide('Read', { file_path: '~/.netrc' })).toMatchObject({ behavior: 'deny', message: 'reads ~/.netrc, which holds credentials; no tool may touch it' });
  });

  it('what cannot be analysed is asked as a whole-line part with the analysis\'s reason, even though allow Bash covers its parts, and no rule is suggested', async () => {
    const { bash } = permissionsFor({ project: { permissions: { allow: ['Bash'] } } });
    const decision = await bash('eval "$CMD"');
    expect(decision).toMatchObject({ behavior: 'ask', suggestions: [], reason: 'eval runs a string that is only known when the command runs' });
    if (decision.behavior !== 'ask') return;
    expect(decision.parts?.[0]).toEqual({
      label: 'eval "$CMD"',
      verdict: 'ask',
      source: { kind: 'policy', detail: 'eval runs a string that is only known when the command runs' },
      risk: 'opaque',
      reason: 'eval runs a string that is only known when the command runs',
      reasonMessage: { code: 'shell.string-only-known', params: { runner: 'eval' } },
    });
  });

  it('a write outside the project says so, with the path relative to where the command runs', async () => {
    const { bash, root } = permissionsFor({ project: { permissions: { allow: ['Bash(echo:*)'] } } });
    mkdirSync(join(root, 'sibling'));
    const decision = await bash('echo x > ../sibling/notes');
    expect(decision).toMatchObject({ behavior: 'ask', suggestions: [`Edit(/${join(root, 'sibling', 'notes')})`] });
    if (decision.behavior !== 'ask') return;
    expect(decision.parts?.map((part) => [part.label, part.verdict, part.risk, part.reason])).toEqual([
      ['../sibling/notes', 'ask', 'outside', 'writes outside the project: ../sibling/notes'],
      ['echo x', 'allow', 'read', undefined],
    ]);
  });

  it('a protected file, an ask rule and a hook each give their own reason, and no allow rule is offered for them', async () => {
    const { bash } = permissionsFor({ project: { permissions: { allow: ['Bash'], ask: ['Bash(git push:*)'] } } });
    const settings = await bash('echo {} > .claude/settings.json');
    expect(settings).toMatchObject({ behavior: 'ask', suggestions: [] });
    if (settings.behavior === 'ask') {
      expect(settings.parts?.[0]).toMatchObject({ risk: 'control', reason: "writes .claude/settings.json, a control file of Deft: changing it could change the agent's own rights" });
    }
    const push = await bash('git push origin main');
    expect(push).toMatchObject({ behavior: 'ask', suggestions: [], parts: [{ verdict: 'ask', reason: 'Bash(git push:*) asks before git push origin main' }] });
    const hooked = await bash('ls', { hook: { decision: 'ask', reason: 'reviewing every ls', source: { kind: 'hook', detail: 'check.sh' } } });
    expect(hooked).toMatchObject({ behavior: 'ask', parts: [{ reason: 'a PreToolUse hook asks: reviewing every ls' }] });
  });

  it('lists the denied and asked parts first, the most dangerous first', async () => {
    const { bash } = permissionsFor();
    const decision = await bash('ls && npm test && rm -rf build && echo x > /tmp/deft-verdict-out');
    expect(decision.behavior).toBe('ask');
    if (decision.behavior !== 'ask') return;
    const parts = decision.parts ?? [];
    expect(parts.map((part) => part.label)).toEqual(['rm -rf build', '/tmp/deft-verdict-out', 'npm test', 'build', 'ls', 'echo x']);
    expect(parts.map((part) => part.risk)).toEqual(['destructive', 'outside', 'execute', 'write', 'read', 'read']);
    const open = parts.filter((part) => part.verdict !== 'allow');
    expect(open.every((part, index) => index === 0 || riskRank(open[index - 1].risk) >= riskRank(part.risk))).toBe(true);
    expect(open.map((part) => part.reason)).toEqual([
      'no allow rule covers rm -rf build',
      'writes outside the project: /tmp/deft-verdict-out',
      'no allow rule covers npm test',
    ]);
  });

  it('dontAsk and plan mode say what they refused and why', async () => {
    const { bash, permissions } = permissionsFor();
    permissions.setMode('session-1', 'dontAsk');
    expect(await bash('npm test')).toMatchObject({ behavior: 'deny', message: 'dontAsk mode asks nobody, and no allow rule covers npm test' });
    permissions.setMode('session-1', 'plan');
    expect(await bash('npm test')).toMatchObject({ behavior: 'deny', message: 'plan mode allows only reading until the plan is approved, and npm test does more' });
  });
});
