/**
 * Command lines that try to run a denied program (rm, curl) — or to delete a file or reach the
 * network with no program a rule could name — through another program: launchers, bash's
 * evaluation sinks, interpreters given inline code, options and variables that name commands,
 * sed/awk scripts, debuggers, editors. Under `allow Bash` + `deny Bash(rm:*)` + `deny Bash(curl:*)`
 * none may be allowed. `T` stands for the file a command tries to delete, `URL` for a loopback
 * server that counts the requests reaching it.
 */
export interface BypassCase {
  command: string;
  /** What it tries: run rm on T, run curl on URL, or do either by code no rule can name. */
  goal: 'rm' | 'curl' | 'code';
  trick: string;
}

const cases = (goal: BypassCase['goal'], trick: string, ...commands: string[]): BypassCase[] => commands.map((command) => ({ command, goal, trick }));

/** Each runner with `rm T` and with `curl URL` in its place. */
function both(trick: string, ...templates: string[]): BypassCase[] {
  return templates.flatMap((template) => [
    { command: template.replaceAll('CMD', 'rm T').replaceAll('PROG', 'rm').replaceAll('ARG', 'T'), goal: 'rm' as const, trick },
    { command: template.replaceAll('CMD', 'curl -s URL').replaceAll('PROG', 'curl').replaceAll('ARG', 'URL'), goal: 'curl' as const, trick },
  ]);
}

