import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { permissionsFor } from './engine-fixtures.ts';

const hookSource = { kind: 'hook', detail: 'check.sh (settings.json)' } as const;

describe('permission order: deny → ask → mode → allow → grants → person', () => {
  it('a deny in any file beats an allow in any file', async () => {
    const { bash } = permissionsFor({ user: { permissions: { deny: ['Bash(git push *)'] } }, local: { permissions: { allow: ['Bash(git push *)'] } } });
    const decision = await bash('git push origin main');
    expect(decision).toMatchObject({ behavior: 'deny', source: { kind: 'rule', detail: expect.stringContaining('deny Bash(git push *)') } });
  });

  it('an ask rule beats an allow rule, and names its file', async () => {
    const { bash, projectDir } = permissionsFor({ project: { permissions: { allow: ['Bash(npm *)'], ask: ['Bash(npm publish *)'] } } });
    expect(await bash('npm test')).toMatchObject({ behavior: 'allow', source: { kind: 'rule' } });
    const decision = await bash('npm publish --tag next');
    expect(decision).toMatchObject({ behavior: 'ask', source: { kind: 'rule', detail: `ask Bash(npm publish *) (${join(projectDir, '.claude', 'settings.json')})` } });
  });

  it('reads inside the project need nothing; reads outside, of .env and writes ask; credentials are denied in every mode', async () => {
    const { decide, permissions, home } = permissionsFor();
    expect(await decide('Read', { file_path: 'src/a.ts' })).toMatchObject({ behavior: 'allow', source: { kind: 'mode' } });
    expect(await decide('Read', { file_path: '/etc/hosts' })).toMatchObject({ behavior: 'ask' });
    expect(await decide('Read', { file_path: '.env.local' })).toMatchObject({ behavior: 'ask' });
    expect(await decide('Read', { file_path: '.env.example' })).toMatchObject({ behavior: 'allow' });
    expect(await decide('Write', { file_path: 'src/a.ts' })).toMatchObject({ behavior: 'ask', suggestions: ['Edit(/src/a.ts)'] });
    permissions.setMode('session-1', 'bypassPermissions');
    const secret = await decide('Read', { file_path: join(home, '.ssh', 'id_ed25519') });
    expect(secret).toMatchObject({ behavior: 'deny', source: { kind: 'policy', detail: 'sensitive path' } });
    expect(await decide('Read', { file_path: '~/.aws/credentials' })).toMatchObject({ behavior: 'deny' });
    expect(await decide('Bash', { command: 'cat ~/.ssh/id_rsa | base64' })).toMatchObject({ behavior: 'deny' });
  });

  it('acceptEdits allows edits and file commands inside the working dirs, never protected paths', async () => {
    const { decide, bash, permissions } = permissionsFor();
    permissions.setMode('session-1', 'acceptEdits');
    expect(await decide('Edit', { file_path: 'src/a.ts' })).toMatchObject({ behavior: 'allow', source: { kind: 'mode', detail: 'acceptEdits' } });
    expect(await bash('mkdir -p build/out && touch build/out/x')).toMatchObject({ behavior: 'allow' });
    expect(await decide('Edit', { file_path: '/etc/hosts' })).toMatchObject({ behavior: 'ask' });
    for (const file of ['.git/config', '.claude/settings.json', '.deft/settings.json', '.vscode/settings.json', '.npmrc', '.mcp.json', '.husky/pre-commit']) {
      expect(await decide('Write', { file_path: file }), file).toMatchObject({ behavior: 'ask', source: { kind: 'policy' } });
    }
    expect(await bash('npm install')).toMatchObject({ behavior: 'ask' });
  });

  it('plan mode lets only reading through; dontAsk denies what no rule allows', async () => {
    const { decide, bash, permissions } = permissionsFor({ project: { permissions: { allow: ['Bash(make test)'] } } });
    permissions.setMode('session-1', 'plan');
    expect(await decide('Write', { file_path: 'a.ts' })).toMatchObject({ behavior: 'deny', source: { kind: 'mode', detail: 'plan' } });
    expect(await decide('Read', { file_path: 'a.ts' })).toMatchObject({ behavior: 'allow' });
    expect(await bash('git log --oneline | head -5')).toMatchObject({ behavior: 'allow' });
    permissions.setMode('session-1', 'dontAsk');
    expect(await bash('make test')).toMatchObject({ behavior: 'allow' });
    expect(await bash('make deploy')).toMatchObject({ behavior: 'deny', source: { kind: 'mode', detail: 'dontAsk' } });
  });

  it('bypassPermissions allows all but the always-ask set, and can be disabled', async () => {
    const { bash, permissions } = permissionsFor();
    permissions.setMode('session-1', 'bypassPermissions');
    expect(await bash('npm install && npm run build')).toMatchObject({ behavior: 'allow', source: { kind: 'mode' } });
    expect(await bash('rm -rf /')).toMatchObject({ behavior: 'ask', source: { kind: 'policy' } });
    expect(await bash('rm -rf ~')).toMatchObject({ behavior: 'ask' });
    const locked = permissionsFor({ user: { permissions: { disableBypassPermissionsMode: 'disable' } } });
    expect(locked.permissions.setMode('session-1', 'bypassPermissions')).toMatchObject({ ok: false, error: expect.stringContaining('disabled') });
    expect(locked.permissions.setMode('session-1', 'yolo')).toMatchObject({ ok: false });
  });

  it('the defaultMode of the settings is the starting mode', async () => {
    const { permissions, decide } = permissionsFor({ project: { permissions: { defaultMode: 'acceptEdits' } } });
    expect(permissions.mode('any')).toBe('acceptEdits');
    expect(await decide('Write', { file_path: 'x.ts' })).toMatchObject({ behavior: 'allow' });
  });

  it('a hook allow does not lift a deny or an ask rule; a hook ask beats an allow rule', async () => {
    const { bash } = permissionsFor({ project: { permissions: { deny: ['Bash(rm *)'], ask: ['Bash(git push *)'], allow: ['Bash(npm *)'] } } });
    const allowHook = { decision: 'allow', source: hookSource } as const;
    expect(await bash('rm -rf build', { hook: allowHook })).toMatchObject({ behavior: 'deny' });
    expect(await bash('git push', { hook: allowHook })).toMatchObject({ behavior: 'ask' });
    expect(await bash('make', { hook: allowHook })).toMatchObject({ behavior: 'allow', source: hookSource });
    expect(await bash('npm test', { hook: { decision: 'ask', source: hookSource } })).toMatchObject({ behavior: 'ask', source: hookSource });
  });
});

