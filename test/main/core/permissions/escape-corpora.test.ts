import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveToolPath } from '../../../../main/core/permissions/paths/resolve.ts';
import { bypassCorpus } from './shell/bypass-corpus.ts';
import { evasionCorpus } from './shell/evasion-corpus.ts';
import { permissionsFor } from './engine-fixtures.ts';

describe('commands that try to slip past deny rules', () => {
  const rules = { permissions: { allow: ['Bash'], deny: ['Bash(rm *)', 'Bash(curl *)'] } };

  it(`has at least 100 of them`, () => expect(evasionCorpus.length).toBeGreaterThanOrEqual(100));

  it.each(['default', 'acceptEdits', 'bypassPermissions'])('none is allowed in %s mode', async (mode) => {
    const { bash, permissions } = permissionsFor({ project: rules });
    permissions.setMode('session-1', mode);
    const slipped: string[] = [];
    for (const { command, trick } of evasionCorpus) {
      const decision = await bash(command);
      if (decision.behavior === 'allow') slipped.push(`${trick}: ${JSON.stringify(command)}`);
    }
    expect(slipped).toEqual([]);
  });
});

describe('commands that run a denied program through another program', () => {
  const rules = { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } };
  const concrete = (command: string) => command.replaceAll('URL', 'http://127.0.0.1:9/x').replaceAll('PORT', '9').replace(/\bT\b/g, 'target');

  it('has at least 400 of them', () => expect(bypassCorpus.length).toBeGreaterThanOrEqual(400));

  it.each(['default', 'acceptEdits', 'bypassPermissions'])('none is allowed in %s mode', async (mode) => {
    const { bash, permissions } = permissionsFor({ project: rules });
    permissions.setMode('session-1', mode);
    const slipped: string[] = [];
    for (const { command, trick } of bypassCorpus) {
      const decision = await bash(concrete(command));
      if (decision.behavior === 'allow') slipped.push(`${trick}: ${JSON.stringify(command)}`);
    }
    expect(slipped).toEqual([]);
  });

  it('an ask names the part that hides code, in words', async () => {
    const { bash } = permissionsFor({ project: rules });
    const decision = await bash("python3 -c 'import os; os.remove(\"x\")'");
    expect(decision).toMatchObject({ behavior: 'ask', reason: expect.stringContaining('`python3 -c` runs code') });
  });

  it('hidden code needs the person only where a deny or ask rule limits Bash: under a plain allow Bash it is any other command', async () => {
    const plain = permissionsFor({ project: { permissions: { allow: ['Bash'] } } });
    expect(await plain.bash('python3 -c "import sys; print(sys.version)"')).toMatchObject({ behavior: 'allow' });
    expect(await plain.bash('python3 -c "import os; os.system(\'cat ~/.ssh/id_rsa\')"')).toMatchObject({ behavior: 'deny' });
    const asking = permissionsFor({ project: { permissions: { allow: ['Bash'], ask: ['Bash(git push:*)'] } } });
    expect(await asking.bash('python3 -c "import sys; print(sys.version)"')).toMatchObject({ behavior: 'ask' });
    expect(await permissionsFor().bash('python3 -c "import sys; print(sys.version)"')).toMatchObject({ behavior: 'ask' });
  });
});

describe('paths that try to leave the working dirs', () => {
  function project() {
    const fixture = permissionsFor();
    const { root, projectDir } = fixture;
    mkdirSync(join(root, 'outside'), { recursive: true });
    writeFileSync(join(root, 'outside', 'secret.txt'), 'secret');
    mkdirSync(join(projectDir, 'src', 'deep'), { recursive: true });
    symlinkSync(join(root, 'outside'), join(projectDir, 'src', 'out-link'));
    symlinkSync('..', join(projectDir, 'up'));
    symlinkSync(join(root, 'outside', 'secret.txt'), join(projectDir, 'secret-link.txt'));
    symlinkSync(join(projectDir, 'src', 'out-link'), join(projectDir, 'chain'));
    symlinkSync('/etc', join(projectDir, 'etc-link'));
    symlinkSync(join(root, 'outside', 'missing.txt'), join(projectDir, 'dangling'));
    return fixture;
  }

  const escapes = [
    '../outside/secret.txt', '../../etc/passwd', 'src/../../outside/secret.txt', 'src/deep/../../../outside/x',
    './../outside/secret.txt', '.././outside/secret.txt', 'src/./../../outside', '../outside/', '../outside//secret.txt',
    '..', '../', '/etc/passwd', '//etc/passwd', '///etc//passwd', '/tmp/x.txt', '/', '/root/.bashrc',
    '~/x.txt', '~/.bashrc', '~', '~/../../etc/passwd', '/proc/self/root/etc/passwd', '/proc/self/cwd/../../x',
    '/proc/1/root/etc/passwd', '/dev/shm/x', '/var/tmp/x', 'src/out-link/secret.txt', 'src/out-link/new.txt',
    'src/out-link', 'src/out-link/', 'up/outside/secret.txt', 'up/up/x', 'up', 'secret-link.txt', 'chain/secret.txt',
    'chain/../outside/secret.txt', 'etc-link/passwd', 'etc-link/../root/x', 'dangling', 'src/deep/../../up/x',
    '../project-other/x', '../project/../outside/secret.txt', `${'../'.repeat(40)}etc/passwd`, '/etc/../etc/shadow',
    '/usr/bin/../../etc/passwd', '../outside/secret.txt\u0000.ts', '..\\outside\\secret.txt', '/../outside/secret.txt',
    'src/out-link/../secret.txt', 'up/project/../outside/secret.txt',
  ];
  const lookAlikes = ['\u2025/outside/secret.txt', '\uFF0E\uFF0E/outside/secret.txt', '..\u2215outside\u2215secret.txt', '\u2024\u2024/x', '.\u200B./outside/x'];

  it(`has at least 50 of them`, () => expect(escapes.length + lookAlikes.length).toBeGreaterThanOrEqual(50));

  it.each(['default', 'acceptEdits'])('none reads or writes outside in %s mode', async (mode) => {
    const { decide, bash, permissions, projectDir, home } = project();
    permissions.setMode('session-1', mode);
    const realProject = realpathSync(projectDir);
    const inside = (path: string) => {
      const { lexical, real } = resolveToolPath(path, projectDir, home);
      return [lexical, real].every((form) => form.startsWith(`${realProject}/`) || form.startsWith(`${projectDir}/`));
    };
    const leaks: string[] = [];
    for (const path of [...escapes, ...lookAlikes]) {
      for (const [tool, input] of [
        ['Read', { file_path: path }],
        ['Write', { file_path: path }],
        ['Edit', { file_path: path }],
      ] as const) {
        const decision = await decide(tool, input);
        if (decision.behavior === 'allow' && !inside(path)) leaks.push(`${tool} ${JSON.stringify(path)}`);
      }
      const printable = path.split('\u0000').join('');
      const quoted = `'${printable.replace(/'/g, "'\\''")}'`;
      for (const command of [`cat ${quoted}`, `touch ${quoted}`, `echo x > ${quoted}`, `cp README ${quoted}`]) {
        const decision = await bash(command);
        if (decision.behavior === 'allow' && !inside(printable)) leaks.push(`Bash ${JSON.stringify(command)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('the look-alikes are plain names inside the project, not ways out', () => {
    const { projectDir, home } = project();
    for (const path of lookAlikes) expect(resolveToolPath(path, projectDir, home).lexical.startsWith(`${projectDir}/`)).toBe(true);
  });
});
