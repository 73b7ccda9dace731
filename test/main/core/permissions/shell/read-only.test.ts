import { describe, expect, it } from 'vitest';
import { createShellAnalyzer } from '../../../../../main/core/permissions/shell/analyzer.ts';

const { analyze } = await createShellAnalyzer();

describe('read-only commands', () => {
  it.each([
    'ls -la', 'cat README.md', 'echo hi', 'printf "%s\\n" a', 'pwd', 'head -n 5 f', 'tail -f log', 'grep -rn TODO src',
    'rg -n "fn main" --type rust', 'find . -name "*.ts" -newer package.json', 'wc -l f', 'which node', 'whereis git',
    'type ls', 'diff a b', 'stat f', 'du -sh .', 'df -h', 'cd src', 'file a.png', 'tree -L 2', 'less f', 'more f',
    'sort -u f', 'uniq -c f', 'cut -d, -f1 f', 'tr a-z A-Z', 'basename /a/b', 'dirname /a/b', 'realpath .', 'readlink -f x',
    'date +%F', 'env', 'true', 'false', 'test -f x', '[ -d x ]', '[[ -n $x ]]', 'sleep 1', 'command -v node', ':',
    'sed -n "1,20p" f', "sed -n '/start/,/end/p' f", "sed 's/a/b/g' f", "sed -E -e 's/(a)/\\1/' -e '3d' f", "sed -n '$p;1p' f",
    'git status', 'git log --oneline -n 5', 'git diff HEAD~1', 'git show HEAD:README.md', 'git branch', 'git branch -a',
    'git branch --list "feat/*"', 'git rev-parse --show-toplevel', 'git remote -v', 'git remote', 'git ls-files', 'git blame f',
    'git describe --tags', 'git tag', 'git tag -l "v*"', 'git --no-pager log', 'git -P diff',
    'ls | grep x | wc -l', 'cat f | sort | uniq -c | sort -rn | head', 'echo $(pwd)', 'LANG=C ls', 'LC_ALL=C sort f',
    'ls 2>/dev/null', 'git log 2>&1 | head', '/bin/ls', '/usr/bin/git status', 'find . | xargs grep -l TODO', 'cat *.md',
    'grep x $FILE', 'cd src && ls', "bash -c 'ls -la'", 'env ls', 'env LANG=C ls', 'timeout 5 git status',
  ])('%s never asks', (command) => {
    expect(analyze(command).readOnly).toBe(true);
  });

  it.each([
    'npm test', 'rm x', 'mkdir x', 'touch x', 'tee out', 'xargs', 'node x.js', 'env FOO=1 ls -x',
    'echo hi > out', 'ls > files', 'cat a >> b',
    'find . -delete', 'find . -exec cat {} \\;', 'find . -execdir ls \\;', 'find . -ok ls \\;', 'find . -fprint out',
    'sort -o out f', 'sort --output=out f', 'sort --out=x f', 'sort -uo out f', 'sort --compress-program=gzip f',
    'uniq in out', 'tree -o out.txt', 'date -s "2020-01-01"', 'rg --pre ./script x', 'file -C -m magic',
    'less +!rm f', 'less -o log f', 'more +!x f',
    'sed -i s/a/b/ f', 'sed --in-place s/a/b/ f', "sed -n 'w out' f", "sed 's/a/b/w out' f", "sed 's/a/b/e' f", "sed '1e date' f",
    'sed -f script.sed f', "sed 'r other' f",
    'git push', 'git commit -m x', 'git checkout main', 'git branch new-feature', 'git branch -d old', 'git branch -D old',
    'git branch -m a b', 'git branch --delete x', 'git remote add o url', 'git tag v1', 'git tag -d v1', 'git tag -l -d v1',
    'git -c core.pager=less log', 'git -C ../other status', 'git diff --output=patch.diff', 'git log --output patch',
    'git grep -O x', 'git stash', 'git fetch', 'git config user.name x',
    'PATH=/tmp ls', 'GIT_PAGER=cat git log', 'LD_PRELOAD=x.so ls', 'FOO=1; ls', 'IFS=,; ls',
    './ls', '/tmp/ls -la', 'node_modules/.bin/cat x',
    'cd .. && git status', 'cd /tmp; git log',
    'sort $OPTS f', 'git log $ARGS', 'find . -name x | xargs sort', 'ls | xargs git branch', 'sort *',
    'echo $(rm x)', 'ls && npm install',
    "bash -c 'rm x'", 'bash script.sh', 'eval "$X"', 'sudo ls', 'command rm -v x', 'command -p rm -v x',
  ])('%s is not read-only', (command) => {
    expect(analyze(command).readOnly).toBe(false);
  });
});
