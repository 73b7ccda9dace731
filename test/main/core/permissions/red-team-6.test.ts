import { describe, expect, it } from 'vitest';
import { plantedPermissions, type Setup } from './engine-fixtures.ts';

/**
 * Sixth red-team pass (first probes): pagers started other ways, programs run through the dynamic
 * loader or env from the project, and git sequencer commands that run a planted todo. Each form runs
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
];

/** Allowed today. Not all are holes: see each comment. */
const getsThrough = [
  'git merge --continue', // runs commit hooks / a planted MERGE_MSG editor flow like commit; rebase --continue is asked, this is not.
  'git rebase --edit-todo', // opens the editor on a planted todo; exec lines run on the next --continue (which is asked).
  "/lib64/ld-linux-x86-64.so.2 ./vim", // a project program through the loader: the outside-system-folders rule does not see ./vim.
  '/usr/bin/env ./x', // same through env; running a project program is allowed under allow Bash anyway.
  'python3 -m evil', 'node ./x.js', 'git bisect run ./t.sh', // project code: the sandbox, not the rules, must hold these.
  "more '+!rm v' notes.txt", // probably not a hole: util-linux more takes +num and +/pattern only.
  "less -- '+!rm v' notes.txt", // not a hole: after -- less reads +!rm v as a file name.
];

describe('red team 6: probes', () => {
  for (const command of holds) {
    it(`${command} is not allowed`, async () => expect(await bashVerdict(command), command).not.toMatchObject({ behavior: 'allow' }));
  }
  for (const command of getsThrough) {
    it.fails(`${command} is not allowed`, async () => expect(await bashVerdict(command), command).not.toMatchObject({ behavior: 'allow' }));
  }
});
