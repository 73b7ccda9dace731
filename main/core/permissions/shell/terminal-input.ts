import { codeFile } from './code-files.ts';
import { isReadOnlyProgram } from './read-only.ts';
import { parseOptions } from './option-grammar.ts';
import { LAUNCHERS, launcherName, NETCAT_NAMES, SHELLS } from './runners.ts';
import { interpreterOf } from './inner-code.ts';
import { interpreterInput, PYTEST_DEBUGGING } from './interpreter-input.ts';
import { pagerCommands } from './pager-keys.ts';
import { excerpt, literalWords, programName, withoutBuildSuffix } from './words.ts';

/**
 * Text typed into a running command's terminal (BashInput) is read by whichever of its programs
 * reads the terminal then or later: a shell runs each line, a pager runs `!cmd`, an editor or a
 * REPL runs almost anything. The input is judged as what those programs would run.
 */
export interface TerminalReaders {
  /** The command line that started the command: programs it will start later read the input too. */
  command: string;
  /** The argument lists of the programs it runs now. */
  running: readonly string[][];
  /** Variables its running programs have that it was not started with, or have with another value. */
  changedVariables?: readonly string[];
}

export interface JudgedInput {
  /** The shell command lines the input amounts to, for the rules (`:` when it runs nothing). */
  command: string;
  /** Set when the input goes to a program whose commands cannot be judged: the person is asked. */
  alwaysAsk?: string;
}

/** `program`: it reads its program (a sed or awk script, a makefile, a crontab) from the terminal. */
/** `made`: a program file outside the system's folders, which may be a copy of an editor or a console under another name. */
type Reader = 'shell' | 'pager' | 'editor' | 'repl' | 'program' | 'made';

// `pager` and `editor` are Debian's alternatives (git's default pager and editor there), the sensible- ones their wrappers.
const PAGERS = new Set(['less', 'more', 'most', 'pg', 'man', 'lv', 'pager', 'sensible-pager']);
const EDITORS = new Set([
  'vi', 'vim', 'nvim', 'view', 'vimdiff', 'ex', 'ed', 'red', 'nano', 'pico', 'emacs', 'emacsclient', 'mg', 'micro', 'joe', 'jed', 'kak',
  'hx', 'helix', 'mcedit', 'ne', 'zile', 'editor', 'sensible-editor', 'visudo', 'vipw', 'vigr',
]);
/** Consoles, and programs whose keys or commands include a shell escape (mutt's `!`, nnn's `!`, tig's `!`, w3m's `!`, ncdu's `b`). */
const REPLS = new Set([
  'gdb', 'cgdb', 'lldb', 'psql', 'mysql', 'mariadb', 'sqlite3', 'redis-cli', 'mongo', 'mongosh', 'ftp', 'sftp', 'lftp', 'telnet', 'irb', 'ghci',
  'iex', 'jshell', 'groovysh', 'pdb', 'ipython', 'bpython', 'ptpython', 'expect', 'ssh', 'mosh', 'dc', 'tmux', 'screen', 'byobu', ...NETCAT_NAMES,
  'socat', 'rlwrap', 'mutt', 'neomutt', 'alpine', 'mail', 'mailx', 'nnn', 'ranger', 'vifm', 'mc', 'lf', 'yazi', 'ncdu', 'tig', 'lazygit',
  'gitui', 'aptitude', 'info', 'pinfo', 'w3m', 'lynx', 'links', 'elinks', 'newsboat', 'irssi', 'weechat', 'k9s', 'R', 'octave', 'julia',
  'gnuplot', 'maxima', 'sage', 'scala', 'sbt', 'erl', 'clj', 'lein', 'csi', 'gforth', 'bc',
  // duckdb's `.shell`/`.system` (sqlite3's shell), sqlplus's `!`/`host`, mycli's `system`, the `\!` of pgcli and usql, OCaml's `Sys.command`.
  'duckdb', 'sqlplus', 'mycli', 'pgcli', 'litecli', 'usql', 'ocaml', 'utop', 'swipl',
]);
/** Programs that read shell command lines from the terminal besides the shells. */
const LINE_RUNNERS = new Set(['at', 'batch', 'su', 'sudo', 'doas', 'runuser', 'script', 'nsenter', 'chroot', 'unshare', 'newgrp', 'sg']);