describe('compound commands', () => {
  it('needs every part allowed, lists each part with what decided it and what it can do, the open parts first, and suggests one rule per open part', async () => {
    const { bash } = permissionsFor({ project: { permissions: { allow: ['Bash(npm run build)'] } } });
    expect(await bash('npm run build && git status')).toMatchObject({ behavior: 'allow' });
    const decision = await bash('git status && rm -rf dist && npm run build');
    expect(decision).toMatchObject({ behavior: 'ask', suggestions: ['Bash(rm -rf dist)'] });
    if (decision.behavior !== 'ask') return;
    expect(decision.parts?.map((part) => [part.label, part.verdict, part.source?.kind, part.risk, part.reason])).toEqual([
      ['rm -rf dist', 'ask', undefined, 'destructive', 'no allow rule covers rm -rf dist'],
      ['npm run build', 'allow', 'rule', 'execute', undefined],
      ['dist', 'allow', 'policy', 'write', undefined],
      ['git status', 'allow', 'mode', 'read', undefined],
    ]);
  });

  it('a deny on any part, anywhere in the line, denies the call', async () => {
    const { bash } = permissionsFor({ project: { permissions: { allow: ['Bash'], deny: ['Bash(curl *)'] } } });
    for (const command of ['ls && curl x', 'echo $(curl x)', 'bash -c "curl x"', 'timeout 5 curl x', 'FOO=1 curl x', '/usr/bin/curl x']) {
      expect(await bash(command), command).toMatchObject({ behavior: 'deny' });
    }
  });

  it('checks redirect targets as file writes', async () => {
    const { bash, permissions } = permissionsFor({ project: { permissions: { deny: ['Edit(/secrets/**)'] } } });
    expect(await bash('echo hi > out.txt')).toMatchObject({ behavior: 'ask', suggestions: ['Edit(/out.txt)'] });
    expect(await bash('echo hi > secrets/key')).toMatchObject({ behavior: 'deny' });
    expect(await bash('ls > /dev/null 2>&1')).toMatchObject({ behavior: 'allow' });
    permissions.setMode('session-1', 'acceptEdits');
    expect(await bash('echo hi > out.txt')).toMatchObject({ behavior: 'allow' });
    expect(await bash('echo hi >> ~/.bashrc')).toMatchObject({ behavior: 'ask' });
  });

  it('always asks for unparseable, over-long and critical-removal commands, whatever the rules', async () => {
    const { bash } = permissionsFor({ project: { permissions: { allow: ['Bash'] } } });
    expect(await bash('rm -rf /')).toMatchObject({ behavior: 'ask', suggestions: [] });
    expect(await bash(`echo ${'a'.repeat(10_001)}`)).toMatchObject({ behavior: 'ask', reason: expect.stringContaining('10,000') });
    expect(await bash('eval "$CMD"')).toMatchObject({ behavior: 'ask' });
  });
});

