import { describe, expect, it } from 'vitest';
import { judgeTerminalInput } from '../../../../main/core/permissions/shell/terminal-input.ts';
import { bashHarness } from '../builtins/bash-fixture.ts';
import { plantedPermissions, type Setup } from './engine-fixtures.ts';

/**
 * Fourth red-team pass, against BashInput judged as data for read-only readers, debuggers and
 * consoles, and the code-running forms. Each form runs through the real permission engine (and the
 * exe check through a real PTY) with `allow: ["Bash"]` and `deny: ["Bash(rm:*)", "Bash(curl:*)"]`.
 */
const allowBash: Setup = { project: { permissions: { allow: ['Bash', 'Read'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } } };
type Fixture = ReturnType<typeof plantedPermissions>;
const inHome = (fixture: Fixture, command: string) => command.replaceAll('~/', `${fixture.home}/`);
const bashVerdict = async (command: string) => {
  const fixture = plantedPermissions(allowBash);
  return fixture.bash(inHome(fixture, command));
};
const inputVerdict = (input: string, command: string, running: string[][]) =>
  plantedPermissions(allowBash).decide('BashInput', { input, command, running });

/** Python typed into a console that bash parses as harmless words: a decorator runs `exec` on a string. */
const pythonPayload = '@exec\n@"import os;os.system(\'rm v\')".format\nclass x:pass\n\n';
/** JavaScript whose parentheses bash reads as quoted: a regex literal `/'/` opens bash's quote. */
const javascriptPayload = '/\'/;require("child_process").execSync("rm v")//\'\n';

/** Held before this pass's fixes? No: each got through, and is fixed here. [input, command line, running programs]. */
const fixedInputs: Array<[string, string, string[][]]> = [
  // Debian's git runs its pager as `pager` (the alternative for less): `!cmd` ran unjudged.
  ['!rm v\n', 'git log', [['git', 'log'], ['pager']]],
  ['!rm v\n', 'git log', [['git', 'log'], ['/usr/bin/pager']]],
  ['!rm v\n', 'journalctl', [['journalctl'], ['pager']]],
  ['!rm v\n', 'git -P log | sensible-pager', [['git', '-P', 'log'], ['sensible-pager']]],
  ['!rm v\n', 'x', [['less.real', 'f']]],
  // `git commit` and `crontab -e` start `editor` / `sensible-editor` on Debian; `vim.basic` and `vim.tiny` are vim.
  [':!rm v\r', 'git commit', [['git', 'commit'], ['editor', '.git/COMMIT_EDITMSG']]],
  [':!rm v\r', 'crontab -e', [['crontab', '-e'], ['sensible-editor', '/tmp/crontab.x']]],
  [':!rm v\r', 'git commit', [['git', 'commit'], ['vim.basic', '.git/COMMIT_EDITMSG']]],
  [':!rm v\r', 'x', [['vim.tiny', 'f']]],
  ['!rm v\n', 'x', [['rlwrap', 'foo']]],
  // A program the command line starts later, its name split by quotes or a backslash: `:!rm v` was judged as the bash word `:!rm`.
  [':!rm v\r', "sleep 1; v''im notes.txt", [['sleep', '1']]],
  [':!rm v\r', 'sleep 1; v\\im notes.txt', [['sleep', '1']]],
  [pythonPayload, "sleep 1; pyth''on3", [['sleep', '1']]],
  // deno and bun consoles: `repl` was taken for a script's name, and JavaScript that bash reads as one word ran.
  [javascriptPayload, 'deno repl', [['deno', 'repl']]],
  [javascriptPayload, 'bun repl', [['bun', 'repl']]],
  // A sed or awk program file that is the terminal under another name: `1e rm v` is sed's `e` command.
  ['1e rm v\n', 'sed -f /dev/stderr notes.txt', [['sed', '-f', '/dev/stderr', 'notes.txt']]],
  ['1e rm v\n', 'sed -f /proc/123/fd/0 notes.txt', [['sed', '-f', '/proc/123/fd/0', 'notes.txt']]],
  ['1e rm v\n', 'sed -f /dev/./stdin notes.txt', [['sed', '-f', '/dev/./stdin', 'notes.txt']]],
  ['1e rm v\n', 'sed -f//dev/stdin notes.txt', [['sed', '-f//dev/stdin', 'notes.txt']]],
];

describe('red team 4: BashInput to programs that run what is typed', () => {
  for (const [input, command, running] of fixedInputs) {
    it(`${JSON.stringify(input)} into ${command} (${running.map((argv) => argv[0]).join(', ')}) is not allowed`, async () =>
      expect(await inputVerdict(input, command, running)).not.toMatchObject({ behavior: 'allow' }));
  }

  it('a program is judged by the file it runs, not only the name it gives itself (exec -a cat vim), on a real PTY', async () => {
    const { bash, pty } = bashHarness();
    // The glob hides vim's name from the command line (the start is asked for that reason); argv[0] says `cat`.
    const command = 'exec -a cat /usr/bin/v[i]m -u NONE -n notes.txt';
    const started = await bash(command, { run_in_background: true });
    const shellId = /shell_id (shell-[0-9a-f]+)/.exec(started.text)?.[1] ?? '';
    let readers = pty.readers('session-1', shellId);
    for (let tries = 0; tries < 100 && !readers?.running.some((argv) => argv[0] === 'cat'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      readers = pty.readers('session-1', shellId);
    }
    expect(readers?.running).toContainEqual(['cat', '-u', 'NONE', '-n', 'notes.txt']);
    expect(judgeTerminalInput(':!rm v\r', readers!).alwaysAsk).toContain('editor');
  });

  it('and the same input to data readers and ordinary programs stays as it was', async () => {
    expect(await inputVerdict('1e rm v\n', 'sed s/x/y/ -', [['sed', 's/x/y/', '-']])).toMatchObject({ behavior: 'allow' });
    expect(await inputVerdict('rm v\n', 'cat', [['cat']])).toMatchObject({ behavior: 'allow' });
    expect(await inputVerdict('y\n', 'sed -f script.sed', [['sed', '-f', 'script.sed']])).toMatchObject({ behavior: 'allow' });
    expect(await inputVerdict('!rm v\n', 'git log', [['git', 'log'], ['less']])).toMatchObject({ behavior: 'deny' });
  });
});

/**
 * An interpreter the person let start with a variable that makes it a console or a debugger
 * (`PYTHONINSPECT`, `PERL5OPT=-d`) reads its input as code: what is typed is asked. So is input to a
 * console under a name nothing knows (a copy of vim or python in the project, run as `./x`; closed
 * in the fifth pass).
 */
describe('red team 4: consoles by variable, and a copy under another name', () => {
  it('PYTHONINSPECT=1 python3 x.py: typed python that bash reads as words is asked', async () =>
    expect(await inputVerdict(pythonPayload, 'PYTHONINSPECT=1 python3 notes.txt', [['python3', 'notes.txt']])).not.toMatchObject({ behavior: 'allow' }));
  it('PERL5OPT=-d perl x.pl: a debugger command `system "rm v"` is asked', async () =>
    expect(await inputVerdict('system "rm v"\n', 'PERL5OPT=-d perl notes.txt', [['perl', 'notes.txt']])).not.toMatchObject({ behavior: 'allow' }));
  it('a copy of vim run under another name (./x, made by an earlier call): `:!rm v` is asked', async () =>
    expect(await inputVerdict(':!rm v\r', './x notes.txt', [['./x', 'notes.txt']])).not.toMatchObject({ behavior: 'allow' }));
});

/** Forms that held (denied or asked) when tried in this pass. */
const held = [
  "env -S 'rm v'", "env -S'rm v'", "env --split-string='rm v'", "git -c alias.x='!rm v' x", 'git -c alias.x=!rm\\ v x',
  'git --config-env=alias.x=X x', 'npm exec -- rm v', 'npx rm v', "make --eval='x:;rm v' x", 'find . -exec rm v \\;',
  'find . -execdir rm v +', 'find . -ok rm v \\;', 'xargs -a notes.txt rm', 'xargs -I{} rm {} < notes.txt', 'parallel rm ::: v',
  'watch rm v', 'watch -x rm v', 'timeout -s KILL 5 rm v', 'nice -n 5 rm v', 'flock /tmp/l rm v', "flock -c 'rm v' /tmp/l",
  "flock /tmp/l -c 'rm v'", 'unshare -r rm v', 'ssh localhost rm v', 'stdbuf -o0 rm v', 'setsid rm v', 'chronic rm v',
  'ionice -c3 rm v', 'busybox rm v', "busybox sh -c 'rm v'", 'toybox rm v', "script -c 'rm v' /dev/null", "script -qc 'rm v'",
  "sg users 'rm v'", "dash -c 'rm v'", 'sudo -u x rm v', 'command rm v', "builtin eval 'rm v'", 'eval rm v', 'time rm v',
  'coproc rm v', '\\rm v', 'r\\m v', '/bin/rm v', '/usr/bin/../bin/rm v', "$'rm' v", "vim -es -c '!rm v' -c q", 'vim -S /dev/stderr',
  "gdb -batch -ex 'shell rm v'", 'gdb -x /dev/stderr', "lldb -o 'platform shell rm v'", 'sed -f /dev/stderr notes.txt',
  'sed -f /dev/fd/2 notes.txt', 'PYTHONINSPECT=1 python3 notes.txt', 'PERL5OPT=-d perl notes.txt', 'RUBYOPT=-rdebug ruby notes.txt',
  'exec -a cat $(command -v vim) notes.txt', 'x=vim; exec -a cat $x notes.txt', 'exec -a cat /usr/bin/v[i]m notes.txt',
  "deno repl <<< 'Deno.removeSync(\"v\")'",
];
const heldInputs: Array<[string, string, string[][]]> = [
  ['rm v\n', 'busybox sh', [['busybox', 'sh']]],
  [':!rm v\r', 'busybox vi notes.txt', [['busybox', 'vi', 'notes.txt']]],
  [pythonPayload, 'python3 -m _pyrepl', [['python3', '-m', '_pyrepl']]],
  ['all:\n\trm v\n', 'make -f /dev/stderr', [['make', '-f', '/dev/stderr']]],
  ['x:=$(shell rm v)\n', 'make -f /dev/stderr', [['make', '-f', '/dev/stderr']]],
  ['BEGIN{system("rm v")}\n', 'awk -f /dev/stderr', [['awk', '-f', '/dev/stderr']]],
  ['e rm v\n', 'ed notes.txt', [['ed', 'notes.txt']]],
  ['!rm v\n', 'sqlite3', [['sqlite3']]],
  ['!rm v\n', 'more', [['more']]],
  ['!rm v\n', 'cat | less', [['cat'], ['less']]],
  ['rm v\n', "cat | b''ash", [['cat']]],
  ['rm v\n', 'sed s/x/y/ -', [['sed', 's/x/y/', '-'], ['sh', '-c', 'rm v']]],
  [':!rm v\r', 'exec -a cat vim notes.txt', [['cat', 'notes.txt']]],
  [':!rm v\r', 'sleep 1; "vim" notes.txt', [['sleep', '1']]],
  [':!rm v\r', "sleep 1; $'vim' notes.txt", [['sleep', '1']]],
];

describe('red team 4: forms that held', () => {
  for (const command of held) {
    it(`${command} is not allowed`, async () => expect(await bashVerdict(command), command).not.toMatchObject({ behavior: 'allow' }));
  }
  for (const [input, command, running] of heldInputs) {
    it(`${JSON.stringify(input)} into ${command} is not allowed`, async () =>
      expect(await inputVerdict(input, command, running)).not.toMatchObject({ behavior: 'allow' }));
  }
});
