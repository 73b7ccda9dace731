import { describe, expect, it } from 'vitest';
import { attackSuites } from './attack-corpus.ts';
import { plantedPermissions, type Setup } from './engine-fixtures.ts';

/**
 * Eighth red-team pass: programs, options and variables that run a command and that no earlier pass
 * or corpus named. Each form runs through the real permission engine with `allow: ["Bash", "Read"]`
 * and `deny: ["Bash(rm:*)", "Bash(curl:*)"]`. `it` where it holds; `it.fails` where it gets through
 * (each open one was checked to delete `v` in a real bash), with what would close it.
 */
const allowBash: Setup = { project: { permissions: { allow: ['Bash', 'Read'], deny: ['Bash(rm:*)', 'Bash(curl:*)'] } } };
const verdictOf = async (command: string) => {
  const fixture = plantedPermissions(allowBash);
  return fixture.bash(command.replaceAll('~/', `${fixture.home}/`));
};

const held = [
  "GIT_CONFIG_PARAMETERS=\"'core.pager'='rm v'\" git log", 'git -c include.path=evil.cfg status', 'GIT_CONFIG_GLOBAL=evil.cfg git status',
  'GIT_DIR=evil git status', "PERL5OPT='-Mstrict;system(q(rm v))' perl notes.txt", "NODE_OPTIONS='--import=data:text/javascript,1' node notes.txt",
  'sshpass -p x rm v', 'chroot / rm v', 'trickle rm v', "PROMPT_COMMAND='rm v'", "PS1='$(rm v)'", "PS0='$(rm v)'", "compgen -C 'rm v' x",
  "y='a[$(rm v)]'; x=abc; echo ${x:y}", "y='a[$(rm v)]'; x=abc; echo ${x:0:y}", "y='a[$(rm v)]'; b=(1); unset 'b[y]'", 'cat <<EOF\n$(rm v)\nEOF',
  "$'\\u0072m' v", "$'\\162m' v", 'r\\\nm v', '/???/?m v', '/bin/r[m] v', 'x=RM; ${x,,} v', 'exec {fd}< <(rm v)', 'echo x > "$(rm v)"',
  'declare -A a; a[$(rm v)]=1', 'readonly z=$(rm v)', 'function f { rm v; }; f', '! rm v', 'time -- rm v', 'cpulimit -l 50 -- rm v',
  'chpst -n 1 rm v', 'envdir . rm v', 'daemonize /bin/rm v', 'tsp rm v', "git -c uploadpack.packObjectsHook='rm v' fetch .",
  "git clone 'ext::sh -c rm% v' x", "git fetch --upload-pack='rm v' .", "git push --receive-pack='rm v' .", "git archive --remote=. --exec='rm v' HEAD",
  "git -c core.askPass='rm v' fetch", "GIT_ASKPASS='rm v' git fetch", "git -c gpg.program='rm v' commit -S -m x", "git -c merge.x.driver='rm v' merge y",
  "git -c filter.x.clean='rm v' add notes.txt", "git -c diff.x.textconv='rm v' diff", "git -c core.gitProxy='rm v' fetch git://x/y",
  "git -c sendemail.toCmd='rm v' send-email x", "git -c mergetool.x.cmd='rm v' mergetool -t x", "git -c pager.log='rm v' log",
  "git -c interactive.diffFilter='rm v' add -p", 'git --exec-path=. x', 'cat ${HOME:0}/.netrc', 'env -C ~ cat .netrc', 'cd ~; cd /tmp; cat $OLDPWD/.netrc',
  'cd ~ && cd - && cat ~-/.netrc', 'source ~/.netrc', 'bash -v ~/.netrc', 'grep -f ~/.netrc notes.txt', "jq --rawfile x ~/.netrc -n '$x'",
  'git diff --no-index ~/.netrc /dev/null', 'xargs -a ~/.netrc echo', 'git config -f ~/.netrc --list', 'python3 -m json.tool ~/.aws/credentials',
  'cat /dev/fd/3 3<~/.netrc', 'exec 3< ~/.netrc; cat <&3', 'ssh-keygen -y -f ~/.ssh/id_rsa', 'split -l1 ~/.netrc x', 'find . -fls ../outside',
  'git archive -o ../x.tar HEAD', 'git bundle create ../x.bundle HEAD', 'ln notes.txt ../x', 'patch -o ../x notes.txt < /dev/null', 'split -b 1 notes.txt ../x',
  'tar -xPf a.tar', 'unzip a.zip -d ~', 'touch ~/.bashrc',
];

