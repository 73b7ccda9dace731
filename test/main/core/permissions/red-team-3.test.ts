import { linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeTerminalInput } from '../../../../main/core/permissions/shell/terminal-input.ts';
import { plantedPermissions, type Setup } from './engine-fixtures.ts';

/**
 * Third red-team pass, against the faster permission check (rule index, one path resolver per decision,
 * the protected paths' hard links found by one walk, programs read from the input): each form was
 * denied or asked before and must stay so, and the ordinary ones stay allowed.
 */
const planted = plantedPermissions;

const allowBash: Setup = { project: { permissions: { allow: ['Bash', 'Read'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } } };
type Fixture = ReturnType<typeof planted>;
/** `~` in a form stands for the fixture's home, written out (no shell expansion involved). */
const inHome = (fixture: Fixture, command: string) => command.replaceAll('~/', `${fixture.home}/`);
const verdictOf = async (command: string, setup: Setup = allowBash) => {
  const fixture = planted(setup);
  return fixture.bash(inHome(fixture, command));
};

/** awk's program text stays the first operand when a library is included (`-i inplace`), and inplace rewrites its files. */
const awkForms = [
  "awk -i inplace 'BEGIN{system(\"rm v\")}' notes.txt",
  "gawk --include=x 'BEGIN{system(\"rm v\")}'",
  "gawk --inc x 'BEGIN{system(\"rm v\")}'",
  "gawk -ix 'BEGIN{system(\"rm v\")}'",
  "gawk -i x -i y 'BEGIN{system(\"rm v\")}'",
  "gawk -i inplace '{print}' .claude/settings.json",
  "gawk -i inplace.awk '{print}' .claude/settings.json",
  "gawk -i inplace -v INPLACE_SUFFIX=.bak '{print}' .claude/settings.json",
  "gawk -f prog.awk -i inplace .claude/settings.json",
  "gawk '@include \"inplace\"; {print}' .claude/settings.json",
  "gawk -i inplace '{print}' ~/.bashrc",
];

/** Files a sed or awk script reads or writes by name are the command's own files. */
const scriptFiles = [
  "sed -n '1R ~/.ssh/id_rsa' notes.txt",
  "sed -n '1r ~/.netrc' notes.txt",
  "sed -n 's/x/y/w ~/.ssh/authorized_keys' notes.txt",
  "sed -n 'w .claude/settings.json' notes.txt",
  "sed -n 'w .git/hooks/pre-commit' notes.txt",
  "sed -n 'W ../outside' notes.txt",
  "awk 'BEGIN{getline l < \"~/.ssh/id_rsa\"; print l}'",
  "awk 'BEGIN{while ((getline l < \"~/.netrc\") > 0) print l}'",
  "awk '{print > \".claude/settings.json\"}' notes.txt",
  "awk '{print >> \".git/hooks/pre-commit\"}' notes.txt",
  "awk '{printf \"%s\", $0 > \"../outside\"}' notes.txt",
  "awk '{print > $1}' notes.txt",
  "awk 'BEGIN{getline l < f}' f=x",
  "awk '{printf \"%s, %s\", $1, $2 > \"../outside\"}' notes.txt",
];

const ordinary = [
  "awk '{print > \"out.txt\"}' notes.txt",
  "awk '{print $1 > \"/dev/stderr\"}' notes.txt",
  "awk '$1 > 5 {print}' notes.txt",
  "awk '{if ($1 > 5) print $2}' notes.txt",
  "awk '{print ($1 > 5)}' notes.txt",
  "gawk -i inplace '{sub(/x/, \"y\")} 1' notes.txt",
  "sed -n 'w out.txt' notes.txt",
  "sed 's/a/b/w /dev/stdout' notes.txt",
];

describe('red team 3: awk and sed programs', () => {
  for (const command of [...awkForms, ...scriptFiles]) {
    it(`${command} is not allowed`, async () => expect(await verdictOf(command), command).not.toMatchObject({ behavior: 'allow' }));
  }
  for (const command of ordinary) {
    it(`${command} is allowed`, async () => expect(await verdictOf(command), command).toMatchObject({ behavior: 'allow' }));
  }
});

/** A folder of many files among the protected ones (a browser profile). */
function crowd(dir: string, count: number) {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `f${i}`), '');
}