/** Programs that read their program from a file: one that is the input (`sed -f -`, `make -f /dev/stdin`) reads it from the terminal. */
const CODE_FROM_INPUT = new Set(['sed', 'gsed', 'awk', 'gawk', 'mawk', 'nawk', 'make', 'gmake', 'crontab']);
/**
 * The input, the terminal or any other descriptor or device (`/dev/stderr` is the terminal too, so is
 * `/proc/PID/fd/0`), however spelled (`/dev/./stdin`): a program file named so may be what is typed.
 */
const isTerminalFile = (path: string) => path !== '' && codeFile({ value: path, dynamic: false }) !== 'file';
/** The options whose value is a program file, by the letters of short options and the names of long ones. */
const PROGRAM_FILE_OPTIONS: Readonly<Record<string, { letters: string; long: readonly string[] }>> = {
  sed: { letters: 'f', long: ['--file'] },
  awk: { letters: 'fEi', long: ['--file', '--exec', '--include'] },
  make: { letters: 'f', long: ['--file', '--makefile'] },
};

/**
 * Whether a program reads its own program from the terminal: a program file (`-f -`, `-nf/dev/stdin`,
 * `--file=-`, an abbreviated `--fil -`) that is the input or the terminal, or for crontab a table file
 * that is (or none). An operand that is the input (`sed s/x/y/ -`) is the data it reads, not its program.
 */
function readsCodeFromInput(name: string, args: readonly string[]): boolean {
  const operands = args.filter((arg) => !arg.startsWith('-') || arg === '-');
  if (name === 'crontab') return args.every((arg) => !/^-[lre]$/.test(arg)) && (operands.length === 0 || operands.some((arg) => isTerminalFile(arg)));
  const { letters, long } = PROGRAM_FILE_OPTIONS[/awk$/.test(name) ? 'awk' : name.replace(/^g(?=sed|make)/, '')];
  return args.some((arg, index) => {
    const next = args[index + 1] ?? '';
    if (arg.startsWith('--')) {
      const equals = arg.indexOf('=');
      const option = equals < 0 ? arg : arg.slice(0, equals);
      // An abbreviation of a program-file option, or any long option given the terminal: getopt takes unambiguous prefixes.
      if (equals >= 0) return isTerminalFile(arg.slice(equals + 1));
      return option.length > 2 && long.some((name) => name.startsWith(option)) && isTerminalFile(next);
    }
    if (!arg.startsWith('-') || arg === '-') return false;
    const at = [...arg.slice(1)].findIndex((letter) => letters.includes(letter));
    if (at < 0) return false;
    const attached = arg.slice(at + 2);
    return isTerminalFile(attached === '' ? next : attached);
  });
}

/**
 * Folders of programs the system installed; Deft's own Node runs from wherever it was put. A program
 * elsewhere (`./x`, `.venv/bin/python`, a file in /tmp) may be a copy of any program, vim included.
 */
const SYSTEM_PROGRAMS = /^\/(?:usr|bin|sbin|lib|lib32|lib64|libx32|opt|snap|nix\/store|etc\/alternatives|System|Library|Applications)\//;
const madeHere = (program: string) => program.includes('/') && !SYSTEM_PROGRAMS.test(program) && program !== process.execPath;