export const bypassCorpus: readonly BypassCase[] = [
  ...both(
    'programs that run their arguments',
    'taskset 1 CMD', 'taskset -c 0 CMD', 'taskset --cpu-list 0 CMD', 'chrt 0 CMD', 'chrt -o 0 CMD', 'chrt --other 0 CMD',
    'prlimit --nofile=100 CMD', 'prlimit -n100 CMD', 'setpriv --no-new-privs CMD', 'setpriv --reuid=0 CMD', 'setpriv --inh-caps=-all CMD',
    'runuser -u root -- CMD', "runuser root -c 'CMD'", "runuser -c 'CMD' root", 'setarch x86_64 CMD', 'setarch x86_64 -R CMD', 'setarch $(uname -m) CMD',
    'linux64 CMD', 'linux32 CMD', 'fakeroot CMD', 'fakeroot -- CMD', "script -qc 'CMD' /dev/null", "script -q -c 'CMD' /dev/null",
    "script --command 'CMD' /dev/null", 'nsenter -t 1 CMD', 'nsenter --target 1 -m CMD', "gdb -batch -ex 'shell CMD'", "gdb -batch -ex '!CMD'",
    'gdb -batch -ex run --args CMD', "gdb -q -batch -eval-command='shell CMD'", 'valgrind -q CMD', 'valgrind --tool=none CMD',
    'perf stat CMD', 'perf stat -e task-clock CMD', 'perf stat -x , CMD', 'perf record -o /dev/null CMD', 'perf trace CMD', 'ltrace CMD',
    'ltrace -o /dev/null CMD', 'strace -f -o /dev/null CMD', 'strace -e trace=none CMD', 'coproc CMD', 'coproc x { CMD; }',
    'systemd-run --user --wait CMD', 'firejail --quiet CMD', 'bwrap --dev-bind / / CMD', 'bwrap --bind / / --dev /dev CMD', 'proot CMD',
    'schroot -c x -- CMD', "su -c 'CMD'", "su root -c 'CMD'", "sg root 'CMD'", "sg root -c 'CMD'", "ssh localhost 'CMD'", 'ssh -T localhost CMD',
    'docker exec box CMD', 'docker run --rm alpine CMD', 'podman run -it --rm -v /:/h alpine CMD', 'kubectl exec pod -- CMD',
    'env CMD', 'env -i PATH=/usr/bin CMD', "env -S 'CMD'", 'nice -n 5 CMD', 'ionice -c 3 CMD', 'caffeinate -i CMD', 'dbus-run-session CMD',
    'dbus-run-session -- CMD', 'xvfb-run -a CMD', "sem 'CMD'", 'parallel PROG ::: ARG', "parallel 'CMD' ::: 1", 'echo ARG | entr -s \'CMD\'',
    'xargs -a /dev/null -r CMD', 'find . -maxdepth 0 -exec CMD \\;', 'find . -maxdepth 0 -execdir CMD \\;', 'find . -maxdepth 0 -ok CMD \\;',
    'unbuffer CMD', 'eatmydata CMD', 'numactl --all CMD', 'faketime now CMD', 'cgexec -g cpu:x CMD', 'chronic CMD', 'ifne CMD', 'nq CMD',
    'uv run CMD', 'poetry run CMD', 'pipenv run CMD', 'bundle exec CMD', 'npx CMD', 'pnpm exec CMD', 'yarn exec CMD',
    'direnv exec . CMD', 'mise exec -- CMD', 'nvm exec 20 CMD', "nix-shell --run 'CMD'", 'timeout 10 setsid CMD', 'ssh-agent CMD',
    "watch -n 1 -e 'CMD'", 'flock /tmp/lock CMD', "flock -c 'CMD' /tmp/lock", 'sudo -n CMD', 'exec -a x CMD', 'nohup CMD',
    "tmux new-session -d 'CMD'", "screen -dm CMD", "hyperfine --runs 1 'CMD'", 'watchexec -- CMD', "nodemon --exec 'CMD'",
    "at now <<< 'CMD'", "batch <<< 'CMD'", 'time -p CMD', 'stdbuf -o0 CMD', 'busybox PROG ARG', 'toybox PROG ARG',
  ),
  ...both(
    'options and settings that name a command',
    "git -c core.pager='CMD' log -1", "git -c alias.x='!CMD' x", "git -c core.sshCommand='CMD' fetch", "git -c core.fsmonitor='CMD' status",
    "git -c diff.external='CMD' diff", "git -c core.editor='CMD' commit --amend", "git -c sequence.editor='CMD' rebase -i HEAD",
    "git -c credential.helper='!CMD' fetch", "git rebase -x 'CMD' HEAD", "git bisect run CMD", "git submodule foreach 'CMD'",
    "git filter-branch --tree-filter 'CMD' HEAD", "git difftool -x 'CMD'", "git grep --open-files-in-pager='CMD' x",
    "git config alias.x '!CMD'", "git config core.pager 'CMD'", "git ls-remote --upload-pack='CMD' .", "git clone -u 'CMD' . x",
    "GIT_PAGER='CMD' git log -1", "PAGER='CMD' git log", "GIT_SSH_COMMAND='CMD' git fetch", "EDITOR='CMD' crontab -e",
    "GIT_EDITOR='CMD' git commit", "VISUAL='CMD' git commit", "LESSOPEN='|CMD %s' less f", "MANPAGER='CMD' man ls",
    "GIT_EXTERNAL_DIFF='CMD' git diff", "SSH_ASKPASS='CMD' ssh x", "PROMPT_COMMAND='CMD' bash -i", "export GIT_PAGER='CMD'; git log",
    "tar -cf /dev/null --to-command='CMD' f", "tar -xf a.tar --to-command 'CMD'", "tar -I 'CMD' -cf x.tar f", "tar --use-compress-program='CMD' -cf x f",
    "tar -cf x.tar --checkpoint=1 --checkpoint-action=exec='CMD' f", "tar --info-script='CMD' -cf x f", "rsync -e 'CMD' f localhost:x",
    "rsync --rsh='CMD' f x:", "rsync --rsync-path='CMD' f localhost:", "ssh -o ProxyCommand='CMD' x", "ssh -oProxyCommand='CMD' x",
    "ssh -o LocalCommand='CMD' -o PermitLocalCommand=yes localhost", "scp -o ProxyCommand='CMD' f x:", "zip -T -TT 'CMD' x.zip f",
    "zip --unzip-command 'CMD' -T x.zip f", "sort --compress-program=PROG f", "man -P 'CMD' ls", "man --pager='CMD' ls",
    "make CC='CMD'", "make SHELL=/bin/sh CC='CMD' x", "rg --pre PROG x", "fd -x PROG", "fd . -X PROG",
    "vim -c '!CMD' -c q f", "vim --cmd '!CMD' f", "vim '+!CMD' f", "vi -c ':!CMD' f", "nvim -c 'silent !CMD' f", "emacs --batch --eval '(shell-command \"CMD\")'",
    "psql -c '\\! CMD'", "mysql -e 'system CMD'", "sqlite3 x '.shell CMD'", "fzf --preview 'CMD'",
  ),
  ...both(
    'strings that parse as shell',
    "awk 'BEGIN{system(\"CMD\")}'", "awk 'BEGIN { system( \"CMD\" ) }'", "gawk 'BEGIN{system(\"CMD\")}'", "awk '{print | \"CMD\"}' f",
    "awk 'BEGIN{\"CMD\" | getline x}'", "awk 'BEGIN{print \"x\" |& \"CMD\"}'", "sed -n '1e CMD' f", "sed '1e CMD' f", "sed -e '1 e CMD' f",
    "sed --expression='1e CMD' f", "sed -n '/x/e CMD' f", "sed '$e CMD' f", "python3 -c 'import os; os.system(\"CMD\")'",
    "python3 -c \"import subprocess; subprocess.run('CMD', shell=True)\"", "python3 -c 'import subprocess; subprocess.run([\"PROG\", \"ARG\"])'",
    "perl -e 'system(\"CMD\")'", "perl -e '`CMD`'", "perl -e 'exec \"CMD\"'", "perl -e 'qx{CMD}'", "ruby -e 'system(\"CMD\")'",
    "ruby -e '`CMD`'", "node -e 'require(\"child_process\").execSync(\"CMD\")'", "node -p 'require(\"child_process\").execSync(\"CMD\")+1'",
    "node --eval='require(\"child_process\").execSync(\"CMD\")'", "php -r 'system(\"CMD\");'", "lua -e 'os.execute(\"CMD\")'",
    "Rscript -e 'system(\"CMD\")'", "osascript -e 'do shell script \"CMD\"'", "tclsh <<< 'exec CMD'", "expect -c 'spawn CMD; expect eof'",
    "bun -e 'Bun.spawnSync([\"PROG\", \"ARG\"])'", "deno eval 'new Deno.Command(\"PROG\", {args: [\"ARG\"]}).outputSync()'",
    "julia -e 'run(`CMD`)'", "pwsh -c 'CMD'", "ed -s f <<< '!CMD'", "dc -e '!CMD'", "gnuplot -e 'system(\"CMD\")'",
  ),
  ...cases(
    'rm',
    'evaluation sinks',
    "x=$(printf 'a[\\x24(rm T)]'); echo $((x))", "x=$(printf 'a[\\x24(rm T)]'); (( x ))", "x=$(printf 'a[\\x24(rm T)]'); [[ $x -eq 0 ]]",
    "x=$(printf 'a[\\x24(rm T)]'); let y=x", "x=$(printf 'a[\\x24(rm T)]'); declare -i y; y=$x", "x=$(printf 'a[\\x24(rm T)]'); typeset -i y=$x",
    "x=$(printf 'a[\\x24(rm T)]'); f() { local -i y=$x; }; f", "x=$(printf 'a[\\x24(rm T)]'); printf -v \"$x\" 1", "x=$(printf 'a[\\x24(rm T)]'); read \"$x\" <<< 1",
    "x=$(printf 'a[\\x24(rm T)]'); echo ${!x}", "x=$(printf '\\x24(rm T)'); echo ${x@P}", "x=$(printf 'a[\\x24(rm T)]'); declare \"$x=1\"",
    "x=$(printf 'a[\\x24(rm T)]'); [[ -v $x ]]", "x=$(printf 'a[\\x24(rm T)]'); test -v \"$x\"", "x=$(printf 'a[\\x24(rm T)]'); declare -n r=$x; echo $r",
    "x=$(printf 'a[\\x24(rm T)]'); echo ${b[x]}", "x=$(printf 'a[\\x24(rm T)]'); b=([$x]=1)", "x=$(printf 'a[\\x24(rm T)]'); echo $[x]",
    "x=$(printf 'a[\\x24(rm T)]'); for ((i=x; i<0; i++)); do :; done", "echo $(( $(printf 'a[\\x24(rm T)]') ))",
    "printf 'a[$(rm T)]' > n; echo $(( $(cat n) ))", "read -r x <<< \"$(printf 'a[\\x24(rm T)]')\"; echo $((x))",
    "mapfile -t l < <(printf 'a[\\x24(rm T)]'); echo $((l))", "printf 'x=a[\\x24(rm T)]' > e; source e; echo $((x))",
    "bash -c 'echo $(($1))' _ \"$(printf 'a[\\x24(rm T)]')\"", "x='a[$(rm T)]'; echo $((x))", "PS4='$(rm T)' bash -xc :",
    "x=$(printf '\\x24(rm T)'); PS4=$x bash -xc :", "trap 'rm T' EXIT", "trap \"$(printf 'rm T')\" EXIT", "alias l='rm T'",
    "shopt -s expand_aliases; alias ls='rm T'\nls", "f() { rm T; }; f", "ls() { rm T; }; ls", "command_not_found_handle() { rm T; }; nothere",
    "mapfile -C 'rm T' -c 1 x < /dev/null", "complete -C 'rm T' x", "eval \"$(printf 'rm T')\"", "BASH_ENV=e bash -c :",
    "ENV=e sh -i", "hash -p /bin/rm ls; ls T", "enable -f ./x.so x", "PATH=bin:$PATH ls T", "export PATH=./bin:$PATH; ls T",
    "x=rm; $x T", "${X:-rm} T", "$(printf rm) T", "c=(rm T); \"${c[@]}\"", "IFS=,; c=rm,T; $c", "printf 'rm T' | bash", "echo rm T | sh",
  ),
  ...cases(
    'code',
    'interpreters deleting or fetching with no program named',
    "python3 -c 'import os; os.remove(\"T\")'", "python3 -c 'import pathlib; pathlib.Path(\"T\").unlink()'", "python3 -c 'import shutil; shutil.rmtree(\"T\", True); __import__(\"os\").unlink(\"T\")'",
    "python3 -c 'import urllib.request as u; u.urlopen(\"URL\")'", "python3 - <<'EOF'\nimport os\nos.remove('T')\nEOF", "printf 'import os\\nos.remove(\"T\")' | python3",
    "perl -e 'unlink \"T\"'", "perl -MLWP::Simple -e 'get(\"URL\")'", "perl -e 'use IO::Socket; IO::Socket::INET->new(\"127.0.0.1:PORT\")'",
    "ruby -e 'File.delete(\"T\")'", "ruby -rnet/http -e 'Net::HTTP.get(URI(\"URL\"))'", "node -e 'require(\"fs\").unlinkSync(\"T\")'",
    "node -e 'fetch(\"URL\")'", "node -e 'require(\"http\").get(\"URL\")'", "php -r 'unlink(\"T\");'", "php -r 'file_get_contents(\"URL\");'",
    "lua -e 'os.remove(\"T\")'", "awk 'BEGIN{ printf \"\" > \"/dev/null\"; system(\"r\" \"m T\") }'", "awk -v c='rm T' 'BEGIN{system(c)}'",
    "awk '{system($0)}' <<< 'rm T'", "sed 's/.*/rm T/e' <<< x", "sed -n 'e' <<< 'rm T'", "gdb -batch -ex 'python import os; os.remove(\"T\")'",
    "gdb -batch -ex 'call (int)unlink(\"T\")' -p 1", "vim -es -c 'call delete(\"T\")' -c q", "emacs --batch --eval '(delete-file \"T\")'",
    "tar -cf /dev/null --to-command=\"$(printf 'rm T')\" f", "git -c core.pager=\"$(printf 'rm T')\" log", "make --eval='x: ; rm T' x",
  ),
  ...cases(
    'rm',
    'denied programs named by path or alias of themselves; a pager key file',
    '/bin/rm T', '/usr/bin/rm T', '\\rm T', "'rm' T", 'r""m T', "$'\\x72m' T", 'command rm T', 'builtin rm T', 'exec rm T', 'less --lesskey-src=k f',
  ),
  ...cases(
    'curl',
    'curl by path and quoting',
    '/usr/bin/curl -s URL', '\\curl -s URL', "'curl' -s URL", 'c""url -s URL', "$'\\x63url' -s URL", 'command curl -s URL', "bash -c 'curl -s URL'",
    "eval 'curl -s URL'", 'echo URL | xargs curl -s', "curl -s URL | sh",
  ),
];

