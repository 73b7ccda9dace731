import type { OptionGrammar } from './option-grammar.ts';

/**
 * Programs that only run the command in their arguments. Rules see that command in their place, as
 * Claude Code does for timeout, time, nice, nohup, stdbuf, command, builtin, noglob and xargs; exec,
 * coproc and env work the same way. `command -v`/`-V` is a lookup, not a wrapper.
 */
export const WRAPPERS: ReadonlyMap<string, OptionGrammar> = new Map(Object.entries({
  timeout: { withValue: ['-s', '--signal', '-k', '--kill-after'], operands: 1 },
  time: { withValue: ['-f', '--format', '-o', '--output'] },
  nice: { withValue: ['-n', '--adjustment'] },
  nohup: {},
  stdbuf: { withValue: ['-i', '-o', '-e', '--input', '--output', '--error'] },
  command: {},
  builtin: {},
  noglob: {},
  exec: { withValue: ['-a'] },
  coproc: {},
  // BSD and macOS env's `-P altpath` is where it looks for the program.
  env: { withValue: ['-u', '--unset', '-C', '--chdir', '-S', '--split-string', '-P'], assignments: true },
  xargs: {
    withValue: [
      '-a', '--arg-file', '-d', '--delimiter', '-E', '-I', '-L', '--max-lines', '-n', '--max-args',
      '-P', '--max-procs', '-s', '--max-chars', '--process-slot-var',
    ],
  },
}));

/** How a launcher reads its own words: an option grammar, and the options whose value is a shell command line. */
export interface LauncherGrammar extends OptionGrammar {
  /** `flock -c 'cmd'`, `runuser -c`, `script -c`, `rlwrap -z`: the value runs as `sh -c` (and a command after it runs too). */
  scriptOptions?: readonly string[];
  /**
   * Every option that takes a value is listed. Otherwise an option the grammar does not know may eat
   * the next word, and the words after it are analysed as a command too (`perf stat -x , rm v`).
   */
  exact?: boolean;
}

/**
 * Programs that run the command in their arguments with other powers, in another place, or under
 * watch. They stay a part of their own (a rule for the inner command alone must never allow
 * `sudo rm`), and the command they run becomes an extra part, so that a deny rule for it still fires.
 */
