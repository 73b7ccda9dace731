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
  env: { withValue: ['-u', '--unset', '-C', '--chdir', '-S', '--split-string'], assignments: true },
  xargs: {
    withValue: [
      '-a', '--arg-file', '-d', '--delimiter', '-E', '-I', '-L', '--max-lines', '-n', '--max-args',
      '-P', '--max-procs', '-s', '--max-chars', '--process-slot-var',
    ],
  },
}));

/**
 * Programs that run the command in their arguments with other powers or in another place. They stay a
 * part of their own (a rule for the inner command alone must never allow `sudo rm`), and the command
 * they run becomes an extra part, so that a deny rule for it still fires.
 */
export const LAUNCHERS: ReadonlyMap<string, OptionGrammar> = new Map(Object.entries({
  sudo: {
    withValue: [
      '-u', '--user', '-g', '--group', '-h', '--host', '-p', '--prompt', '-C', '--close-from', '-D', '--chdir',
      '-r', '--role', '-t', '--type', '-T', '--command-timeout', '-U', '--other-user',
    ],
    assignments: true,
  },
  doas: { withValue: ['-u', '-C'] },
  pkexec: { withValue: ['--user'] },
  setsid: {},
  ionice: { withValue: ['-c', '--class', '-n', '--classdata', '-p', '--pid', '-P', '--pgid', '-u', '--uid'] },
  chroot: { withValue: ['--userspec', '--groups'], operands: 1 },
  flock: { withValue: ['-w', '--timeout', '-E', '--conflict-exit-code', '-c', '--command'], operands: 1 },
  unshare: { withValue: ['-S', '--setuid', '-G', '--setgid', '-R', '--root', '-w', '--wd'] },
  strace: { withValue: ['-o', '-e', '-p', '-s', '-u', '-E', '-P', '-I', '-X', '-a', '-b', '-O', '-S'] },
  busybox: {},
}));

/** Shells whose -c string, or whose input, is analysed as a nested command line. */
export const SHELLS: ReadonlySet<string> = new Set(['bash', 'sh', 'zsh', 'dash', 'ksh', 'mksh', 'ash']);

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
