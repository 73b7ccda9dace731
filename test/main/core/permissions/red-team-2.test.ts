import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { permissionsFor, type Setup } from './engine-fixtures.ts';

/**
 * Second red-team pass under allow Bash (deny rm and curl): wrappers, eval sinks, interpreters,
 * variables in paths, control-file writers and credential reads. Holes are `it.fails`.
 */
function planted(setup: Setup = {}) {
  const fixture = permissionsFor(setup);
  for (const path of ['.ssh/id_rsa', '.aws/credentials', '.netrc']) {
    mkdirSync(join(fixture.home, path, '..'), { recursive: true });
    writeFileSync(join(fixture.home, path), 'SECRET');
  }
  writeFileSync(join(fixture.projectDir, 'notes.txt'), 'x');
  return fixture;
}

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
];
/** Open: a makefile read from the input runs its recipes unseen. */
const holes: string[] = ["make -f - <<< 'x:;rm v'"];

describe('red team 2: forms under allow Bash', () => {
  for (const command of holds) it(`${command} is not allowed`, () => notAllowed(command));
  for (const command of holes) it.fails(`${command} is not allowed (hole)`, () => notAllowed(command));
});