export const LAUNCHERS: ReadonlyMap<string, LauncherGrammar> = new Map(Object.entries({
  sudo: { exact: true,
    withValue: [
      '-u', '--user', '-g', '--group', '-h', '--host', '-p', '--prompt', '-C', '--close-from', '-D', '--chdir',
      '-r', '--role', '-t', '--type', '-T', '--command-timeout', '-U', '--other-user',
    ],
    assignments: true,
  },
  doas: { exact: true, withValue: ['-u', '-C'] },
  run0: { withValue: ['-u', '--user', '-g', '--group', '-D', '--chdir', '--setenv', '--unit', '--property', '--description', '--slice', '--nice', '--machine'] },
  pkexec: { exact: true, withValue: ['--user'] },
  setsid: { exact: true,},
  // `-a`, `-m` and `-p` take only an attached value (`-aPassword:`), so they eat no word. A -z filter is a command rlwrap runs.
  rlwrap: { exact: true,
    withValue: [
      '-b', '--break-chars', '-C', '--command-name', '-D', '--history-no-dupes', '-e', '--extra-char-after-completion', '-f', '--file',
      '-g', '--forget-matching', '-H', '--history-filename', '-l', '--logfile', '-M', '--multi-line-ext', '-O', '--only-cook', '-P', '--pre-given',
      '-q', '--quote-characters', '-S', '--substitute-prompt', '-s', '--histsize', '-t', '--set-term-name', '-w', '--wait-before-prompt',
    ],
    scriptOptions: ['-z', '--filter'],
  },
  // Given none of -u -r -t -l, the first operand is a context (`runcon ctx cmd`), and with -c the command may come first: both are run.
  runcon: { withValue: ['-u', '--user', '-r', '--role', '-t', '--type', '-l', '--range'], operands: 1 },
  ionice: { exact: true, withValue: ['-c', '--class', '-n', '--classdata', '-p', '--pid', '-P', '--pgid', '-u', '--uid'] },
  chroot: { exact: true, withValue: ['--userspec', '--groups'], operands: 1 },
  flock: { exact: true, withValue: ['-w', '--timeout', '-E', '--conflict-exit-code'], operands: 1, scriptOptions: ['-c', '--command'] },
  unshare: { exact: true, withValue: ['-S', '--setuid', '-G', '--setgid', '-R', '--root', '-w', '--wd', '--map-user', '--map-group', '--map-users', '--map-groups'] },
  strace: { exact: true, withValue: ['-o', '-e', '-p', '-s', '-u', '-E', '-P', '-I', '-X', '-a', '-b', '-O', '-S', '--output', '--trace', '--signal', '--attach', '--user', '--env'] },
  ltrace: { withValue: ['-o', '--output', '-e', '-p', '-s', '-u', '-a', '--align', '-A', '-D', '--debug', '-F', '--config', '-l', '--library', '-n', '--indent', '-w', '--where', '-x', '-L'] },
  busybox: { exact: true,},
  toybox: { exact: true,},
  taskset: { exact: true, withValue: [], operands: 1 },
  chrt: { exact: true, withValue: ['-T', '--sched-runtime', '-P', '--sched-period', '-D', '--sched-deadline'], operands: 1 },
  prlimit: { withValue: ['-p', '--pid', '-o', '--output'] },
  setpriv: {
    withValue: [
      '--ruid', '--euid', '--reuid', '--rgid', '--egid', '--regid', '--groups', '--inh-caps', '--ambient-caps', '--bounding-set',
      '--securebits', '--pdeathsig', '--selinux-label', '--apparmor-profile', '--landlock-access', '--landlock-rule',
    ],
  },
  runuser: { withValue: ['-u', '--user', '-g', '--group', '-G', '--supp-group', '-s', '--shell', '-w', '--whitelist-environment'] },
  setarch: { withValue: ['--uname-2.6'], operands: 1 },
  linux32: {},
  linux64: {},
  i386: {},
  x86_64: {},
  arch: { withValue: ['-arch'] },
  fakeroot: { withValue: ['-l', '--lib', '--faked', '-i', '-s', '-b'] },
  fakechroot: { withValue: ['-l', '--lib', '-d', '--elfloader', '-s', '--use-system-libs', '-e', '--environment', '-c', '--config-dir'] },
  script: { withValue: ['-E', '--echo', '-I', '--log-in', '-O', '--log-out', '-B', '--log-io', '-T', '--log-timing', '-m', '--logging-format'], permute: true, scriptOptions: ['-c', '--command'] },
  nsenter: { withValue: ['-t', '--target', '-S', '--setuid', '-G', '--setgid', '-N', '--net-socket'] },
  valgrind: {},
  heaptrack: { withValue: ['-o', '--output', '-p', '--pid'] },
  catchsegv: {},
  eatmydata: {},
  unbuffer: {},
  chronic: {},
  ifne: {},
  nq: {},
  // Ubuntu's run-one family: the command runs when no other copy of it does (or again and again).
  'run-one': {},
  'run-this-one': {},
  'keep-one-running': {},
  'run-one-constantly': {},
  'run-one-until-success': {},
  'run-one-until-failure': {},
  tsp: { withValue: ['-L', '-D', '-E', '-N', '-S'] },
  caffeinate: { withValue: ['-t', '-w'] },
  'dbus-run-session': { withValue: ['--config-file', '--dbus-daemon'] },
  'dbus-launch': { withValue: ['--config-file'] },
  'xvfb-run': { withValue: ['-n', '--server-num', '-e', '--error-file', '-f', '--auth-file', '-p', '--xauth-protocol', '-s', '--server-args', '-w', '--wait'] },
  'systemd-run': {
    withValue: [
      '-u', '--unit', '-p', '--property', '--description', '--slice', '-E', '--setenv', '--on-active', '--on-boot', '--on-startup',
      '--on-unit-active', '--on-unit-inactive', '--on-calendar', '--timer-property', '--path-property', '--socket-property',
      '--uid', '--gid', '--nice', '--working-directory', '-M', '--machine', '-H', '--host', '--service-type',
    ],
  },
  'systemd-inhibit': { withValue: ['--what', '--who', '--why', '--mode'] },
  firejail: { withValue: ['--profile', '--name', '--private', '--whitelist', '--blacklist', '--net', '--dns', '--env'] },
  bwrap: {
    withValue: [
      '--args', '--userns', '--userns2', '--pidns', '--uid', '--gid', '--hostname', '--chdir', '--unsetenv', '--lock-file', '--sync-fd',
      '--remount-ro', '--proc', '--dev', '--tmpfs', '--mqueue', '--dir', '--info-fd', '--json-status-fd', '--seccomp', '--add-seccomp-fd',
      '--block-fd', '--userns-block-fd', '--cap-add', '--cap-drop', '--perms', '--size', '--exec-label', '--file-label',
    ],
    withTwoValues: [
      '--bind', '--bind-try', '--dev-bind', '--dev-bind-try', '--ro-bind', '--ro-bind-try', '--symlink', '--file', '--bind-data', '--ro-bind-data',
      '--setenv', '--chmod',
    ],
  },
  proot: { withValue: ['-r', '--rootfs', '-b', '--bind', '-m', '--mount', '-q', '--qemu', '-w', '--pwd', '--cwd', '-k', '--kernel-release', '-p', '--port'] },
  schroot: { withValue: ['-c', '--chroot', '-u', '--user', '-d', '--directory', '-o', '--option', '-r', '--run-session'] },
  numactl: { withValue: ['-i', '--interleave', '-N', '--cpunodebind', '-C', '--physcpubind', '-m', '--membind', '-p', '--preferred', '-w', '--weighted-interleave'] },
  cpulimit: { withValue: ['-l', '--limit', '-p', '--pid', '-e', '--exe', '-c', '--cpu'] },
  cgexec: { withValue: ['-g'] },
  trickle: { withValue: ['-d', '-u', '-w', '-t', '-l', '-n'] },
  torsocks: { withValue: ['-u', '--user', '-p', '--pass', '-a', '--address', '-P', '--port'] },
  proxychains: { withValue: ['-f'] },
  proxychains4: { withValue: ['-f'] },
  tsocks: {},
  faketime: { withValue: ['-m', '-f'], operands: 1 },
  gosu: { operands: 1 },
  'su-exec': { operands: 1 },
  setuidgid: { operands: 1 },
  envuidgid: { operands: 1 },
  envdir: { operands: 1 },
  softlimit: { withValue: ['-m', '-d', '-s', '-l', '-a', '-o', '-p', '-f', '-c', '-r', '-t'] },
  chpst: { withValue: ['-u', '-U', '-e', '-/', '-n', '-l', '-L', '-m', '-d', '-o', '-p', '-f', '-c'] },
  tini: { withValue: ['-p', '-e'] },
  'dumb-init': { withValue: ['-r', '--rewrite'] },
  daemonize: { withValue: ['-a', '-c', '-e', '-E', '-o', '-p', '-l', '-u'] },
  sshpass: { withValue: ['-f', '-d', '-p', '-e', '-P'] },
  lckdo: { withValue: ['-w'], operands: 1 },
  mpirun: { withValue: ['-np', '-n', '-c', '--host', '-H', '--hostfile', '-x', '--map-by', '--bind-to'] },
  srun: { withValue: ['-n', '-N', '-p', '-t', '-c', '-J', '-A', '--mem', '-w', '-o', '-e'] },
  'direnv-exec': { operands: 1 },
  rr: { withValue: [] },
  wine: {},
  'qemu-x86_64': { withValue: ['-L', '-cpu', '-E', '-U'] },
  'qemu-aarch64': { withValue: ['-L', '-cpu', '-E', '-U'] },
  box64: {},
  winpty: {},
  'ssh-agent': { withValue: ['-a', '-E', '-t', '-P', '-O'] },
  xinit: {},
  // The dynamic loader runs the program it is given (`/lib64/ld-linux-x86-64.so.2 /bin/rm v`); every name it goes by is read as this one.
  'ld.so': { exact: true, withValue: ['--library-path', '--inhibit-rpath', '--audit', '--preload', '--argv0', '--glibc-hwcaps-prefix'] },
}));

