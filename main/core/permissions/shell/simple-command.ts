import { codeFile } from './code-files.ts';
import { variableEffects } from './command-variables.ts';
import { analyseInnerCode, type InnerRunner } from './inner-code.ts';
import { hasOption, optionValue, parseOptions, type OptionGrammar, type ParsedOptions } from './option-grammar.ts';
import {
  FIND_EXEC_ACTIONS, HASH_OPTIONS, LAUNCHERS, launcherName, SHELL_OPTIONS, SHELLS, SU_OPTIONS, SUBCOMMAND_LAUNCHERS, WATCH_OPTIONS, WRAPPERS,
  type LauncherGrammar, type SubcommandLauncher,
} from './runners.ts';
import { excerpt, programName, type Word } from './words.ts';
import { coreMessageOf } from '../../../../shared/vocabulary/core-messages.ts';
import type { Reason } from '../reasons.ts';

export interface Span {
  start: number;
  end: number;
}

/** What a command reads as its standard input: a heredoc or here-string, a file, or another command's output. */
export type Stdin = { script: Word } | { file: Word } | { pipe: true };

export interface SimpleCommand {
  words: readonly Word[];
  /** VAR=val assignments in force for it. */
  env: readonly string[];
  stdin?: Stdin;
  /** The text its main part shows as its source. */
  span: Span;
}

/** Where a simple command's findings go. */
export interface CommandSink {
  /** `argumentsFromInput`: xargs adds arguments nobody can see here. Answers the part's index. */
  part(words: readonly Word[], env: readonly string[], span: Span, argumentsFromInput?: boolean): number;
  /**
   * A string a shell runs, reading `stdin` when its commands name no input of their own (`bash -c sh <<< …`:
   * the inner sh reads the here-string); one known only at run time makes the whole command unanalysable.
   */
  script(script: Word, runner: string, env: readonly string[], stdin?: Stdin): void;
  /** A file a wrapper reads for the command it runs (`xargs -a F`): read like the file of a `<` redirection. */
  read(file: Word): void;
  unanalysable(reason: Reason): void;
  /** Code the analysis cannot see into (inline interpreter code, a command built at run time). */
  hidden(reason: Reason): void;
  /** Text that may be a command line inside such code: the programs it names meet the deny rules. */
  mention(text: string): void;
  /** A file on disk that the part at `part` runs as code, run by `runner`. */
  codeFile(file: Word, part: number, runner: string): void;
  /** The part at `part` (a shell, `source /dev/stdin`) runs the commands it reads from another command, run by `runner`. */
  runsInput(part: number, runner: string): void;
}