/** Forms red team 8 found open and the lead closed the same day: [command, what closed it]. */
const closed: Array<[string, string]> = [
  ["perl -wM'POSIX;system q(rm v)' notes.txt", 'the module letter is found inside a cluster too (valueInCluster)'],
  ["socat - EXEC:'sh -c \"echo ,; rm v\"',pty", "socat: the whole address after its type, a quoted comma included"],
  ["socat - 'SHELL:rm v'", 'socat 1.8 SHELL: addresses'],
  ["history -s 'rm v'; fc -s -l", 'fc lists only when its options are -l, -n, -r alone'],
  ["socat - EXEC:'rm v'", 'inner-code.ts: a socat handler reading EXEC:/SYSTEM: addresses (any case, options after a comma) as scripts'],
  ["socat - 'SYSTEM:rm v'", 'same'],
  ["socat TCP:127.0.0.1:9 EXEC:'rm v'", 'same'],
  ["perl -M'POSIX;system q(rm v)' notes.txt", 'inner-code.ts: a perl -M/-m value beyond a module name (`[\\w:]+` and `=list`) is inline code'],
  ["perl -lane 'system \"rm v\"' notes.txt", 'inner-code.ts codeInCluster: perl\'s -l and -0 take only digits, so the letters after them still count (`e`)'],
  ['perl -lpe1 notes.txt', 'same as -lane'],
  ["perl -wlne 'system \"rm v\"' notes.txt", 'same as -lane'],
  ["node --import 'data:text/javascript,import(\"child_process\").then(c=>c.execSync(\"rm v\"))' notes.txt", 'inner-code.ts: node --import/--loader/--experimental-loader with a data: URL is inline code'],
  ['node --experimental-loader=data:text/javascript,1 notes.txt', 'same'],
  ['ncat -e /bin/rm 127.0.0.1 9', 'OPTION_TABLES: ncat/nc -e/--exec (program) and -c/--sh-exec (script)'],
  ["ncat --sh-exec 'rm v' 127.0.0.1 9", 'same'],
  ["split --filter='rm v' notes.txt", 'OPTION_TABLES: split --filter is a script'],
  ['cmake -E env rm v', 'SUBCOMMAND_LAUNCHERS: cmake `-E env` (NAME=VALUE and --unset= before the command) and `-E time`'],
  ['cmake -E time rm v', 'same'],
  ['dpkg-architecture -c rm v', 'RUNNING_COMMANDS: dpkg-architecture -c/--command runs the rest of its words'],
  ["git -c trailer.x.cmd='rm v' interpret-trailers --trailer x", 'GIT_COMMAND_KEYS: trailer.<token>.cmd and .command'],
  ["git -c core.alternateRefsCommand='rm v' push", 'GIT_COMMAND_KEYS: core.alternateRefsCommand'],
  ['rlwrap rm v', 'LAUNCHERS: rlwrap (its options with values: -a -b -C -f -H -l -o -P -p -S -s -t -w -z)'],
  ['rlwrap -c rm v', 'same'],
  ['pueue add -- rm v', 'SUBCOMMAND_LAUNCHERS: pueue add'],
  ['ip netns exec x rm v', "SUBCOMMAND_LAUNCHERS: ip 'netns exec' with one operand"],
  ['runcon -t x rm v', 'LAUNCHERS: runcon (a context operand when no option is given)'],
  ["history -s 'rm v'; fc -e - rm", 'RUNNING_COMMANDS: fc other than `fc -l` runs commands from history that cannot be checked: hidden'],
  ["env 'BASH_FUNC_ls%%=() { rm v; }' bash -c ls", 'command-variables.ts: a BASH_FUNC_<name>%% assignment (env and sudo take any word with `=`) is a function body, analysed as a script'],
  ["git -c alias.x='!sh' x <<< 'rm v'", "gitSetting: a shell alias's command reads git's own input (InnerRunner.script's input `own`)"],
  ['ps eww', "file-arguments.ts IMPLIED_FILES: ps's BSD `e` reads every process's /proc/<pid>/environ"],
  ['git -C ~ show HEAD:.netrc', "file-arguments.ts searchedFrom: git can read every file below its -C or --work-tree folder, or its --git-dir's parent"],
  ['git --git-dir=~/.git show HEAD:.netrc', 'same'],
  ['git --work-tree=~ --git-dir=~/.dotfiles show HEAD:.netrc', 'same'],
  ['mktemp -d ~/.xXXXX', 'write-targets.ts: mktemp writes in the folder its template or -p/--tmpdir names'],
  ['mktemp ../xXXXX', 'same'],
  ['mktemp -p ~ x.XXXX', 'same'],
  ["sqlite3 ../x.db 'create table t(x)'", 'write-targets.ts: sqlite3 writes its database (and journal) unless -readonly'],
  ["sqlite3 -cmd 'pragma x' ../x.db", 'same, after a whole-word option with a value'],
  ['pip config set global.index-url http://x', 'write-targets.ts USER_CONFIG_COMMANDS: settings commands that write a file in the home folder'],
  ['aws configure set aws_access_key_id x', 'same (the credentials file: denied, as every credential store is)'],
  ['aws configure set region eu-west-1', 'same (~/.aws/config)'],
  ['gh config set editor vim', 'same'],
  ['git -C ~ show HEAD:.netrc', 'file-arguments.ts gitReads: `<rev>:<path>` names the path whose stored content git prints, below -C'],
];

attackSuites('red team 8', verdictOf, { held: [...held, ...closed.map(([command]) => command)], open: [] });

describe('red team 8: ordinary uses of the same programs stay allowed', () => {
  for (const command of ['perl -MPOSIX=floor notes.txt', 'node --import ./x.mjs notes.txt', 'split -l 1 notes.txt part', 'fc -l', 'cmake --build .', 'git interpret-trailers --trailer x < notes.txt', 'socat TCP-LISTEN:8080,fork TCP:localhost:80', 'fc -ln -10', 'perl -wMstrict -MPOSIX=floor notes.txt', 'mktemp', 'mktemp -d', 'mktemp -t x.XXXX', 'mktemp -p . x.XXXX', "sqlite3 app.db 'select 1'", 'sqlite3 :memory: .tables', 'pip config list', 'aws configure get region', 'git show HEAD:notes.txt']) {
    it(`${command} is allowed`, async () => expect(await verdictOf(command), command).toMatchObject({ behavior: 'allow' }));
  }
});
