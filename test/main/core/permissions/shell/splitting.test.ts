import { describe, expect, it } from 'vitest';
import { createShellAnalyzer } from '../../../../../main/core/permissions/shell/analyzer.ts';

const { analyze } = await createShellAnalyzer();

/** The parts of a command line as `origin: command`. */
const parts = (command: string): string[] => analyze(command).parts.map((part) => `${part.origin}: ${part.command}`);

describe('splitting a command line into parts', () => {
  it.each<[string, string, string[]]>([
    ['one command', 'ls -la', ['top: ls -la']],
    ['&&', 'npm test && git push', ['top: npm test', 'top: git push']],
    ['||', 'make || echo failed', ['top: make', 'top: echo failed']],
    [';', 'cd src; ls', ['top: cd src', 'top: ls']],
    ['|', 'cat a | grep b | wc -l', ['top: cat a', 'top: grep b', 'top: wc -l']],
    ['|&', 'make |& tee log', ['top: make', 'top: tee log']],
    ['&', 'sleep 1 & echo started', ['top: sleep 1', 'top: echo started']],
    ['newlines', 'ls\npwd\n\ndate', ['top: ls', 'top: pwd', 'top: date']],
    ['a subshell', '(cd x && make)', ['top: cd x', 'top: make']],
    ['a group', '{ ls; pwd; } > out', ['top: ls', 'top: pwd']],
    ['negation', '! grep -q x f', ['top: grep -q x f']],
    ['if, elif, else', 'if test -f a; then cat a; elif test -f b; then cat b; else echo none; fi', [
      'top: test -f a', 'top: cat a', 'top: test -f b', 'top: cat b', 'top: echo none',
    ]],
    ['while', 'while read line; do echo "$line"; done < f', ['top: read line', 'top: echo $line']],
    ['until', 'until make; do sleep 1; done', ['top: make', 'top: sleep 1']],
    ['for', 'for f in *.ts; do wc -l "$f"; done', ['top: wc -l $f']],
    ['a C-style for', 'for ((i=0; i<3; i++)); do echo $i; done', ['top: echo $i']],
    ['case', 'case "$1" in start) npm start;; stop) pkill node;; esac', ['top: npm start', 'top: pkill node']],
    ['a function defined and called', 'build() { tsc -p .; }; build', ['top: tsc -p .', 'top: build']],
    ['a function with the keyword', 'function clean { rm -rf out; }', ['top: rm -rf out']],
    ['[ ] and [[ ]]', '[ -d out ] && [[ $x == y ]]', ['top: [ -d out ]', 'top: [[ $x == y ]]']],
    ['declarations', 'export A=1 B; local c; unset d', ['top: export A=1 B', 'top: local c', 'top: unset d']],
  ])('%s', (_, command, expected) => {
    expect(parts(command)).toEqual(expected);
  });

  it.each<[string, string, string[]]>([
    ['$( ) in an argument', 'echo $(date)', ['top: echo $(date)', 'substitution: date']],
    ['backticks', 'echo `whoami`', ['top: echo `whoami`', 'substitution: whoami']],
    ['$( ) inside double quotes', 'echo "today: $(date +%F)"', ['top: echo today: $(date +%F)', 'substitution: date +%F']],
    ['backticks inside double quotes', 'echo "`id -u`"', ['top: echo `id -u`', 'substitution: id -u']],
    ['nested substitutions', 'echo $(dirname $(which node))', [
      'top: echo $(dirname $(which node))', 'substitution: dirname $(which node)', 'substitution: which node',
    ]],
    ['a substitution in an assignment', 'v=$(git rev-parse HEAD)', ['substitution: git rev-parse HEAD']],
    ['a substitution in a prefix assignment', 'V=$(cat v) make', ['top: make', 'substitution: cat v']],
    ['a substitution in a redirection target', 'echo hi > $(mktemp)', ['top: echo hi', 'substitution: mktemp']],
    ['<( ) process substitution', 'diff <(ls a) <(ls b)', ['top: diff <(ls a) <(ls b)', 'substitution: ls a', 'substitution: ls b']],
    ['>( ) process substitution', 'make > >(tee log)', ['top: make', 'substitution: tee log']],
    ['a substitution in ${ }', 'echo ${x:-$(pwd)}', ['top: echo ${x:-$(pwd)}', 'substitution: pwd']],
    ['backticks in ${ }', 'echo ${x:-`pwd`}', ['top: echo ${x:-`pwd`}', 'substitution: pwd']],
    ['a substitution in arithmetic', 'echo $(( $(wc -l < f) + 1 ))', ['top: echo $(( $(wc -l < f) + 1 ))', 'substitution: wc -l']],
    ['a substitution in a for list', 'for f in $(ls); do cat $f; done', ['substitution: ls', 'top: cat $f']],
    ['a substitution in a case subject', 'case $(uname) in Linux) echo l;; esac', ['substitution: uname', 'top: echo l']],
    ['a substitution in a test', '[[ -n $(git status -s) ]]', ['top: [[ -n $(git status -s) ]]', 'substitution: git status -s']],
  ])('%s', (_, command, expected) => {
    expect(parts(command)).toEqual(expected);
  });

  it.each<[string, string, string[]]>([
    ['a heredoc is data; the command before it is the part', "cat <<'EOF' > notes.md\nrm -rf /\nEOF", ['top: cat']],
    ['an unquoted heredoc runs its $( )', 'cat <<EOF\nbuilt $(date)\nEOF', ['top: cat', 'substitution: date']],
    ['an unquoted heredoc runs its backticks', 'cat <<EOF\nuser `whoami`\nEOF', ['top: cat', 'substitution: whoami']],
    ['a quoted heredoc runs nothing', "cat <<'EOF'\nbuilt $(date) `whoami`\nEOF", ['top: cat']],
    ['a heredoc followed by more commands', "cat <<'EOF' && ls\nx\nEOF", ['top: cat', 'top: ls']],
    ['a heredoc with a pipe', "cat <<'EOF' | sort\nb\na\nEOF", ['top: cat', 'top: sort']],
    ['a heredoc fed to bash runs its body', 'bash <<EOF\nnpm ci\nnpm test\nEOF', ['nested-shell: npm ci', 'nested-shell: npm test']],
    ['a quoted heredoc fed to sh', "sh <<'EOF'\nmake $TARGET\nEOF", ['nested-shell: make $TARGET']],
    ['<<- strips tabs', 'bash <<-EOF\n\tmake\n\tEOF', ['nested-shell: make']],
    ['a here-string fed to bash', "bash <<< 'make all'", ['nested-shell: make all']],
    ['a here-string is data for other commands', "grep x <<< 'rm -rf /'", ['top: grep x']],
  ])('%s', (_, command, expected) => {
    expect(parts(command)).toEqual(expected);
  });

  it.each<[string, string, string[]]>([
    ['bash -c', "bash -c 'npm ci && npm test'", ['nested-shell: npm ci', 'nested-shell: npm test']],
    ['sh -c with double quotes', 'sh -c "make -j4"', ['nested-shell: make -j4']],
    ['zsh -c and dash -c', "zsh -c 'a'; dash -c 'b'", ['nested-shell: a', 'nested-shell: b']],
    ['clustered -lc', "bash -lc 'nvm use'", ['nested-shell: nvm use']],
    ['options before -c', "bash -e -o pipefail -c 'make | tee log'", ['nested-shell: make', 'nested-shell: tee log']],
    ['a shell within a shell', `bash -c "sh -c 'make'"`, ['nested-shell: make']],
    ['$( ) inside a -c string', `bash -c 'echo $(date)'`, ['nested-shell: echo $(date)', 'substitution: date']],
    ['eval of a literal', "eval 'git status'", ['nested-shell: git status']],
    ['eval of several words', 'eval git status', ['nested-shell: git status']],
    ['a shell running a script file is a part', 'bash ./build.sh --fast', ['top: bash ./build.sh --fast']],
    ['the env of a shell reaches its commands', "BASH_ENV=x bash -c 'ls'", ['nested-shell: ls']],
  ])('%s', (_, command, expected) => {
    expect(parts(command)).toEqual(expected);
  });

  it('gives the environment of a shell to the commands it runs', () => {
    expect(analyze("BASH_ENV=x bash -c 'ls'").parts[0].envAssignments).toEqual(['BASH_ENV=x']);
  });

  it.each<[string, string, string[]]>([
    ['find -exec', 'find . -name "*.o" -exec rm {} \\;', ['top: find . -name *.o -exec rm {} ;', 'top: rm {}']],
    ['find -execdir with +', 'find src -execdir chmod 644 {} +', ['top: find src -execdir chmod 644 {} +', 'top: chmod 644 {}']],
    ['find -ok', "find . -ok mv {} /tmp ';'", ['top: find . -ok mv {} /tmp ;', 'top: mv {} /tmp']],
    ['two -exec actions', 'find . -exec touch {} \\; -exec ls {} \\;', ['top: find . -exec touch {} ; -exec ls {} ;', 'top: touch {}', 'top: ls {}']],
    ['find -exec sh -c', `find . -exec sh -c 'gzip "$1"' _ {} \\;`, ['top: find . -exec sh -c gzip "$1" _ {} ;', 'nested-shell: gzip $1']],
    ['sudo keeps itself and adds its command', 'sudo apt-get install -y jq', ['top: sudo apt-get install -y jq', 'top: apt-get install -y jq']],
    ['sudo with options', 'sudo -u postgres -H psql -c "select 1"', ['top: sudo -u postgres -H psql -c select 1', 'top: psql -c select 1']],
    ['sudo alone', 'sudo -v', ['top: sudo -v']],
    ['sudo with a shell', "sudo sh -c 'make install'", ['top: sudo sh -c make install', 'nested-shell: make install']],
    ['watch runs a shell line', "watch -n 2 'ls | wc -l'", ['top: watch -n 2 ls | wc -l', 'nested-shell: ls', 'nested-shell: wc -l']],
    ['trap stores code', "trap 'rm -f $tmp' EXIT", ['top: trap rm -f $tmp EXIT', 'nested-shell: rm -f $tmp']],
    ['trap resetting stores none', 'trap - EXIT', ['top: trap - EXIT']],
    ['alias stores code', "alias ll='ls -l'", ['top: alias ll=ls -l', 'nested-shell: ls -l']],
  ])('%s', (_, command, expected) => {
    expect(parts(command)).toEqual(expected);
  });

  it('keeps the original text of each part for the dialog', () => {
    const analysis = analyze('FOO=1 timeout 5 make  build >out.log 2>&1 && echo "$(date)"');
    expect(analysis.parts.map((part) => part.source)).toEqual([
      'FOO=1 timeout 5 make  build >out.log 2>&1',
      'echo "$(date)"',
      'date',
    ]);
  });

  it('gives the program as its basename', () => {
    expect(analyze('/usr/bin/env').parts[0]).toMatchObject({ program: 'env', argv: ['/usr/bin/env'] });
    expect(analyze('./node_modules/.bin/tsc -p .').parts[0]).toMatchObject({ program: 'tsc', argv: ['./node_modules/.bin/tsc', '-p', '.'] });
  });

  it('finds nothing to run in comments and empty lines', () => {
    expect(analyze('# rm -rf /\n\n').parts).toEqual([]);
    expect(analyze('').parts).toEqual([]);
  });
});
