import { isReadOnlySed } from './sed-script.ts';
import type { CommandPart } from './types.ts';

/** Decides from a part's arguments (argv without the program) whether it only reads. */
type ArgumentCheck = (args: readonly string[]) => boolean;

const always: ArgumentCheck = () => true;

/**
 * True when an argument is the option: `-o` also inside a cluster (`-uo`); `--output` also abbreviated
 * (`--out=x`, as getopt accepts); a single-dash word like `-exec` only as itself.
 */
function isOption(arg: string, option: string): boolean {
  if (option.startsWith('--')) {
    const name = arg.split('=')[0];
    return name.length > 2 && name.startsWith('--') && option.startsWith(name);
  }
  if (option.length === 2) return /^-[^-]/.test(arg) && arg.includes(option[1]);
  return arg === option;
}

const without = (...options: string[]): ArgumentCheck => (args) =>
  !args.some((arg) => options.some((option) => isOption(arg, option)));

const withAny = (args: readonly string[], ...options: string[]): boolean =>
  args.some((arg) => options.some((option) => isOption(arg, option)));

const operands = (args: readonly string[]): string[] => args.filter((arg) => !arg.startsWith('-'));

/** git branch: listing only, never creating, deleting, moving or copying. */
const gitBranch: ArgumentCheck = (args) =>
  without('-d', '-D', '--delete', '-m', '-M', '--move', '-c', '-C', '--copy', '-f', '--force', '-u', '--set-upstream-to',
    '--unset-upstream', '--edit-description', '-t', '--track', '--no-track', '--create-reflog')(args) &&
  (operands(args).length === 0 ||
    withAny(args, '-l', '--list', '-a', '--all', '-r', '--remotes', '--contains', '--no-contains', '--merged', '--no-merged', '--points-at'));

/** git subcommands that only read the repository; diff, log and show must not write --output. */
const GIT_READ_ONLY: ReadonlyMap<string, ArgumentCheck> = new Map(Object.entries({
  status: always,
  log: without('--output'),
  diff: without('--output'),
  show: without('--output'),
  branch: gitBranch,
  'rev-parse': always,
  'rev-list': always,
  remote: (args) => args.every((arg) => arg === '-v' || arg === '--verbose') || ['show', 'get-url'].includes(args[0]),
  'ls-files': always,
  'ls-tree': always,
  blame: always,
  describe: always,
  shortlog: always,
  'cat-file': always,
  'merge-base': always,
  'show-ref': always,
  'for-each-ref': always,
  grep: without('-O', '--open-files-in-pager'),
  tag: (args) =>
    args.length === 0 ||
    (withAny(args, '-l', '--list') &&
      without('-d', '--delete', '-a', '--annotate', '-s', '--sign', '-m', '--message', '-F', '--file', '-f', '--force', '-u', '-e', '--edit')(args)),
}));

/** Global git options that change nothing; -c (config, e.g. core.pager) and -C (another repository) are not among them. */
const GIT_QUIET_OPTIONS = new Set(['--no-pager', '-P', '--no-optional-locks', '--literal-pathspecs', '--no-replace-objects']);

const git: ArgumentCheck = (args) => {
  const subcommand = args.findIndex((arg) => !GIT_QUIET_OPTIONS.has(arg));
  if (subcommand < 0 || args[subcommand].startsWith('-')) return false;
  return GIT_READ_ONLY.get(args[subcommand])?.(args.slice(subcommand + 1)) ?? false;
};

/**
 * The read-only commands: they run without asking. A program missing here is not read-only.
 * Options that write a file or run a command make the command not read-only.
 */
const READ_ONLY: ReadonlyMap<string, ArgumentCheck> = new Map(Object.entries({
  ls: always,
  cat: always,
  echo: always,
  printf: always,
  pwd: always,
  head: always,
  tail: always,
  grep: always,
  egrep: always,
  fgrep: always,
  rg: without('--pre'),
  find: without('-exec', '-execdir', '-ok', '-okdir', '-delete', '-fprint', '-fprint0', '-fprintf', '-fls'),
  wc: always,
  which: always,
  whereis: always,
  type: always,
  command: (args) => withAny(args, '-v', '-V'),
  diff: always,
  stat: always,
  du: always,
  df: always,
  cd: always,
  file: without('-C', '--compile'),
  tree: without('-o'),
  // `less +!cmd` runs cmd; -o/-O keep a log file.
  less: (args) => !args.some((arg) => arg.startsWith('+')) && without('-o', '-O', '--log-file', '--LOG-FILE')(args),
  more: (args) => !args.some((arg) => arg.startsWith('+')),
  sort: without('-o', '--output', '--compress-program'),
  uniq: (args) => operands(args).length <= 1,
  cut: always,
  tr: always,
  basename: always,
  dirname: always,
  realpath: always,
  readlink: always,
  date: without('-s', '--set'),
  env: (args) => args.length === 0,
  true: always,
  false: always,
  ':': always,
  test: always,
  '[': always,
  '[[': always,
  sleep: always,
  sed: isReadOnlySed,
  git,
}));

/** Variables that change nothing but language, colours and layout; any other assignment may change what a command runs. */
const SAFE_VARIABLES = /^(LANG|LANGUAGE|LC_[A-Z]+|TZ|NO_COLOR|FORCE_COLOR|CLICOLOR|CLICOLOR_FORCE|COLUMNS|LINES|TERM|GREP_COLORS?|LS_COLORS)$/;

export function isSafeVariable(name: string): boolean {
  return SAFE_VARIABLES.test(name);
}

/** A program path that can only be the system's own binary: a bare name or one in a standard bin folder. */
const STANDARD_PROGRAM = /^(?:[^/]+|\/(?:usr\/(?:local\/)?)?bin\/[^/]+|\/opt\/homebrew\/bin\/[^/]+)$/;

/**
 * Whether a part only reads. When some of its arguments are unknown (a glob, an expansion, words added
 * by xargs) they could be any option, so only a program that reads whatever its options qualifies.
 */
export function isReadOnlyPart(part: CommandPart, openEnded: boolean): boolean {
  if (!part.envAssignments.every((assignment) => isSafeVariable(assignment.split(/\+?=/)[0]))) return false;
  if (!STANDARD_PROGRAM.test(part.argv[0])) return false;
  const check = READ_ONLY.get(part.program);
  return check !== undefined && (openEnded ? check === always : check(part.argv.slice(1)));
}

/** Whether a running program (by its argument list) only reads: `sed s/x/y/ -` and `cat` take their input as data. */
export function isReadOnlyProgram(argv: readonly string[]): boolean {
  const program = argv[0]?.split('/').pop() ?? '';
  return isReadOnlyPart({ command: argv.join(' '), argv: [...argv], program, source: argv.join(' '), origin: 'top', envAssignments: [], words: [...argv] }, false);
}

/** Every part reads only (`readOnlyParts`, by `isReadOnlyPart`), nothing is written, and no git runs after a cd (a repository's hooks and config run with it). */
export function isReadOnly(parts: readonly CommandPart[], writes: readonly string[], readOnlyParts: readonly boolean[]): boolean {
  if (writes.length > 0 || !readOnlyParts.every(Boolean)) return false;
  return !(parts.some((part) => part.program === 'cd' && part.argv.length > 1) && parts.some((part) => part.program === 'git'));
}