/** The dynamic loader's names: ld.so, ld-linux-x86-64.so.2, ld-linux-aarch64.so.1, ld-musl-x86_64.so.1, ld64.so.2. */
const DYNAMIC_LOADER = /^ld(?:-linux(?:-[\w-]+)?|-musl-[\w-]+|64)?\.so(?:\.\d+)*$/;

/** The name a launcher is listed under. */
export function launcherName(program: string): string {
  return DYNAMIC_LOADER.test(program) ? 'ld.so' : program;
}

/**
 * Tools whose subcommand runs the command after it (`uv run pytest`, `docker exec box ls`,
 * `kubectl exec pod -- ls`): the subcommands that do, how their options read, and how many
 * operands (a container, a version) come before the command.
 */
export interface SubcommandLauncher extends OptionGrammar {
  subcommands: readonly string[];
  /** The command comes only after a `--` (kubectl exec, mise exec). */
  afterSeparator?: boolean;
  /** Any start of each subcommand's word is taken as it, as ip does (`ip net e` is `ip netns exec`). */
  prefixes?: boolean;
  /** Whether one of the tool's own options before the subcommand takes the next word as its value (`pueue -c cfg add`). */
  globalValue?: (word: string) => boolean;
  /** The first operand is the folder the command runs in (`cmake -E chdir DIR cmd`). */
  inFolder?: boolean;
}