describe('red team 3: second names of credential files', () => {
  const linked = (store: string, prepare: (fixture: Fixture) => void = () => {}) => {
    const fixture = planted(allowBash);
    prepare(fixture);
    mkdirSync(join(fixture.home, store, '..'), { recursive: true });
    writeFileSync(join(fixture.home, store), 'SECRET', { flag: 'a' });
    linkSync(join(fixture.home, store), join(fixture.projectDir, 'n'));
    return fixture;
  };

  it('a link to ~/.netrc is found past a large browser profile (walked before it once)', async () => {
    const fixture = linked('.netrc', (f) => crowd(join(f.home, '.config/chromium'), 5_100));
    expect(await fixture.bash('cat n')).toMatchObject({ behavior: 'deny' });
    expect(await fixture.decide('Read', { file_path: 'n' })).toMatchObject({ behavior: 'deny' });
    expect(await fixture.bash('grep -r x .')).toMatchObject({ behavior: 'deny' });
  });

  it('a link to a store named in the list is found however large the folders before it', async () => {
    const fixture = linked('.pgpass', (f) => crowd(join(f.home, '.config/gcloud/logs'), 5_100));
    expect(await fixture.bash('cat n')).toMatchObject({ behavior: 'deny' });
  });

  it('a link to a store named by a glob (~/.config/*/credentials*) is found', async () => {
    const fixture = linked('.config/foo/credentials.json');
    expect(await fixture.bash('cat n')).toMatchObject({ behavior: 'deny' });
  });
});

/** A file read below a link the same command makes is read where the link leads. */
const readThroughLinks = [
  'ln -s ~ h; cat h/.ssh/id_rsa',
  // `~/` is the home folder written out: `r/<home>/.netrc`.
  'ln -s / r; cat r~/.netrc',
  'ln -s .. up; cat up/home/.netrc',
  'ln -sf ~ h && cat h/.netrc',
  'ln -s ~ h; cat < h/.netrc',
  'ln -s ~ h; grep -r x h',
  'ln -s ~/.config c; cat c/gh/hosts.yml',
  'ln -s ~ h; cd h; cat .netrc',
  'ln -s ~ h && cd h/.ssh && cat id_rsa',
];

describe('red team 3: links made by the same command', () => {
  for (const command of readThroughLinks) {
    it(`${command} is denied`, async () => expect(await verdictOf(command), command).toMatchObject({ behavior: 'deny' }));
  }
  it('a link into the project is read as the project', async () => {
    expect(await verdictOf('ln -s notes.txt y; cat y')).toMatchObject({ behavior: 'allow' });
  });
});