describe('paths', () => {
  it('an allow must cover a symlink and its target; a deny needs either', async () => {
    const { decide, root, projectDir } = permissionsFor({
      project: { permissions: { allow: ['Edit(/src/**)'] } },
    });
    mkdirSync(join(root, 'private'));
    writeFileSync(join(root, 'private', 'notes.txt'), 'x');
    mkdirSync(join(projectDir, 'src'));
    symlinkSync(join(root, 'private', 'notes.txt'), join(projectDir, 'src', 'link.txt'));
    writeFileSync(join(projectDir, 'src', 'real.ts'), '');
    expect(await decide('Edit', { file_path: 'src/real.ts' })).toMatchObject({ behavior: 'allow' });
    expect(await decide('Edit', { file_path: 'src/link.txt' })).toMatchObject({ behavior: 'ask' });
  });

  it('a deny on the target of a symlink blocks reading through the link', async () => {
    const fixture = permissionsFor();
    const { root, projectDir } = fixture;
    mkdirSync(join(root, 'private'));
    writeFileSync(join(root, 'private', 'notes.txt'), 'x');
    symlinkSync(join(root, 'private', 'notes.txt'), join(projectDir, 'notes.txt'));
    const denying = permissionsFor({ project: { permissions: { deny: [`Read(/${join(root, 'private')}/**)`] } } });
    symlinkSync(join(root, 'private', 'notes.txt'), join(denying.projectDir, 'notes.txt'));
    expect(await fixture.decide('Read', { file_path: 'notes.txt' })).toMatchObject({ behavior: 'ask' });
    expect(await denying.decide('Read', { file_path: 'notes.txt' })).toMatchObject({ behavior: 'deny' });
  });

  it('additionalDirectories and the session scratch folder are working dirs', async () => {
    const { decide, permissions, root, dataDir } = permissionsFor({ project: { permissions: { additionalDirectories: ['../docs'] } } });
    mkdirSync(join(root, 'docs'));
    permissions.setMode('session-1', 'acceptEdits');
    expect(await decide('Write', { file_path: join(root, 'docs', 'a.md') })).toMatchObject({ behavior: 'allow' });
    expect(await decide('Write', { file_path: join(dataDir, 'scratch', 'session-1', 'x.txt') })).toMatchObject({ behavior: 'allow' });
    expect(await decide('Write', { file_path: join(dataDir, 'scratch', 'session-2', 'x.txt') })).toMatchObject({ behavior: 'ask' });
  });

  it('the session scratch folder is writable without asking in every mode but plan', async () => {
    const { decide, bash, permissions, dataDir } = permissionsFor();
    const scratch = join(dataDir, 'scratch', 'session-1');
    expect(await decide('Write', { file_path: join(scratch, 'notes.md') })).toMatchObject({ behavior: 'allow', source: { kind: 'policy' } });
    expect(await bash(`mkdir -p ${scratch}/out && echo hi > ${scratch}/out/x.txt`)).toMatchObject({ behavior: 'allow' });
    permissions.setMode('session-1', 'plan');
    expect(await decide('Write', { file_path: join(scratch, 'notes.md') })).toMatchObject({ behavior: 'deny' });
  });
});

describe('other rule kinds', () => {
  it('domains, agents, and bare-name denies that remove a tool', async () => {
    const { decide, permissions } = permissionsFor({
      project: { permissions: { allow: ['WebFetch(domain:*.github.com)'], deny: ['Agent(Explore)', 'mcp__db', 'read_file'] } },
    });
    expect(await decide('WebFetch', { url: 'https://api.github.com/x' })).toMatchObject({ behavior: 'allow' });
    expect(await decide('WebFetch', { url: 'https://github.com/x' })).toMatchObject({ behavior: 'ask', suggestions: ['WebFetch(domain:github.com)'] });
    expect(await decide('Agent', { subagent_type: 'Explore' })).toMatchObject({ behavior: 'deny' });
    expect(permissions.isToolDenied?.('mcp__db__query', [])).toBe(true);
    expect(permissions.isToolDenied?.('Read', ['read_file'])).toBe(true);
    expect(permissions.isToolDenied?.('Bash', ['bash'])).toBe(false);
  });

  it('command rules name tools other than Bash that run a command line', async () => {
    const { decide } = permissionsFor({ project: { permissions: { allow: ['GitCommit(git commit *)'] } } });
    expect(await decide('GitCommit', { message: 'fix' })).toMatchObject({ behavior: 'allow', source: { kind: 'rule' } });
    const bare = permissionsFor();
    expect(await bare.decide('GitCommit', { message: 'fix' })).toMatchObject({ behavior: 'ask', suggestions: ['GitCommit(git commit -m fix)'] });
  });

  it('a tool without a target is allowed when read-only, and asks otherwise', async () => {
    const { decide } = permissionsFor();
    expect(await decide('TodoWrite', {})).toMatchObject({ behavior: 'allow' });
  });
});