/** What kind of reader a program is, by its argument list; undefined for one that reads data (its lines are judged as commands all the same). */
function readerOf(argv: readonly string[]): Reader | undefined {
  if (madeHere(argv[0] ?? '')) return 'made';
  const name = withoutBuildSuffix(programName(argv[0] ?? ''));
  // The loader does not exec the program it loads: the process is the loader, the program its first operand.
  if (launcherName(name) === 'ld.so') return readerOf(parseOptions(literalWords(argv.slice(1)), LAUNCHERS.get('ld.so')!).rest.map((word) => word.value));
  if (SHELLS.has(name) || LINE_RUNNERS.has(name)) return 'shell';
  if (PAGERS.has(name)) return 'pager';
  if (EDITORS.has(name)) return 'editor';
  if (REPLS.has(name)) return 'repl';
  if (CODE_FROM_INPUT.has(name) && readsCodeFromInput(name, argv.slice(1))) return 'program';
  // An interpreter without a script or code option is a REPL, and so is a debugger or a console (`python3 -m pdb x.py`, `perl -d x.pl`);
  // otherwise its input is the script's data.
  const family = interpreterOf(name);
  if (family) return !argv.slice(1).some((arg) => !arg.startsWith('-')) || interpreterInput(family, argv.slice(1)).readsInput ? 'repl' : undefined;
  if ((name === 'pytest' || name === 'py.test') && argv.some((arg) => PYTEST_DEBUGGING.test(arg))) return 'repl';
  return undefined;
}

