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
];

describe('red team 2: forms under allow Bash', () => {
  for (const command of holds) it(`${command} is not allowed`, () => notAllowed(command));
  for (const command of ordinary) {
    it(`${command} is allowed`, async () => expect(await planted(allowBash).bash(command), command).toMatchObject({ behavior: 'allow' }));
  }
});