const dockerRun: SubcommandLauncher = {
  subcommands: ['run', 'create'],
  operands: 1,
  withValue: [
    '-a', '--attach', '--add-host', '--annotation', '--blkio-weight', '--cap-add', '--cap-drop', '--cgroup-parent', '--cgroupns', '--cidfile',
    '-c', '--cpu-shares', '--cpus', '--cpuset-cpus', '--cpuset-mems', '--device', '--device-cgroup-rule', '--detach-keys', '--dns',
    '--dns-option', '--dns-search', '--domainname', '-e', '--env', '--env-file', '--expose', '--gpus', '--group-add', '--health-cmd',
    '--health-interval', '--health-retries', '--health-start-period', '--health-timeout', '-h', '--hostname', '--ip', '--ip6', '--ipc',
    '--isolation', '-l', '--label', '--label-file', '--link', '--log-driver', '--log-opt', '--mac-address', '-m', '--memory',
    '--memory-reservation', '--memory-swap', '--memory-swappiness', '--mount', '--name', '--network', '--net', '--network-alias',
    '--oom-score-adj', '--pid', '--pids-limit', '--platform', '-p', '--publish', '--pull', '--restart', '--runtime', '--security-opt',
    '--shm-size', '--stop-signal', '--stop-timeout', '--storage-opt', '--sysctl', '--tmpfs', '--ulimit', '-u', '--user', '--userns',
    '--uts', '-v', '--volume', '--volumes-from', '-w', '--workdir', '--entrypoint', '--pod', '--arch', '--os', '--variant',
  ],
};
const dockerExec: SubcommandLauncher = {
  subcommands: ['exec'],
  operands: 1,
  withValue: ['--detach-keys', '-e', '--env', '--env-file', '-u', '--user', '-w', '--workdir'],
};

