import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { plantedPermissions, type Setup } from './engine-fixtures.ts';

/**
 * Second red-team pass under allow Bash (deny rm and curl): wrappers, eval sinks, interpreters,
 * variables in paths, control-file writers, credential reads, and programs given their program as
 * the input, a descriptor or `<(…)`.
 */
const planted = plantedPermissions;

const allowBash: Setup = { project: { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } } };
const notAllowed = async (command: string) => {
  const fixture = planted(allowBash);
  expect(await fixture.bash(command), command).not.toMatchObject({ behavior: 'allow' });
};

const holds: string[] = [
  'unbuffer rm v',
  'torsocks curl x',
  'proxychains curl x',
  'catchsegv rm v',
  'chronic rm v',
  'parallel rm ::: v',
  'busybox sh -c "rm v"',
  'busybox rm v',
  'toybox rm v',
  "expect -c 'spawn rm v'",
  'printf -v "$x" y',
  'mapfile -C "rm v" -c 1 a < notes.txt',
  'read -a "$x" < notes.txt',
  'echo ${x:-$(rm v)}',
  "trap 'rm v' EXIT",
  "PROMPT_COMMAND='rm v' bash -i",
  "echo 'exec rm v' | tclsh",
  "sqlite3 :memory: '.shell rm v'",
  "gawk '@load \"x\"; BEGIN{}'",
  'cat ${HOME%/}/.ssh/id_rsa',
  'cat $(dirname ~/.ssh/x)/id_rsa',
  'cat "${!p}"',
  'rsync notes.txt .claude/settings.json',
  "perl -i -pe '' .claude/settings.json",
  "vim -es -c 'w .claude/settings.json'",
  'git -c core.hooksPath=x commit',
  'less ~/.ssh/id_rsa',
  'diff ~/.ssh/id_rsa /dev/null',
  'strings ~/.netrc',
  'cp ~/.netrc /dev/stdout',
  "m4 <<< 'syscmd(rm v)'",
  'cmake -E copy notes.txt .claude/settings.json',
  // A makefile from the input, a descriptor or `<(…)`, and --eval text, in every spelling make takes.
  "make -f - <<< 'x:;rm v'",
  "make -f- <<< 'x:;rm v'",
  "make --file=- <<< 'x:;rm v'",
  "make --file - <<< 'x:;rm v'",
  "make --makefile=- <<< 'x:;rm v'",
  "make --makef=- <<< 'x:;rm v'",
  "make --f=- <<< 'x:;rm v'",
  "make -sf - <<< 'x:;rm v'",
  "make -Bf- <<< 'x:;rm v'",
  "make x -f - <<< 'x:;rm v'",
  "make -f notes.txt -f - <<< 'x:;rm v'",
  "make -f /dev/stdin <<< 'x:;rm v'",
  "make -f /proc/self/fd/0 <<< 'x:;rm v'",
  "make -f /dev/fd/0 <<< 'x:;rm v'",
  "make -f/dev/stdin <<< 'x:;rm v'",
  "make -f <(echo 'x:;rm v')",
  "make -f - <<EOF\nx:\n\trm v\nEOF",
  "echo 'x:;rm v' | make -f -",
  "printf 'x:\\n\\trm v\\n' | gmake -f /dev/stdin",
  "make --ev='x:;rm v' x",
  "MAKEFILES=/dev/stdin make <<< 'x:;rm v'",
  "MAKEFLAGS='--eval=x:;rm v' make x",
  // Other programs given their program as the input or a descriptor.
  "awk -f - <<< 'BEGIN{system(\"rm v\")}'",
  "awk -f /dev/stdin <<< 'BEGIN{system(\"rm v\")}'",
  "echo 'BEGIN{system(\"rm v\")}' | awk -f -",
  "awk -f <(echo 'BEGIN{system(\"rm v\")}')",
  "gawk --fil=- <<< 'BEGIN{system(\"rm v\")}'",
  "busybox awk -f - <<< 'BEGIN{system(\"rm v\")}'",
  "sed -f - notes.txt <<< '1e rm v'",
  "sed -nf /dev/stdin notes.txt <<< '1e rm v'",
  "sed --file=- notes.txt <<< 'w ../x'",
  "echo '1e rm v' | sed -f - notes.txt",
  "sed --expr='1e rm v' notes.txt",
  "sed --in 's/x/y/' .claude/settings.json",
  "python3 /dev/stdin <<< 'import os; os.system(\"rm v\")'",
  "python3 -- /proc/self/fd/0 <<< 'import os; os.system(\"rm v\")'",
  "python3 <(echo 'import os; os.system(\"rm v\")')",
  "python3 /dev/fd/3 3<<< 'import os; os.system(\"rm v\")'",
  "cd /dev && python3 stdin <<< 'import os; os.system(\"rm v\")'",
  "echo 'import os; os.system(\"rm v\")' | python3 /dev/stdin",
  "perl /dev/stdin <<< 'system \"rm v\"'",
  "node /dev/stdin <<< 'require(\"child_process\").execSync(\"rm v\")'",
  "ruby /dev/stdin <<< 'system \"rm v\"'",
  "tclsh /dev/stdin <<< 'exec rm v'",
  "expect /dev/stdin <<< 'spawn rm v'",
  "Rscript /dev/stdin <<< 'system(\"rm v\")'",
  "gnuplot /dev/stdin <<< 'system \"rm v\"'",
  "deno run - <<< 'Deno.run({cmd:[\"rm\",\"v\"]})'",
  "m4 /dev/stdin <<< 'syscmd(rm v)'",
  "bash /dev/stdin <<< 'rm v'",
  "sh /proc/self/fd/0 <<< 'rm v'",
  "bash /dev/fd/3 3<<< 'rm v'",
  "echo 'rm v' | bash /dev/stdin",
  "source /dev/stdin <<< 'rm v'",
  ". /proc/self/fd/0 <<< 'rm v'",
  "echo 'rm v' | source /dev/stdin",
  "echo '.shell rm v' | sqlite3",
  "echo '.system rm v' | sqlite3 :memory:",
  "echo '\\! rm v' | psql",
  "echo 'system rm v' | mysql",
  "echo '!rm v' | ed",
  "crontab - <<< '* * * * * rm v'",
  "echo '@reboot rm v' | crontab -",
  "crontab notes.txt",
  // A program file that is the terminal, or a link made in the same line to the input, a descriptor or the terminal.
  'python3 /dev/tty',
  'bash /dev/tty',
  'sed -f /dev/tty notes.txt',
  'make -f /dev/tty',
  "cd /dev && python3 tty <<< 'import os'",
  "ln -s /dev/stdin x && python3 x <<< 'import os; os.system(\"rm v\")'",
  "ln -sf /dev/stdin x; perl x <<< 'system \"rm v\"'",
  "ln -s /dev/fd/0 x && node x <<< 'require(\"child_process\").execSync(\"rm v\")'",
  "ln -s /proc/self/fd/0 x && ruby x <<< 'system \"rm v\"'",
  "ln -s /dev/stdin x && bash x <<< 'rm v'",
  "ln -s /dev/stdin x && source x <<< 'rm v'",
  "ln -s /dev/stdin x && make -f x <<< 'x:;rm v'",
  "ln -s /dev/stdin x && awk -f x <<< 'BEGIN{system(\"rm v\")}'",
  "ln -s /dev/stdin x && sed -f x notes.txt <<< '1e rm v'",
  'ln -s /dev/tty x && python3 x',
  'mkfifo p; python3 p',
  // A program file the same line writes before running it, by a redirection or a program's arguments.
  "echo 'import os; os.system(\"rm v\")' > x.py && python3 x.py",
  "cp /dev/stdin x.py <<< 'import os; os.system(\"rm v\")'; python3 x.py",
  "tee x.sh <<< 'rm v' > /dev/null; bash x.sh",
  "dd of=x.pl <<< 'system \"rm v\"'; perl x.pl",
  "printf 'x:\\n\\trm v\\n' > mk; make -f mk",
  "cat > p.awk <<< 'BEGIN{system(\"rm v\")}'; awk -f p.awk",
  // Debuggers and consoles read code from the input; some modules take code in their arguments.
  "python3 -m pdb -c '!import os; os.system(\"rm v\")' notes.txt",
  "python3 -m pdb --command='!import os' notes.txt",
  "python3 -mpdb -c 'import os' notes.txt",
  "python3 -m pdb notes.txt <<< '!import os; os.system(\"rm v\")'",
  "echo '!import os' | python3 -m pdb notes.txt",
  "python3 -Bm pdb notes.txt <<< 'import os'",
  "python3 -m cProfile -m pdb notes.txt <<< 'import os'",
  "python3 -m code <<< 'import os; os.system(\"rm v\")'",
  "python3 -m asyncio <<< 'import os'",
  "python3 -m IPython -c 'import os; os.system(\"rm v\")'",
  "python3 -m idlelib -c 'import os'",
  "python3 -m timeit 'import os; os.system(\"rm v\")'",
  "python3 -m timeit -s 'import os' 'os.system(\"rm v\")'",
  "python3 -i notes.txt <<< 'import os; os.system(\"rm v\")'",
  "python3 -ui notes.txt <<< 'import os'",
  "python3 -m pytest --pdb <<< '!import os'",
  "pytest --trace <<< '!import os'",
  "perl -d notes.txt <<< 'system \"rm v\"'",
  "perl -wd notes.txt <<< 'system \"rm v\"'",
  "perl -d:Trace notes.txt <<< 'system 1'",
  "node inspect notes.txt <<< 'exec require(\"child_process\").execSync(\"rm v\")'",
  "node debug notes.txt <<< 'exec 1'",
  "node -i <<< 'require(\"child_process\").execSync(\"rm v\")'",
  "ruby -rdebug notes.txt <<< 'system \"rm v\"'",
  "ruby -r debug notes.txt <<< 'system \"rm v\"'",
  "lua -i notes.txt <<< 'os.execute(\"rm v\")'",
  "php -a <<< 'system(\"rm v\");'",
  // A launched program reads the launcher's input.
  "taskset 1 bash <<< 'rm v'",
  "echo 'rm v' | taskset 1 bash",
  "setsid bash <<< 'rm v'",
  "sudo bash <<< 'rm v'",
  "busybox sh <<< 'rm v'",
  "taskset 1 python3 <<< 'import os; os.system(\"rm v\")'",
];