/** Forms the rule index, the resolver and the input-as-code analysis were tried with that held: each stays not allowed. */
const held: Array<[Setup, string]> = [
  ...[
    '/usr/bin/rm v', 'command rm v', '\\rm v', "'rm' v", 'r""m v', 'X=1 rm v', 'env X=1 rm v', "env -S 'rm v'", "env --split-string='rm v'",
    '$x v', 'r? v', '{rm,v}', './rm v', "eval 'rm v'", 'echo v | xargs rm', 'xargs -a - rm <<< v', 'find . -exec rm {} \\;', 'sudo rm v',
    'time rm v', 'nice -n 5 rm v', 'exec rm v', '(rm v)', '{ rm v; }', 'if true; then rm v; fi', 'rm - <<EOF\nx\nEOF',
    ". <(echo rm v)", "bash /dev/fd/3 3<<< 'rm v'", "exec 3<<< 'rm v'; bash /dev/fd/3", "exec 3<<< 'rm v'; source /dev/fd/3",
    "python3 /proc/self/fd/0 <<< 'import os; os.system(\"rm v\")'", "bash /proc/self/fd/00 <<< 'rm v'", "bash //dev/stdin <<< 'rm v'",
    "bash /dev/./stdin <<< 'rm v'", "bash /proc/thread-self/fd/0 <<< 'rm v'", "cd /dev/fd && bash 0 <<< 'rm v'", "bash <&3 3<<< 'rm v'",
    "{ bash; } <<< 'rm v'", "( bash ) <<< 'rm v'", "{ source /dev/stdin; } <<< 'rm v'", "builtin source /dev/stdin <<< 'rm v'",
    "source /dev/stdin <<'EOF'\nrm v\nEOF", "cat notes.txt | source /dev/stdin", "BASH_ENV=/dev/stdin bash -c true <<< 'rm v'",
    "bash --rcfile /dev/stdin -i <<< 'rm v'", "awk -E - <<< 'BEGIN{system(\"rm v\")}'", "awk --so='BEGIN{system(\"rm v\")}'",
    "sed -e 1p -f - notes.txt <<< '1e rm v'", "sed --e='1e rm v' notes.txt", "make -kE'x:;rm v' x", "make -j4 -E 'x:;rm v' x",
    "make --debug -E 'x:;rm v' x", "m4 notes.txt -D 'x=esyscmd(rm v)'", "perl -x /dev/stdin <<< 'system \"rm v\"'",
    "deno run -A - <<< 'Deno.run({cmd:[\"rm\",\"v\"]})'", "psql -f - <<< '\\! rm v'", "sqlite3 -init /dev/stdin :memory: <<< '.shell rm v'",
    "sqlite3 -separator , :memory: '.shell rm v'", "sqlite3 --separator , :memory: '.shell rm v'", "sqlite3 -nonce x :memory: '.shell rm v'",
    "crontab -u root - <<< '* * * * * rm v'", "docker exec -i box sh <<< 'rm v'", "flock /tmp/l sh <<< 'rm v'", "find . -exec sh -s \\; <<< 'rm v'",
    "watch -x sh <<< 'rm v'", "strace -o /dev/null sh <<< 'rm v'", "sudo -u root sh <<< 'rm v'",
    'cat $HOME/.ssh/id_rsa', 'cat ~//.netrc', 'cat ~/./.netrc', 'cat ~/.ssh/../.netrc', 'cat ~/.ssh/', 'cat ~/.ssh/id_ed25519_sk',
    'cat ~/deploy.pem', 'cat ~/.config/foo/deploy.key', 'tar cf - ~/.ssh', 'grep -r x ~', 'rg x ~', 'cat /proc/self/environ',
    'cat /proc/$$/environ', 'cat /proc/self/task/1/environ', 'cat /proc/thread-self/environ', 'cat /proc/self/cwd/../home/.netrc',
    'cat /proc/self/root~/.netrc', 'cat ~/.ne?rc', 'cat ~/.ne*', 'cat ~/.{netrc,x}', 'cat ~/.ss[h]/id_rsa', 'cd ~ && cat .netrc',
    'cd $HOME; cat .netrc', 'pushd ~; cat .netrc', 'cd ~/.ssh 2>/dev/null || cd /; cat id_rsa', 'cd "$(dirname ~/.ssh/x)"; cat id_rsa',
    'HOME=/tmp; cat ~/.netrc', 'ln -s ~/.ssh k; cat k/id_rsa', 'ln -s ~/.ssh/id_rsa k; cat k', 'cp -rs ~ h; cat h/.netrc',
  ].map((command): [Setup, string] => [allowBash, command]),
  ...['npm run build', 'npm  run build', 'npm run', './x a', './x', 'rm', 'git push', 'git  push origin', 'command git push', 'env npm run x', 'X=1 npm run x', 'sudo npm run x', 'echo hi; npm run x', 'cd sub && ./x a', '/usr/bin/rm v'].map(
    (command): [Setup, string] => [{ project: { permissions: { allow: ['Bash'], deny: ['Bash(npm run:*)', 'Bash(./x:*)', 'Bash(/usr/bin/rm:*)', 'Bash(rm)', 'Bash(git push *)'] } } }, command],
  ),
  ...['ls', 'echo hi'].flatMap((command) => ['Bash(*)', 'Bash(:*)', 'Bash', '*'].map((rule): [Setup, string] => [{ project: { permissions: { allow: ['Read'], deny: [rule] } } }, command])),
  ...['echo x > notes.txt', 'cp /dev/null notes.txt', 'sed -i s/x/y/ notes.txt'].map((command): [Setup, string] => [{ project: { permissions: { allow: ['Bash'], deny: ['Edit(notes.txt)'] } } }, command]),
  ...['cat notes.txt', 'cat ./notes.txt', 'cat $PWD/notes.txt', 'cat ~/priv/a', 'cat $HOME/priv/a', 'cat "${HOME}/priv/a"', 'head $HOME/priv/a', 'cat /tmp/priv/a', 'cat /tmp//priv/a', 'cat /tmp/./priv/a'].map(
    (command): [Setup, string] => [{ project: { permissions: { allow: ['Bash', 'Read'], deny: ['Read(notes.txt)', 'Read(~/priv/**)', 'Read(//tmp/priv/**)'] } } }, command],
  ),
  ...['rm v', '/bin/rm v', 'git push', 'git push --force'].map((command): [Setup, string] => [{ project: { permissions: { allow: ['Bash'], ask: ['Bash(rm:*)', 'Bash(git push:*)'] } } }, command]),
];

describe('red team 3: forms that held', () => {
  for (const [setup, command] of held) {
    it(`${command} under ${JSON.stringify(setup.project)} is not allowed`, async () => expect(await verdictOf(command, setup), command).not.toMatchObject({ behavior: 'allow' }));
  }
});