/** One simple command: nothing in it starts another program after, beside or inside it. */
const SIMPLE_LINE = /^[^;&|()<>`$\n\r]*$/;

/** Enter is \r or \n (and \r\n); every line a shell would read. */
export function terminalLines(input: string): string[] {
  return input.split(/\r\n|\r|\n/);
}

const ESCAPE = '\u001b';
/** Editor input that only leaves it: `:q⏎`, `:wq⏎`, ZZ, Escape, Ctrl-C, Ctrl-X (nano). */
const LEAVES_EDITOR = new RegExp(
  `^[${ESCAPE}\u0003\u0018\\s]*(?::(?:q|q!|qa|qa!|wq|wq!|x|x!|wqa|xa)\\s*[\\r\\n]|ZZ|ZQ|q[\\r\\n]|Q[\\r\\n])?[${ESCAPE}\\s]*$`,
);

/**
 * Variables that make an interpreter read code from its input after its script, start a debugger, or
 * load code first (`PYTHONPATH=.` beside a sitecustomize.py that calls `code.interact()`).
 */
const CONSOLE_VARIABLES = [
  'PYTHONINSPECT', 'PYTHONSTARTUP', 'PYTHONBREAKPOINT', 'PYTHONPATH', 'PYTHONHOME', 'PYTHONUSERBASE', 'PYTHONSAFEPATH', 'PERL5OPT', 'PERL5DB',
  'PERLDB_OPTS', 'PERL5LIB', 'PERLLIB', 'RUBYOPT', 'RUBYLIB', 'NODE_OPTIONS', 'NODE_PATH', 'BASH_ENV', 'ENV', 'LD_PRELOAD', 'LD_AUDIT',
  'LD_LIBRARY_PATH', 'LESS', 'LESSKEY', 'LESSKEYIN', 'LESSOPEN', 'VIMINIT', 'EXINIT',
];
const CONSOLE_VARIABLE_NAMES = new RegExp(`(?:^|[^A-Za-z0-9_])(?:${CONSOLE_VARIABLES.join('|')})(?![A-Za-z0-9_])`);
/**
 * Ways a line sets variables whose names or values its text does not spell out: `export`/`declare`
 * of a name with an expansion in it, `read`, `printf -v`, `set -a`, a sourced file, `eval`, `env` with
 * expanded words. With an interpreter in the same line, it may be started as a console.
 */
const HIDDEN_ASSIGNMENTS = /(?:^|[\s;&|(`])(?:export|declare|typeset|local|readonly|read|mapfile|readarray|source|\.|eval|env|set|printf|let|builtin|command)\s|[A-Za-z0-9_}][$`{][^\s=]*=/;

/** The programs a command line names (over-generous: `echo less` counts `less`), by kind. */
function namedReaders(command: string): Set<Reader> {
  const readers = new Set<Reader>();
  // Quotes and backslashes join what they split (`v''im`, `v\\im` run vim).
  const joined = command.replace(/["'\\]/g, '');
  const words = joined.split(/[\s;&|()<>`${}]+/);
  const namesInterpreter = words.some((word) => word !== '' && interpreterOf(programName(word)) !== undefined);
  if (CONSOLE_VARIABLE_NAMES.test(joined) || (namesInterpreter && HIDDEN_ASSIGNMENTS.test(command))) readers.add('repl');
  // A program named by a path outside the system's folders, where a command starts (`sleep 1; ./x notes.txt`).
  for (const start of command.split(/[;&|(\n]+/)) {
    const program = start.trim().split(/\s+/).find((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word) && word !== 'exec');
    if (program && madeHere(program.replace(/["'\\]/g, ''))) readers.add('made');
  }
  words.forEach((word, i) => {
    // An interpreter followed by its script reads data; one followed by nothing or an option is a REPL.
    // A program that may read its program from a file is given every word after it (`sed -n -f - f`).
    // A word that is a path counts as a program only where a command starts (above): `cat ./notes.txt` runs cat.
    const reader = word && readerOf((CODE_FROM_INPUT.has(programName(word)) ? words.slice(i) : words.slice(i, i + 2)).filter(Boolean));
    if (reader && reader !== 'made') readers.add(reader);
  });
  return readers;
}

/** Judges terminal input by every program that may read it. */
export function judgeTerminalInput(input: string, readers: TerminalReaders): JudgedInput {
  const kinds = namedReaders(readers.command);
  if (readers.changedVariables?.some((name) => CONSOLE_VARIABLES.includes(name))) kinds.add('repl');
  // A program that reads data may still be one whose input decides what it runs; only the read-only ones surely are not.
  let unknownReader = readers.running.length === 0;
  for (const argv of readers.running) {
    const kind = readerOf(argv);
    if (kind) kinds.add(kind);
    else if (!isReadOnlyProgram(argv)) unknownReader = true;
  }
  // Only read-only programs read it (`sed s/x/y/ -`, `cat`), and the line runs nothing after them: the input is data.
  const dataOnly = !unknownReader && kinds.size === 0 && SIMPLE_LINE.test(readers.command);
  const lines = terminalLines(input).filter((line) => line.trim() !== '');
  const commands: string[] = [];
  let alwaysAsk: string | undefined;
  if (kinds.has('shell') || kinds.has('program') || kinds.has('made') || unknownReader || (kinds.size === 0 && !dataOnly)) commands.push(...lines);
  if (kinds.has('pager')) {
    const pager = pagerCommands(input);
    commands.push(...pager.commands);
    alwaysAsk ??= pager.unjudged;
  }
  // Its lines are judged as commands too (a recipe's `rm v` still meets the deny rules), and the program they make is asked about.
  if (kinds.has('program')) alwaysAsk ??= `the input "${excerpt(JSON.stringify(input).slice(1, -1), 40)}" goes to a program that reads its own program from the terminal, which cannot be checked`;
  // A known editor or console is the plainer reason, so it is given before a program nothing recognises.
  if ((kinds.has('editor') || kinds.has('repl')) && !LEAVES_EDITOR.test(input)) {
    const kind = kinds.has('editor') ? 'an editor' : 'an interactive program';
    alwaysAsk ??= `the input "${excerpt(JSON.stringify(input).slice(1, -1), 40)}" goes to ${kind}, which may run it as commands`;
  }
  if (kinds.has('made') && !LEAVES_EDITOR.test(input)) {
    alwaysAsk ??= `the input "${excerpt(JSON.stringify(input).slice(1, -1), 40)}" goes to a program outside the system's folders, which may be an editor or a console under another name`;
  }
  return { command: commands.length > 0 ? commands.join('\n') : ':', ...(alwaysAsk && { alwaysAsk }) };
}
