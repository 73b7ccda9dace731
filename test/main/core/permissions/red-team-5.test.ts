import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeTerminalInput } from '../../../../main/core/permissions/shell/terminal-input.ts';
import { bashHarness } from '../builtins/bash-fixture.ts';
import { plantedPermissions, type Setup } from './engine-fixtures.ts';

/**
 * Fifth red-team pass: pagers told what to run when they start, consoles made by an environment
 * the command line's text does not spell out, and programs with shell escapes under names nothing
 * knew. Each form runs through the real permission engine with `allow: ["Bash"]` and
 * `deny: ["Bash(rm:*)", "Bash(curl:*)"]`; each got through before this pass's fixes.
 */
const allowBash: Setup = { project: { permissions: { allow: ['Bash', 'Read'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } } };
const bashVerdict = (command: string) => plantedPermissions(allowBash).bash(command);
const inputVerdict = (input: string, command: string, running: string[][], environment?: string[]) =>
  plantedPermissions(allowBash).decide('BashInput', { input, command, running, ...(environment && { environment }) });

const pagerStarts = [
  "less '+!rm v' notes.txt", "less '++!rm v' notes.txt", "less '+|arm v' notes.txt", "pager '+!rm v' notes.txt", "less.real '+!rm v' notes.txt",
  "LESS='+!rm v' less notes.txt", "LESS='-R +!rm v' git log", "export LESS='+!rm v'; git log", "x='!rm v'; less +\"$x\" notes.txt",
  "less '+v' notes.txt", 'LESS="+$x" less notes.txt',
];

describe('red team 5: a pager told what to run when it starts', () => {
  for (const command of pagerStarts) {
    it(`${command} is not allowed`, async () => expect(await bashVerdict(command), command).not.toMatchObject({ behavior: 'allow' }));
  }
  it('names the command the keys run', async () => {
    expect(await bashVerdict("less '+!rm v' notes.txt")).toMatchObject({ behavior: 'deny' });
  });
  it('and ordinary start keys and a person-set LESS stay allowed', async () => {
    for (const command of ['less +G notes.txt', 'less +/TODO notes.txt', "LESS='-R -F' less notes.txt", 'less -- +x', 'LESS=+G git log']) {
      expect(await bashVerdict(command), command).toMatchObject({ behavior: 'allow' });
    }
  });
});

/** Python typed into a console that bash parses as harmless words: a decorator runs `exec` on a string. */
const pythonPayload = '@exec\n@"import os;os.system(\'rm v\')".format\nclass x:pass\n\n';

/** [input, command line, running programs]: a console whose variable the line's text does not spell out. */
const hiddenConsoles: Array<[string, string, string[][]]> = [
  [pythonPayload, "export PYTHONINSPEC$'T'=1; python3 notes.txt", [['python3', 'notes.txt']]],
  [pythonPayload, 'PYTHONINSPEC${x}T=1 python3 notes.txt', [['python3', 'notes.txt']]],
  [pythonPayload, 'declare -x PYTHONINSPEC{T,}=1; python3 notes.txt', [['python3', 'notes.txt']]],
  [pythonPayload, 'read PYTHONINSPECT <<< 1; export PYTHONINSPECT; python3 notes.txt', [['python3', 'notes.txt']]],
  [pythonPayload, '. ./env.sh; python3 notes.txt', [['python3', 'notes.txt']]],
  [pythonPayload, 'source env.sh && python3 notes.txt', [['python3', 'notes.txt']]],
  [pythonPayload, 'set -a; . ./env.sh; python3 notes.txt', [['python3', 'notes.txt']]],
  [pythonPayload, "BASH_ENV=env.sh bash -c 'python3 notes.txt'", [['bash', '-c', 'python3 notes.txt']]],
  [pythonPayload, 'printf -v PYTHONINSPEC%s T; python3 notes.txt', [['python3', 'notes.txt']]],
  [pythonPayload, 'PYTHONPATH=. python3 notes.txt', [['python3', 'notes.txt']]],
  [pythonPayload, 'PYTHONSTARTUP=s.py python3', [['python3']]],
  ['system "rm v"\n', 'PERL5LIB=. perl -MDebug notes.txt', [['perl', '-MDebug', 'notes.txt']]],
  // The shebang `#!/usr/bin/env -S PYTHONINSPECT=1 python3`: the text names only the script, the process has the variable.
  [pythonPayload, './notes.py', [['./notes.py']]],
  [pythonPayload, 'sh run.sh', [['python3', './notes.py']]],
];

describe('red team 5: consoles by an environment the text does not spell out', () => {
  for (const [input, command, running] of hiddenConsoles) {
    it(`${JSON.stringify(input).slice(0, 20)}… into ${command} is not allowed`, async () => {
      const environment = command === 'sh run.sh' ? ['PYTHONINSPECT'] : undefined;
      expect(await inputVerdict(input, command, running, environment)).not.toMatchObject({ behavior: 'allow' });
    });
  }
  it('a variable the running program has but its command line never set is read from the process', async () => {
    expect(await inputVerdict(pythonPayload, 'sh run.sh', [['python3', 'notes.py']], ['PYTHONINSPECT'])).not.toMatchObject({ behavior: 'allow' });
    expect(await inputVerdict('yes\n', 'sh run.sh', [['python3', 'notes.py']], ['PYTHON_COLORS'])).toMatchObject({ behavior: 'allow' });
  });
  it('and an answer typed into a plain script stays allowed', async () => {
    expect(await inputVerdict('yes\n', 'python3 notes.txt', [['python3', 'notes.txt']])).toMatchObject({ behavior: 'allow' });
    expect(await inputVerdict('admin\n', 'NODE_ENV=test node notes.txt', [['node', 'notes.txt']])).toMatchObject({ behavior: 'allow' });
  });
});

/** [input, program]: programs whose keys or commands include a shell escape. */
const shellEscapes: Array<[string, string]> = [
  ['!rm v\n', 'mutt'], ['!rm v\n', 'neomutt'], ['!rm v\r', 'nnn'], ['!rm v\r', 'ranger'], [':!rm v\r', 'vifm'], ['!rm v\n', 'tig'],
  ['!rm v\n', 'w3m notes.txt'], ['!rm v\n', 'lynx notes.txt'], ['b', 'ncdu'], ['!rm v\n', 'info bash'], ['system("rm v")\n', 'R'],
  [';rm v\n', 'julia'], ['!rm v\n', 'gnuplot'], ['!rm v\n', 'mail'],
];

describe('red team 5: programs with shell escapes', () => {
  for (const [input, command] of shellEscapes) {
    it(`${JSON.stringify(input)} into ${command} is not allowed`, async () =>
      expect(await inputVerdict(input, command, [command.split(' ')])).not.toMatchObject({ behavior: 'allow' }));
  }
});

/** A copy of an editor or a console under a name nothing knows, or in a place the system did not install it. */
const copies: Array<[string, string, string[][]]> = [
  [':!rm v\r', './x notes.txt', [['./x', 'notes.txt']]],
  [':!rm v\r', 'sleep 1; ./x notes.txt', [['sleep', '1']]],
  [':!rm v\r', 'cat notes.txt', [['cat', 'notes.txt'], [`${process.env.HOME ?? '/root'}/.local/bin/cat`, 'notes.txt']]],
  [pythonPayload, '.venv/bin/python notes.txt', [['.venv/bin/python', 'notes.txt']]],
  [':!rm v\r', 'x', [['cat'], ['/tmp/cat']]],
];

describe('red team 5: copies of interactive programs', () => {
  for (const [input, command, running] of copies) {
    it(`${JSON.stringify(input)} into ${command} (${running.map((argv) => argv[0]).join(', ')}) is not allowed`, async () =>
      expect(await inputVerdict(input, command, running)).not.toMatchObject({ behavior: 'allow' }));
  }
  it('and system programs named by their path are judged as before', async () => {
    expect(await inputVerdict('rm v\n', 'cat', [['cat'], ['/usr/bin/cat']])).toMatchObject({ behavior: 'allow' });
    expect(await inputVerdict('y\n', 'cat notes.txt ./notes.txt', [['/usr/bin/cat', 'notes.txt', './notes.txt']])).toMatchObject({ behavior: 'allow' });
  });
});

describe('red team 5: the environment is read from the running processes, on a real PTY', () => {
  it('a variable set by a sourced file makes python a console: the typed payload is asked', async () => {
    const { bash, pty, project: dir } = bashHarness();
    writeFileSync(join(dir, 'env.sh'), 'export PYTHONINSPECT=1\n');
    writeFileSync(join(dir, 'wait.py'), 'import sys\nsys.stdin.readline()\n');
    const started = await bash('sh -c ". ./env.sh; exec python3 wait.py"', { run_in_background: true });
    const shellId = /shell_id (shell-[0-9a-f]+)/.exec(started.text)?.[1] ?? '';
    let readers = pty.readers('session-1', shellId);
    for (let tries = 0; tries < 100 && !readers?.changedVariables.includes('PYTHONINSPECT'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      readers = pty.readers('session-1', shellId);
    }
    expect(readers?.changedVariables).toContain('PYTHONINSPECT');
    expect(readers?.changedVariables).not.toContain('HOME');
    expect(judgeTerminalInput(pythonPayload, readers!).alwaysAsk).toContain('interactive program');
  });
});

describe('red team 5: a todo list planted in .git', () => {
  it('git rebase --continue runs the exec lines any command may have written there: asked under deny rules', async () => {
    const fixture = plantedPermissions({ ...allowBash, files: { 'project/.git/rebase-merge/git-rebase-todo': 'exec rm v\n' } });
    for (const command of ['git rebase --continue', 'git rebase --skip', 'git cherry-pick --continue', 'git -C . revert --continue']) {
      const verdict = await fixture.bash(command);
      expect(verdict, command).not.toMatchObject({ behavior: 'allow' });
      expect(JSON.stringify(verdict), command).toContain('todo list');
    }
  });
  it('and with no rule that limits Bash, or for other git commands, nothing changes', async () => {
    expect(await plantedPermissions({ project: { permissions: { allow: ['Bash'] } } }).bash('git rebase --continue')).toMatchObject({ behavior: 'allow' });
    expect(await bashVerdict('git rebase main')).toMatchObject({ behavior: 'allow' });
  });
});