describe('red team 3: other tools and one service for several folders', () => {
  const rules: Setup = {
    project: {
      permissions: {
        allow: ['mcp__srv', 'Bash', 'Read', 'Edit', 'Write', 'WebFetch', 'Agent'],
        deny: ['Read(//etc/**)', 'Edit(notes.txt)', 'WebFetch(domain:evil.com)', 'Agent(bad)', 'Task(worse)'],
      },
    },
  };
  it('Read, Write, WebFetch and Agent rules hold in every spelling tried', async () => {
    const fixture = planted(rules);
    for (const file of ['/etc/passwd', '/etc/../etc/passwd', '//etc/passwd']) expect(await fixture.decide('Read', { file_path: file }), file).toMatchObject({ behavior: 'deny' });
    for (const file of ['notes.txt', `${fixture.projectDir}/./notes.txt`]) expect(await fixture.decide('Write', { file_path: file }), file).toMatchObject({ behavior: 'deny' });
    for (const url of ['https://evil.com/x', 'https://EVIL.com/x', 'https://evil.com./x']) expect(await fixture.decide('WebFetch', { url }), url).toMatchObject({ behavior: 'deny' });
    for (const type of ['bad', 'worse']) expect(await fixture.decide('Agent', { subagent_type: type }), type).toMatchObject({ behavior: 'deny' });
  });

  it('a relative rule meets each call in its own folder, calls from two folders interleaved', async () => {
    const fixture = planted({ project: { permissions: { allow: ['Bash', 'Read'], deny: ['Read(./sub/**)'] } } });
    const other = join(fixture.projectDir, 'other');
    mkdirSync(join(other, 'sub'), { recursive: true });
    for (let round = 0; round < 2; round++) {
      expect(await fixture.bash('cat sub/a')).toMatchObject({ behavior: 'deny' });
      expect(await fixture.bash('cat sub/a', { cwd: other, sessionId: 'session-2' })).toMatchObject({ behavior: 'deny' });
      // `./` is the call's folder: from the project, other/sub is no sub folder of it.
      expect(await fixture.bash('cat other/sub/a')).toMatchObject({ behavior: 'allow' });
    }
  });
});

/** A launcher given no command starts a shell that runs its input; `exec` with only an input gives it to the shell itself. */
const shellsOfInput = [
  "sudo -s <<< 'rm v'",
  "sudo -i <<< 'rm v'",
  "sudo --shell <<< 'rm v'",
  "sudo -u root -s <<< 'rm v'",
  "doas -s <<< 'rm v'",
  "run0 <<< 'rm v'",
  "pkexec <<< 'rm v'",
  "su <<< 'rm v'",
  "su - root <<< 'rm v'",
  "runuser -u root <<< 'rm v'",
  "echo 'rm v' | sudo -s",
  "exec 0<<< 'rm v'; bash",
  "exec <<< 'rm v'; source /dev/stdin",
  'exec 0< notes.txt; sh',
  'exec < <(echo rm v); sh',
];

describe('red team 3: shells started without a command', () => {
  for (const command of shellsOfInput) {
    it(`${command} is not allowed`, async () => expect(await verdictOf(command), command).not.toMatchObject({ behavior: 'allow' }));
  }
  for (const command of ['sudo -s', 'sudo -v', 'sudo ls < notes.txt', 'su -c ls root', 'exec 3< notes.txt', 'exec 2>/dev/null', 'exec >log.txt']) {
    it(`${command} is allowed`, async () => expect(await verdictOf(command), command).toMatchObject({ behavior: 'allow' }));
  }
});

/** BashInput to a program that reads its own program from the terminal (`sed -f -` started without a heredoc) is asked. */
describe('red team 3: a program read from the terminal', () => {
  const readers: Array<{ command: string; running: string[][] }> = [
    { command: 'sed -f - notes.txt', running: [['sed', '-f', '-', 'notes.txt']] },
    { command: 'sed -nf- notes.txt', running: [['sed', '-nf-', 'notes.txt']] },
    { command: 'sed --file=/dev/stdin notes.txt', running: [['sed', '--file=/dev/stdin', 'notes.txt']] },
    { command: 'sed -n -f /dev/stdin notes.txt', running: [] },
    { command: 'awk -f -', running: [] },
    { command: 'gawk -E /dev/stdin', running: [] },
    { command: 'make -f -', running: [] },
    { command: 'crontab', running: [['crontab']] },
  ];
  for (const reader of readers) {
    it(`input to ${reader.command} is asked, its lines still judged`, () => {
      const judged = judgeTerminalInput('1e rm v\rrm v\n', reader);
      expect(judged.alwaysAsk, reader.command).toBeDefined();
      expect(judged.command).toContain('rm v');
    });
  }
  for (const reader of [{ command: 'sed s/x/y/', running: [['sed', 's/x/y/']] }, { command: 'crontab -l', running: [['crontab', '-l']] }]) {
    it(`input to ${reader.command} is data`, () => expect(judgeTerminalInput('hello\n', reader).alwaysAsk).toBeUndefined());
  }
});
