import { describe, expect, it } from 'vitest';
import { plantedPermissions, type Setup } from './engine-fixtures.ts';

/**
 * Sixth red-team pass (first probes): pagers started other ways, programs run through the dynamic
 * loader or env from the project (the loader is a launcher; project code is the sandbox's to hold), and git sequencer commands that run a planted todo. Each form runs
 * through the real permission engine with `allow: ["Bash", "Read"]` and `deny: ["Bash(rm:*)", "Bash(curl:*)"]`.
 */
const allowBash: Setup = { project: { permissions: { allow: ['Bash', 'Read'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } } };
const bashVerdict = (command: string) => plantedPermissions(allowBash).bash(command);

const holds = [
  "MANPAGER='sh -c \"rm v\"' man ls", "PAGER='rm v' git log", "man -P 'rm v' ls", "git -c core.pager='rm v' log",
  "LESSOPEN='|rm v %s' less notes.txt", 'busybox rm v', "git -c sequence.editor='rm v' rebase -i HEAD~2", 'git am --continue',
  "git -c core.editor='rm v' commit", "GIT_EDITOR='rm v' git commit", "GIT_SEQUENCE_EDITOR='rm v' git rebase -i HEAD~1",
  'INPUTRC=x bash -i', "vim -u NONE -c '!rm v'",
  // ex, rview, gview and Debian's vim.basic/vim.tiny are vim: their -c and +cmd were not read before this pass.
  "ex -c '!rm v' f", "vim.basic -c '!rm v' f", "rview '+!rm v' f", "vim.nox -c '!rm v' f", "less.real '+!rm v' notes.txt",
  // A lesskey file's #env section can set LESS=+!rm v, which the LESS check never sees: less -k is hidden code.
  'less -k keys.bin notes.txt', 'less --lesskey-file=keys.bin notes.txt', "less --lesskey-content='#env\nLESS=+!rm v' notes.txt",
  // The dynamic loader runs the program it is given, under any of its names.
  '/lib64/ld-linux-x86-64.so.2 /bin/rm v', "/lib64/ld-linux-x86-64.so.2 ./vim -c '!rm v' f", 'ld.so /bin/rm v',
  '/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2 --library-path /x /usr/bin/rm v', '/lib/ld-musl-x86_64.so.1 rm v',
  '/lib/ld-linux-aarch64.so.1 --argv0 ls rm v',
  // Input redirected from a file the line itself writes is that file's code; tree-sitter gave `< s.py` after `&&` to the whole list.
  `echo 'import os; os.system("rm v")' > s.py && python3 < s.py`, 'echo x > s.py; python3 - < s.py', 'echo x > s.py || python3 < s.py',
  'echo ".shell rm v" > q.sql; sqlite3 db < q.sql', 'echo "!rm v" > c; ed f < c', 'true && rm v < f',
  // at and batch run a file's commands later, outside any sandbox.
  'at now < x.sh', 'batch < jobs.txt',
];

/**
 * Allowed under `allow Bash`, and rightly: none names a denied program or runs code the person did not
 * approve. Project code (`./x`, a module, a bisect script) is what an allow-Bash rule lets run; the
 * sandbox, not the rules, keeps it to the project. The hooks and editor a commit runs are control
 * files no command may write.
 */
const allowedOnPurpose: Array<[string, string]> = [
  ['git merge --continue', 'commits with the hooks and editor the person set up'],
  ['git rebase --edit-todo', 'opens the editor on the todo; its exec lines run only on --continue, which is asked'],
  ['/usr/bin/env ./x', 'runs a project program'],
  ['python3 -m evil', 'runs a project module'],
  ['node ./x.js', 'runs a project script'],
  ['git bisect run ./t.sh', 'runs a project script'],
  ["more '+!rm v' notes.txt", 'more takes +NUM and +/pattern only'],
  ["less -- '+!rm v' notes.txt", 'after -- less reads +!rm v as a file name'],
  ['/lib64/ld-linux-x86-64.so.2 ./build/app --help', 'the loader running a project program'],
  ['python3 < s.py', 'runs a project script given as its input'],
  ['sqlite3 db < q.sql', 'runs a project file of SQL'],
  ['cat a > b && sort < b', 'sorts a file the line wrote'],
];

describe('red team 6: probes', () => {
  for (const command of holds) {
    it(`${command} is not allowed`, async () => expect(await bashVerdict(command), command).not.toMatchObject({ behavior: 'allow' }));
  }
  for (const [command, why] of allowedOnPurpose) {
    it(`${command} is allowed: it ${why}`, async () => expect(await bashVerdict(command), command).toMatchObject({ behavior: 'allow' }));
  }
});

describe('red team 6: a program run through the dynamic loader reads the terminal as itself', () => {
  const loader = '/lib64/ld-linux-x86-64.so.2';
  const inputVerdict = (input: string, command: string, running: string[]) =>
    plantedPermissions(allowBash).decide('BashInput', { input, command, running: [running] });
  it('vim under the loader, started by a script, is an editor', async () => {
    expect(await inputVerdict(':!rm v\r', 'sh start.sh', [loader, '/usr/bin/vim', 'f'])).not.toMatchObject({ behavior: 'allow' });
    expect(await inputVerdict('import os\r', 'sh start.sh', [loader, '--argv0', 'x', '/usr/bin/python3'])).not.toMatchObject({ behavior: 'allow' });
  });
  it('cat under the loader still reads data', async () => {
    expect(await inputVerdict('y\n', 'sh start.sh', [loader, '/usr/bin/cat'])).toMatchObject({ behavior: 'allow' });
  });
});