export const SUBCOMMAND_LAUNCHERS: ReadonlyMap<string, readonly SubcommandLauncher[]> = new Map(Object.entries({
  docker: [dockerRun, dockerExec],
  ip: [{ subcommands: ['netns exec'], operands: 1, prefixes: true, globalValue: (word) => ipValuedOption(word) !== undefined }],
  pueue: [{
    subcommands: ['add'],
    withValue: ['-w', '--working-directory', '-d', '--delay', '-g', '--group', '-a', '--after', '-o', '--priority', '-l', '--label'],
    globalValue: (word) => ['-c', '--config', '-p', '--profile', '--color'].includes(word),
  }],
  cmake: [{ subcommands: ['-E env'], withValue: ['--unset'], assignments: true }, { subcommands: ['-E time'] }, { subcommands: ['-E chdir'], operands: 1, inFolder: true }],
  podman: [dockerRun, dockerExec],
  nerdctl: [dockerRun, dockerExec],
  kubectl: [{ subcommands: ['exec', 'run', 'debug', 'attach'], afterSeparator: true }],
  oc: [{ subcommands: ['exec', 'rsh', 'run', 'debug'], afterSeparator: true }],
  lxc: [{ subcommands: ['exec'], afterSeparator: true }],
  incus: [{ subcommands: ['exec'], afterSeparator: true }],
  multipass: [{ subcommands: ['exec'], afterSeparator: true }],
  distrobox: [{ subcommands: ['enter'], afterSeparator: true }],
  toolbox: [{ subcommands: ['run'], withValue: ['-c', '--container', '-d', '--distro', '-r', '--release'] }],
  perf: [
    { subcommands: ['stat', 'record', 'trace', 'ftrace', 'lock', 'mem', 'sched', 'timechart', 'c2c', 'kmem', 'kwork', 'kvm', 'top'],
      withValue: ['-e', '--event', '-o', '--output', '-p', '--pid', '-t', '--tid', '-C', '--cpu', '-r', '--repeat', '-I', '--interval-print',
        '-F', '--freq', '-c', '--count', '-m', '--mmap-pages', '--call-graph', '-x', '--field-separator', '-G', '--cgroup', '-u', '--uid',
        '-j', '--branch-filter', '--post', '--pre', '-D', '--delay', '--filter', '--control', '-M', '--metrics', '--log-fd', '--switch-output'] },
  ],
  rr: [{ subcommands: ['record'], withValue: ['-c', '--num-cpu-ticks', '-o', '--output-trace-dir', '-b', '--bind-to-cpu'] }],
  uftrace: [{ subcommands: ['record', 'live'], withValue: ['-F', '-N', '-T', '-d', '--data', '-t', '--time-filter', '-D', '--depth'] }],
  uv: [{ subcommands: ['run', 'tool run'], withValue: ['--with', '--python', '-p', '--project', '--directory', '--package', '--extra', '--group', '--env-file', '--from', '--index'] }],
  uvx: [{ subcommands: [''], withValue: ['--with', '--python', '-p', '--from', '--index'] }],
  poetry: [{ subcommands: ['run'], withValue: ['-C', '--directory', '-P', '--project'] }],
  pipenv: [{ subcommands: ['run'] }],
  pdm: [{ subcommands: ['run'] }],
  hatch: [{ subcommands: ['run'], withValue: ['-e', '--env'] }],
  rye: [{ subcommands: ['run'] }],
  pixi: [{ subcommands: ['run', 'exec'], withValue: ['-e', '--environment', '--manifest-path'] }],
  conda: [{ subcommands: ['run'], withValue: ['-n', '--name', '-p', '--prefix', '--cwd'] }],
  mamba: [{ subcommands: ['run'], withValue: ['-n', '--name', '-p', '--prefix', '--cwd'] }],
  micromamba: [{ subcommands: ['run'], withValue: ['-n', '--name', '-p', '--prefix', '--cwd'] }],
  bundle: [{ subcommands: ['exec'] }],
  direnv: [{ subcommands: ['exec'], operands: 1 }],
  mise: [{ subcommands: ['exec', 'x'], afterSeparator: true }],
  rtx: [{ subcommands: ['exec', 'x'], afterSeparator: true }],
  asdf: [{ subcommands: ['exec'] }],
  rbenv: [{ subcommands: ['exec'] }],
  pyenv: [{ subcommands: ['exec'] }],
  nodenv: [{ subcommands: ['exec'] }],
  goenv: [{ subcommands: ['exec'] }],
  nvm: [{ subcommands: ['exec'], operands: 1 }],
  volta: [{ subcommands: ['run'], withValue: ['--node', '--npm', '--yarn', '--pnpm', '--env'] }],
  fnm: [{ subcommands: ['exec'], withValue: ['--using'] }],
  opam: [{ subcommands: ['exec'], withValue: ['--switch'] }],
  stack: [{ subcommands: ['exec'], withValue: ['--package'] }],
  cabal: [{ subcommands: ['exec'] }],
  pnpm: [{ subcommands: ['exec', 'dlx'], withValue: ['-C', '--dir', '--filter', '--package'] }],
  yarn: [{ subcommands: ['exec', 'dlx'], withValue: ['-p', '--package'] }],
  bun: [{ subcommands: ['x'], withValue: ['--package', '-p'] }],
  bunx: [{ subcommands: [''], withValue: ['--package', '-p'] }],
  npx: [{ subcommands: [''], withValue: ['-p', '--package'] }],
  npm: [{ subcommands: ['exec', 'x'], withValue: ['-p', '--package', '-w', '--workspace'] }],
  devbox: [{ subcommands: ['run'], withValue: ['-c', '--config', '-e', '--env'] }],
  guix: [{ subcommands: ['shell', 'environment'], afterSeparator: true }],
  'nix-shell': [{ subcommands: [''], withValue: ['-p', '--packages', '-A', '--attr', '-I', '--arg', '--argstr', '--option'], afterSeparator: true }],
  xcrun: [{ subcommands: [''], withValue: ['--sdk', '--toolchain', '-f', '--find'] }],
  flatpak: [{ subcommands: ['run'], withValue: ['--command', '--branch', '--arch', '--cwd'] }],
  'flatpak-spawn': [{ subcommands: [''], withValue: ['--env', '--directory', '--forward-fd'] }],
  wsl: [{ subcommands: ['-e', '--exec', '--'], withValue: ['-d', '--distribution', '-u', '--user', '--cd'] }],
  mosh: [{ subcommands: [''], afterSeparator: true }],
  limactl: [{ subcommands: ['shell'], operands: 1, withValue: ['--workdir', '--shell'] }],
  vagrant: [{ subcommands: ['ssh'], afterSeparator: true }],
}));