/** Ordinary uses of the same programs stay allowed under the same rules. */
const ordinary: string[] = [
  'make -f notes.txt x',
  'make -j4 -C . x',
  "kubectl apply -f - <<EOF\nkind: Namespace\nEOF",
  'awk -f notes.txt notes.txt',
  'sed -f notes.txt notes.txt',
  'python3 notes.txt',
  'sqlite3 :memory: < notes.txt',
  'ln -s notes.txt x && python3 x',
  'ln -s /dev/null x && cat x',
  'python3 -m pytest -q',
  'python3 -m http.server 8000',
  'python3 -m json.tool notes.txt',
  'python3 -I notes.txt',
  'perl -Id notes.txt',
  'node --inspect notes.txt',
  'python3 -m pdb notes.txt',
  'python3 setup.py build > build.log',
];

describe('red team 2: a program file that is a link, made earlier, to the input', () => {
  // Resolved as the command's own input, not as Deft's (whatever Deft's own stdin is: a pipe, a terminal, /dev/null).
  for (const [target, command] of [
    ['/dev/stdin', "python3 x <<< 'import os; os.system(\"rm v\")'"],
    ['/dev/fd/0', "bash x <<< 'rm v'"],
    ['/dev/stdin', "make -f x <<< 'x:;rm v'"],
    ['/dev/tty', 'sed -f x notes.txt'],
  ]) {
    it(`${command} with x -> ${target} is asked, naming where x leads`, async () => {
      const fixture = planted(allowBash);
      symlinkSync(target, join(fixture.projectDir, 'x'));
      expect(await fixture.bash(command)).toMatchObject({ behavior: 'ask', reason: expect.stringContaining(`which leads to ${target}`) });
    });
  }
  it('a link to a file on disk runs what that file holds, as any script', async () => {
    const fixture = planted(allowBash);
    symlinkSync('notes.txt', join(fixture.projectDir, 'x'));
    expect(await fixture.bash('python3 x')).toMatchObject({ behavior: 'allow' });
  });
});