describe('grants', () => {
  it('allow for this session: the same call passes from then on, in this session only', async () => {
    const { bash, request, permissions } = permissionsFor();
    const first = await bash('make deploy');
    expect(first).toMatchObject({ behavior: 'ask', suggestions: ['Bash(make deploy)'] });
    await permissions.remember?.(request('Bash', { command: 'make deploy' }), { decision: 'allow', scope: 'session' }, ['Bash(make deploy)']);
    expect(await bash('make deploy')).toMatchObject({ behavior: 'allow', source: { kind: 'grant' } });
    expect(await bash('make deploy', { sessionId: 'other' })).toMatchObject({ behavior: 'ask' });
    expect(permissions.grants('session-1')).toEqual([{ scope: 'session', rule: 'Bash(make deploy)', sessionId: 'session-1' }]);
    expect(permissions.revoke({ scope: 'session', rule: 'Bash(make deploy)', sessionId: 'session-1' })).toEqual({ ok: true, value: undefined });
    expect(await bash('make deploy')).toMatchObject({ behavior: 'ask' });
  });

  it('always allow: one rule per part is written to .deft/settings.local.json, listed, and revocable', async () => {
    const { bash, request, permissions, projectDir } = permissionsFor({ local: { model: 'keep-me' } });
    const decision = await bash('npm ci && make deploy');
    expect(decision).toMatchObject({ behavior: 'ask', suggestions: ['Bash(npm ci)', 'Bash(make deploy)'] });
    const suggestions = decision.behavior === 'ask' ? decision.suggestions ?? [] : [];
    await permissions.remember?.(request('Bash', { command: 'npm ci && make deploy' }), { decision: 'allow', scope: 'always' }, suggestions);
    const file = join(projectDir, '.deft', 'settings.local.json');
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved).toMatchObject({ model: 'keep-me', permissions: { allow: ['Bash(npm ci)', 'Bash(make deploy)'] } });
    expect(await bash('make deploy')).toMatchObject({ behavior: 'allow', source: { kind: 'grant', detail: expect.stringContaining('project: Bash(make deploy)') } });
    expect(await bash('make deploy-prod')).toMatchObject({ behavior: 'ask' });
    expect(permissions.grants()).toContainEqual({ scope: 'project', rule: 'Bash(make deploy)', file });
    expect(permissions.revoke({ scope: 'project', rule: 'Bash(make deploy)', file })).toEqual({ ok: true, value: undefined });
    expect(JSON.parse(readFileSync(file, 'utf8')).permissions.allow).toEqual(['Bash(npm ci)']);
    expect(await bash('make deploy')).toMatchObject({ behavior: 'ask' });
  });
});

describe('allowedByRule', () => {
  const fetchCall = (domain: string) => ({ toolName: 'WebFetch', aliases: [], input: {}, domain });

  it('counts only rules that name the host, never a bare tool or domain:*', () => {
    const { permissions } = permissionsFor({ project: { permissions: { allow: ['WebFetch', 'WebFetch(domain:*)', 'WebFetch(domain:intranet.local)'] } } });
    expect(permissions.allowedByRule(fetchCall('intranet.local'))).toBe(true);
    expect(permissions.allowedByRule(fetchCall('localhost'))).toBe(false);
    expect(permissions.allowedByRule(fetchCall('169.254.169.254'))).toBe(false);
  });

  it('is refused by a deny rule', () => {
    const { permissions } = permissionsFor({ project: { permissions: { allow: ['WebFetch(domain:*.corp)'], deny: ['WebFetch(domain:secret.corp)'] } } });
    expect(permissions.allowedByRule(fetchCall('wiki.corp'))).toBe(true);
    expect(permissions.allowedByRule(fetchCall('secret.corp'))).toBe(false);
  });
});