/** ip's own options that take a value: the shortest start of each that ip reads as it, and its full name. */
const IP_VALUED_OPTIONS: ReadonlyArray<readonly [shortest: string, full: string]> = [['-n', '-netns'], ['-l', '-loops'], ['-rc', '-rcvbuf'], ['-f', '-family'], ['-b', '-batch']];

/**
 * The full name of the ip option a word spells, when that option takes a value: ip reads any start of
 * the name from its shortest on, with one dash or two (`-n`, `-net`, `--netns`; `-ba`, `--batch`).
 */
export function ipValuedOption(word: string): string | undefined {
  const option = word.startsWith('--') ? word.slice(1) : word;
  return IP_VALUED_OPTIONS.find(([shortest, full]) => option.startsWith(shortest) && full.startsWith(option))?.[1];
}

/** netcat's names, whose -e and -c run commands; nc.traditional and nc.openbsd are read as nc (`withoutBuildSuffix`). */
export const NETCAT_NAMES: ReadonlySet<string> = new Set(['nc', 'ncat', 'netcat']);

/** Shells whose -c string, or whose input, is analysed as a nested command line. */
export const SHELLS: ReadonlySet<string> = new Set(['bash', 'sh', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'fish', 'csh', 'tcsh', 'yash', 'rbash', 'posh', 'oksh', 'loksh', 'pdksh']);

export const SHELL_OPTIONS: OptionGrammar = {
  withValue: ['-o', '+o', '-O', '+O', '--rcfile', '--init-file'],
  plusOptions: true,
};

/** su runs its -c string as a shell command line. */
export const SU_OPTIONS: OptionGrammar = {
  withValue: ['-c', '--command', '--session-command', '-s', '--shell', '-g', '--group', '-G', '--supp-group'],
  permute: true,
};

/** watch joins its arguments into a shell command line, unless -x gives it the command's words. */
export const WATCH_OPTIONS: OptionGrammar = { withValue: ['-n', '--interval', '-q', '--equexit'] };

export const HASH_OPTIONS: OptionGrammar = { withValue: ['-p'] };

/** find's actions that run a command, up to `;` (or `{} +`). */
export const FIND_EXEC_ACTIONS: ReadonlySet<string> = new Set(['-exec', '-execdir', '-ok', '-okdir']);