describe('red team 2: input typed into a debugger, a console or a program file that is the terminal', () => {
  const readers: Array<[string, string[]]> = [
    ['python3 -m pdb notes.txt', ['python3', '-m', 'pdb', 'notes.txt']],
    ['python3 -i notes.txt', ['python3', '-i', 'notes.txt']],
    ['python3 -m code', ['python3', '-m', 'code']],
    ['perl -d notes.txt', ['perl', '-d', 'notes.txt']],
    ['node inspect notes.txt', ['node', 'inspect', 'notes.txt']],
    ['ruby -rdebug notes.txt', ['ruby', '-rdebug', 'notes.txt']],
    ['pytest --pdb', ['pytest', '--pdb']],
    ['sed -f /dev/tty notes.txt', ['sed', '-f', '/dev/tty', 'notes.txt']],
    ['make -f /dev/tty', ['make', '-f', '/dev/tty']],
  ];
  for (const [command, argv] of readers) {
    it(`input to ${command} is asked`, async () => {
      const decision = await planted(allowBash).decide('BashInput', { input: 'import os\n', command, running: [argv] });
      expect(decision, command).toMatchObject({ behavior: 'ask' });
    });
  }
});

describe('red team 2: forms under allow Bash', () => {
  for (const command of holds) it(`${command} is not allowed`, () => notAllowed(command));
  for (const command of ordinary) {
    it(`${command} is allowed`, async () => expect(await planted(allowBash).bash(command), command).toMatchObject({ behavior: 'allow' }));
  }
});