/** Strips wrappers, then records the command as a part, or analyses what a shell, eval, a launcher or find runs. */
export function runSimpleCommand(given: SimpleCommand, sink: CommandSink): void {
  let command = given;
  let { words, env } = command;
  let argumentsFromInput = false;
  // `exec <<< …` with no program gives the shell itself that input (tree-sitter takes the `0` of `exec 0<…` for a word):
  // what reads it next (`bash`, `source /dev/stdin`, the next call) runs it.
  if (command.stdin && programName(words[0]?.value ?? '') === 'exec' && words.slice(1).every((word) => /^\d+$/.test(word.value)) && words.length <= 2) {
    return sink.unanalysable('`exec` gives the shell a new input, whose commands what reads it next would run');
  }
  for (;;) {
    if (words.length === 0) return;
    const grammar = WRAPPERS.get(programName(words[0].value));
    if (!grammar || isLookup(words)) break;
    const parsed = parseOptions(words.slice(1), grammar);
    const split = optionValue(parsed, '-S', '--split-string');
    // The string's words are env's own (`env -S "'BASH_FUNC_f%%=…' bash -c f"`): read as an env command line.
    if (split) return sink.script(joinWords([{ ...split, value: 'env' }, split, ...parsed.rest]), 'env -S', env, command.stdin);
    const folder = optionValue(parsed, '-C', '--chdir');
    if (folder) inAnotherFolder('env -C', folder, sink);
    // GNU time's `-o FILE` writes its report to FILE: judged as that write by a line of its own.
    const report = programName(words[0].value) === 'time' ? optionValue(parsed, '-o', '--output') : undefined;
    if (report) sink.script({ ...report, value: `: >> ${report.dynamic ? `"${report.value}"` : `'${report.value.replaceAll("'", "'\\''")}'`}` }, 'time -o', []);
    // A wrapper with nothing to run is a command of its own: env prints, xargs echoes.
    if (parsed.rest.length === 0) break;
    env = [...env, ...parsed.assignments.map((word) => word.value)];
    // A coprocess reads what later commands write to its descriptor.
    if (programName(words[0].value) === 'coproc') {
      if (words[2] && /^[{(]/.test(words[2].value)) return sink.unanalysable('`coproc NAME { … }` runs a compound command the analysis cannot follow');
      command = { ...command, stdin: { pipe: true } };
    }
    const xargs = programName(words[0].value) === 'xargs';
    argumentsFromInput ||= xargs;
    if (xargs) for (const { name, value } of parsed.options) if (value && (name === '-a' || name === '--arg-file')) sink.read(value);
    words = xargs ? withInputReplaced(parsed) : parsed.rest;
  }
  const program = words[0];
  if (program.dynamic || program.pattern) {
    return sink.unanalysable(coreMessageOf('shell.program-only-known', { program: excerpt(program.value) }));
  }
  const name = programName(program.value);
  if (env.length > 0) {
    const assignments = innerRunner(sink, [], undefined);
    for (const assignment of env) variableEffects(assignment, program, assignments);
  }
  if (SHELLS.has(name)) return runShell(words, { ...command, env }, sink);
  if (name === 'eval') {
    const code = words[1]?.value === '--' ? words.slice(2) : words.slice(1);
    return code.length > 0 ? sink.script(joinWords(code), 'eval', env, command.stdin) : undefined;
  }
  const part = sink.part(words, env, command.span, argumentsFromInput);
  INNER_COMMANDS.get(launcherName(name))?.(words.slice(1), sink, env, command.stdin, part);
  const stdinScript = command.stdin && 'script' in command.stdin ? command.stdin.script : undefined;
  const piped = command.stdin !== undefined && ('pipe' in command.stdin || ('file' in command.stdin && command.stdin.file.dynamic));
  const stdinFile = command.stdin && 'file' in command.stdin && !command.stdin.file.dynamic ? command.stdin.file : undefined;
  analyseInnerCode(name, words.slice(1), innerRunner(sink, env, command.stdin, { part, runner: name }), {
    program: name,
    piped,
    ...(stdinScript && { stdinScript }),
    ...(stdinFile && { stdinFile }),
  });
}

/**
 * `stdin`: what the program's own input is; a command it runs reads the same (`docker exec -i box sh <<< '…'`).
 * `runs`: the part whose program this is, which the code files it names belong to (none for an assignment's effects).
 */
export function innerRunner(sink: CommandSink, env: readonly string[], stdin: Stdin | undefined, runs?: { part: number; runner: string }): InnerRunner {
  return {
    words: (words) => runWords(words, sink, [], stdin),
    script: (script, runner, input) => sink.script(script, runner, env, input === 'unknown' ? { pipe: true } : input === 'own' ? stdin : undefined),
    hidden: (reason) => sink.hidden(reason),
    mention: (text) => sink.mention(text),
    codeFile: (file) => {
      if (runs) sink.codeFile(file, runs.part, runs.runner);
    },
  };
}

/** The command of xargs, where words holding its replace string (-I R, -i, --replace) are filled in from the input. */
function withInputReplaced(parsed: ParsedOptions): readonly Word[] {
  const replace = optionValue(parsed, '-I')?.value ?? (hasOption(parsed, '-i', '--replace') ? '{}' : undefined);
  if (!replace) return parsed.rest;
  return parsed.rest.map((word) => (word.value.includes(replace) ? { ...word, dynamic: true } : word));
}

/** `command -v x` looks x up instead of running it; `command x -v` runs x. */
function isLookup(words: readonly Word[]): boolean {
  return programName(words[0].value) === 'command' && hasOption(parseOptions(words.slice(1), {}), '-v', '-V');
}

function runShell(words: readonly Word[], command: SimpleCommand, sink: CommandSink): void {
  const shell = programName(words[0].value);
  const parsed = parseOptions(words.slice(1), SHELL_OPTIONS);
  if (hasOption(parsed, '-c')) {
    // Without its string here, -c takes one from elsewhere (`… | xargs sh -c`).
    if (parsed.rest.length === 0) return sink.unanalysable(coreMessageOf('shell.string-only-known', { runner: `${shell} -c` }));
    return sink.script(parsed.rest[0], `${shell} -c`, command.env, command.stdin);
  }
  // `/dev/stdin`, `/dev/fd/0` and kin are the input too (`bash /dev/stdin <<< '…'`).
  const readsInput = hasOption(parsed, '-s') || parsed.rest.length === 0 || codeFile(parsed.rest[0]) === 'input';
  if (!readsInput) return runsKnownFile(parsed.rest[0], shell, sink, sink.part(words, command.env, command.span));
  if (command.stdin && 'script' in command.stdin) return sink.script(command.stdin.script, shell, command.env);
  // From the terminal, the commands come as BashInput, which is judged line by line.
  if (!command.stdin) {
    sink.part(words, command.env, command.span);
    return;
  }
  if ('pipe' in command.stdin) return sink.runsInput(sink.part(words, command.env, command.span), shell);
  sink.unanalysable(coreMessageOf('shell.reads-commands-from-input', { shell }));
}

/** `part`: the index of the part whose program runs them. */
type InnerCommands = (args: readonly Word[], sink: CommandSink, env: readonly string[], stdin: Stdin | undefined, part: number) => void;

/** A command another runs, reading the input of the one that runs it (`taskset 1 bash <<< '…'`). */
const runWords = (words: readonly Word[], sink: CommandSink, env: readonly string[] = [], stdin?: Stdin): void => {
  if (words.length > 0) runSimpleCommand({ words, env, span: spanOf(words), ...(stdin && { stdin }) }, sink);
};

const launch = (name: string, grammar: LauncherGrammar): InnerCommands => (args, sink, _env, stdin) => {
  const parsed = parseOptions(args, { ...grammar, withValue: [...(grammar.withValue ?? []), ...(grammar.scriptOptions ?? [])] });
  const script = grammar.scriptOptions && optionValue(parsed, ...grammar.scriptOptions);
  if (script) sink.script(script, name, [], stdin);
  if (script && parsed.rest.length === 0) return;
  const env = parsed.assignments.map((word) => word.value);
  if (parsed.rest.length === 0 && stdin) return shellOfInput(name, args, sink, env, stdin);
  if (grammar.exact) runWords(parsed.rest, sink, env, stdin);
  else runLaunched(args, parsed.rest, sink, env, stdin);
};

/**
 * Runs what a launcher runs. Its option grammar may be wrong about an option: one taken for a flag
 * may eat the next word as its value (`perf stat -x , rm v`), one taken to have a value may have
 * none. So the words after such an option are run too, and every run of words before the command
 * that starts with a plain word.
 */
function runLaunched(args: readonly Word[], command: readonly Word[], sink: CommandSink, env: readonly string[] = [], stdin?: Stdin): void {
  const consumed = args.length - command.length;
  for (let i = 0; i < consumed; i++) {
    const word = args[i];
    if (!word.value.startsWith('-') && !/^\d+$/.test(word.value) && !word.dynamic && !word.pattern) runWords(args.slice(i), sink, env, stdin);
  }
  if (command.length === 0) return;
  runWords(command, sink, env, stdin);
  const before = args[consumed - 1]?.value;
  const next = command[1];
  if (before && /^-/.test(before) && !before.includes('=') && before !== '--' && next && !next.dynamic && !next.pattern) runWords(command.slice(1), sink, env, stdin);
}

/**
 * A launcher given no command starts a shell (`sudo -s`, `sudo -i`, `doas -s`, `su`, `run0`, `pkexec`), which
 * runs what it reads: the launcher's input, a heredoc or another command's output.
 */
function shellOfInput(launcher: string, args: readonly Word[], sink: CommandSink, env: readonly string[], stdin: Stdin): void {
  const at = args[0] ?? { value: launcher, dynamic: false, pattern: false, start: 0, end: 0 };
  runWords([{ ...at, value: 'sh', dynamic: false, pattern: false }], sink, env, stdin);
}

/** A command run in another folder (`env -C dir`, `cmake -E chdir dir`): the files it names are relative to a folder the check does not follow. */
function inAnotherFolder(runner: string, folder: Word, sink: CommandSink): void {
  if (folder.value !== '.' || folder.dynamic) sink.unanalysable(`\`${runner} ${excerpt(folder.value)}\` runs the command in another folder, where the files it names cannot be checked`);
}

/** `docker exec box cmd`, `uv run cmd`, `kubectl exec pod -- cmd`: the command after a subcommand. */
const launchBySubcommand = (name: string, launchers: readonly SubcommandLauncher[]): InnerCommands => (args, sink, _env, stdin) => {
  for (const launcher of launchers) {
    for (const subcommand of launcher.subcommands) {
      const names = subcommand === '' ? [] : subcommand.split(' ');
      const isName = (arg: Word | undefined, full: string) => arg !== undefined && (launcher.prefixes && arg.value !== '' ? full.startsWith(arg.value) : arg.value === full);
      const at = names.length === 0 ? 0 : args.findIndex((_arg, i) => names.every((full, j) => isName(args[i + j], full)));
      if (at < 0 || (names.length > 0 && !onlyOptions(args.slice(0, at), launcher.globalValue ?? (() => false)))) continue;
      const after = args.slice(at + names.length);
      if (launcher.afterSeparator) {
        const separator = after.findIndex((arg) => arg.value === '--');
        if (separator >= 0) runWords(after.slice(separator + 1), sink, [], stdin);
        return;
      }
      const parsed = parseOptions(after, launcher);
      if (launcher.inFolder && parsed.operands[0]) inAnotherFolder(`${name} ${subcommand}`, parsed.operands[0], sink);
      // `cmake -E env NAME=value cmd`: the assignments are the command's environment (a BASH_FUNC_f%% one a function body).
      runLaunched(after, parsed.rest, sink, parsed.assignments.map((word) => word.value), stdin);
      return;
    }
  }
};

/** Words before a subcommand that are all options, or the values of those that take one. */
function onlyOptions(words: readonly Word[], takesValue: (word: string) => boolean): boolean {
  for (let i = 0; i < words.length; i++) {
    if (!words[i].value.startsWith('-')) return false;
    if (takesValue(words[i].value)) i++;
  }
  return true;
}

/**
 * A script named by a variable, made by `<( )` (`bash <(curl …)`) or read from a descriptor (`bash /dev/fd/3`) is only known
 * when it runs; one on disk is a code file of the part.
 */
function runsKnownFile(script: Word | undefined, runner: string, sink: CommandSink, part: number): void {
  if (!script) return;
  if (codeFile(script, { dashIsInput: false }) !== 'file') sink.unanalysable(`${runner} runs the script "${excerpt(script.value)}" that is only known when the command runs`);
  else sink.codeFile(script, part, runner);
}

/** `source FILE`: a file that is the input runs the heredoc's commands (`source /dev/stdin <<< '…'`), or another command's. */
function sourced(args: readonly Word[], runner: string, sink: CommandSink, env: readonly string[], stdin: Stdin | undefined, part: number): void {
  const script = args[0]?.value === '--' ? args[1] : args[0];
  if (!script || codeFile(script, { dashIsInput: false }) !== 'input') return runsKnownFile(script, runner, sink, part);
  if (stdin && 'script' in stdin) return sink.script(stdin.script, runner, env);
  // From the terminal, the commands come as BashInput, which is judged line by line.
  if (stdin && 'pipe' in stdin) sink.runsInput(part, runner);
  else if (stdin) sink.unanalysable(coreMessageOf('shell.runs-commands-of-input', { runner }));
}

/** Commands that run other commands (or store them to run later) besides being a part themselves. */
const RUNNING_COMMANDS: Readonly<Record<string, InnerCommands>> = {
  source: (args, sink, env, stdin, part) => sourced(args, 'source', sink, env, stdin, part),
  '.': (args, sink, env, stdin, part) => sourced(args, '.', sink, env, stdin, part),
  find: (args, sink, _env, stdin) => {
    for (const exec of findExecs(args)) runWords(exec, sink, [], stdin);
  },
  watch: (args, sink, env, stdin) => {
    const parsed = parseOptions(args, WATCH_OPTIONS);
    if (parsed.rest.length === 0) return;
    if (hasOption(parsed, '-x', '--exec')) runWords(parsed.rest, sink, env, stdin);
    else sink.script(joinWords(parsed.rest), 'watch', env, stdin);
  },
  su: (args, sink, env, stdin) => {
    const script = optionValue(parseOptions(args, SU_OPTIONS), '-c', '--command', '--session-command');
    if (script) sink.script(script, 'su', [], stdin);
    else if (stdin) shellOfInput('su', args, sink, env, stdin);
  },
  // `runuser -u user cmd` runs cmd; `runuser user -c 'cmd'` runs a shell string as su does.
  runuser: (args, sink, _env, stdin, part) => {
    const script = optionValue(parseOptions(args, SU_OPTIONS), '-c', '--command', '--session-command');
    if (script) sink.script(script, 'runuser', [], stdin);
    else launch('runuser', LAUNCHERS.get('runuser')!)(args, sink, [], stdin, part);
  },
  // `sg group -c 'cmd'` and `sg group cmd` run cmd with /bin/sh -c.
  sg: (args, sink, _env, stdin) => {
    const parsed = parseOptions(args, { withValue: ['-c'], permute: true });
    const script = optionValue(parsed, '-c') ?? (parsed.operands.length > 1 ? joinWords(parsed.operands.slice(1)) : undefined);
    if (script) sink.script(script, 'sg', [], stdin);
  },
  complete: (args, sink) => scriptOption(args, sink, 'complete', COMPLETION_OPTIONS),
  compgen: (args, sink) => {
    scriptOption(args, sink, 'compgen', COMPLETION_OPTIONS);
    // The -W list is expanded when compgen runs, as a command's words are: `compgen -W '$(cmd)'` runs cmd.
    const list = optionValue(parseOptions(args, COMPLETION_OPTIONS), '-W');
    if (list) sink.script({ ...list, value: `: ${list.value}` }, 'compgen -W', []);
  },
  mapfile: (args, sink) => scriptOption(args, sink, 'mapfile', MAPFILE_OPTIONS),
  readarray: (args, sink) => scriptOption(args, sink, 'readarray', MAPFILE_OPTIONS),

  enable: (args, sink) => {
    if (args.some((arg) => /^-[a-z]*f/.test(arg.value))) sink.hidden('`enable -f` loads a builtin from a shared library, whose code cannot be checked');
  },

  trap: (args, sink, env) => {
    // `trap CODE SIGNAL…` runs CODE later; `trap SIGNAL` and `trap - SIGNAL…` reset.
    const { rest } = parseOptions(args, {});
    if (rest.length >= 2 && rest[0].value !== '-') sink.script(rest[0], 'trap', env);
  },
  alias: (args, sink, env) => {
    for (const arg of args) {
      const equals = arg.value.indexOf('=');
      if (equals > 0) sink.script({ ...arg, value: arg.value.slice(equals + 1) }, 'alias', env);
    }
  },
  // `dpkg-architecture -c cmd…` runs cmd with the architecture's variables set.
  'dpkg-architecture': (args, sink, env, stdin) => {
    const at = args.findIndex((arg) => arg.value === '-c' || arg.value === '--command');
    if (at >= 0 && at + 1 < args.length) runWords(args.slice(at + 1), sink, env, stdin);
  },
  // `fc -l`, `-ln`, `-lr` list the history; any other form runs commands from it again.
  fc: (args, sink) => {
    const options = args.filter((arg) => /^-[a-zA-Z]/.test(arg.value));
    const lists = options.length > 0 && options.every((arg) => /^-[lnr]+$/.test(arg.value)) && options.some((arg) => arg.value.includes('l'));
    if (!lists) sink.hidden("`fc` runs commands again from the shell's history, which cannot be checked");
  },
  hash: (args, sink) => {
    // `hash -p /bin/rm ls` makes `ls` run /bin/rm.
    const path = optionValue(parseOptions(args, HASH_OPTIONS), '-p');
    if (path) runWords([path], sink);
  },
};

/** `complete -C cmd`, `mapfile -C callback`: an option whose value the shell runs later. */
/** complete's and compgen's options that take a value (`-c`, `-d`, `-u`… are flags there). */
const COMPLETION_OPTIONS: OptionGrammar = { withValue: ['-C', '-A', '-G', '-W', '-F', '-P', '-S', '-X', '-o'], permute: true };
/** mapfile's and readarray's (`-t` is a flag there). */
const MAPFILE_OPTIONS: OptionGrammar = { withValue: ['-C', '-c', '-d', '-n', '-O', '-s', '-u'], permute: true };

/** The `-C` command that complete, compgen, mapfile and readarray run. */
function scriptOption(args: readonly Word[], sink: CommandSink, program: string, grammar: OptionGrammar): void {
  const script = optionValue(parseOptions(args, grammar), '-C');
  if (script) sink.script(script, `${program} -C`, []);
}

const INNER_COMMANDS: ReadonlyMap<string, InnerCommands> = new Map([
  ...[...LAUNCHERS].map(([name, grammar]): [string, InnerCommands] => [name, launch(name, grammar)]),
  ...[...SUBCOMMAND_LAUNCHERS].map(([name, launchers]): [string, InnerCommands] => [name, launchBySubcommand(name, launchers)]),
  ...Object.entries(RUNNING_COMMANDS),
]);

/** The commands of find's -exec/-execdir/-ok/-okdir actions. */
function findExecs(args: readonly Word[]): Word[][] {
  const execs: Word[][] = [];
  for (let i = 0; i < args.length; i++) {
    if (!FIND_EXEC_ACTIONS.has(args[i].value)) continue;
    let end = i + 1;
    while (end < args.length && args[end].value !== ';' && !(args[end].value === '+' && args[end - 1].value === '{}')) end++;
    if (end > i + 1) execs.push(args.slice(i + 1, end));
    i = end;
  }
  return execs;
}

function joinWords(words: readonly Word[]): Word {
  return {
    value: words.map((word) => word.value).join(' '),
    dynamic: words.some((word) => word.dynamic),
    pattern: words.some((word) => word.pattern),
    ...spanOf(words),
  };
}

function spanOf(words: readonly Word[]): Span {
  return { start: words[0].start, end: words[words.length - 1].end };
}