/**
 * Attempts only the disk tells apart from a script's run: a program file that is a link to the input,
 * or that the same line writes first; and debuggers and consoles reading code from the input. Judged by
 * the permission service (paths resolved), not by the analysis alone.
 */
export const fileBypassCorpus: readonly BypassCase[] = [
  ...cases(
    'code',
    'programs given their code through a link to the input, a file the line writes, a debugger or a console',
    "ln -s /dev/stdin x && python3 x <<< 'import os; os.remove(\"T\")'", "ln -sf /dev/fd/0 y; perl y <<< 'unlink \"T\"'",
    "cp /dev/stdin x.py <<< 'import os; os.remove(\"T\")'; python3 x.py", "echo 'unlink \"T\"' > x.pl && perl x.pl",
    "python3 -m pdb -c '!import os; os.remove(\"T\")' -c q /dev/null", "python3 -m code <<< 'import os; os.remove(\"T\")'",
    "python3 -m timeit -n 1 'import os; os.remove(\"T\")'", "python3 -i /dev/null <<< 'import os; os.remove(\"T\")'",
    "perl -d /dev/null <<< 'unlink \"T\"'", "node inspect /dev/null <<< 'exec require(\"fs\").unlinkSync(\"T\")'",
  ),
  ...cases('rm', 'a shell or make given a link to the input, or a script the line writes', "ln -s /dev/stdin m && make -f m <<< 'x:;rm T'", "tee x.sh <<< 'rm T' > /dev/null; bash x.sh", "ln -s /dev/stdin s; bash s <<< 'rm T'"),
];
