import { hasOption, optionValue, parseOptions, type OptionGrammar, type ParsedOptions } from './option-grammar.ts';
import {
  FIND_EXEC_ACTIONS, HASH_OPTIONS, LAUNCHERS, SHELL_OPTIONS, SHELLS, SU_OPTIONS, WATCH_OPTIONS, WRAPPERS,
} from './runners.ts';
import { excerpt, programName, type Word } from './words.ts';

export interface Span {
  start: number;
  end: number;
}

/** What a command reads as its standard input: a heredoc or here-string, or a file. */
export type Stdin = { script: Word } | { file: Word };

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
  /** `argumentsFromInput`: xargs adds arguments nobody can see here. */
  part(words: readonly Word[], env: readonly string[], span: Span, argumentsFromInput?: boolean): void;
  /** A string a shell runs; one known only at run time makes the whole command unanalysable. */
  script(script: Word, runner: string, env: readonly string[]): void;
  unanalysable(reason: string): void;
}

/** Strips wrappers, then records the command as a part, or analyses what a shell, eval, a launcher or find runs. */
export function runSimpleCommand(command: SimpleCommand, sink: CommandSink): void {
  let { words, env } = command;
  let argumentsFromInput = false;
  for (;;) {
    if (words.length === 0) return;
    const grammar = WRAPPERS.get(programName(words[0].value));
    if (!grammar || isLookup(words)) break;
    const parsed = parseOptions(words.slice(1), grammar);
    const split = optionValue(parsed, '-S', '--split-string');
    if (split) return sink.script(joinWords([split, ...parsed.rest]), 'env -S', env);
    // A wrapper with nothing to run is a command of its own: env prints, xargs echoes.
    if (parsed.rest.length === 0) break;
    env = [...env, ...parsed.assignments.map((word) => word.value)];
    const xargs = programName(words[0].value) === 'xargs';
    argumentsFromInput ||= xargs;
    words = xargs ? withInputReplaced(parsed) : parsed.rest;
  }
  const program = words[0];
  if (program.dynamic || program.pattern) {
    return sink.unanalysable(`the program "${excerpt(program.value)}" is only known when the command runs`);
  }
  const name = programName(program.value);
  if (SHELLS.has(name)) return runShell(words, { ...command, env }, sink);
  if (name === 'eval') {
    const code = words[1]?.value === '--' ? words.slice(2) : words.slice(1);
    return code.length > 0 ? sink.script(joinWords(code), 'eval', env) : undefined;
  }
  sink.part(words, env, command.span, argumentsFromInput);
  INNER_COMMANDS.get(name)?.(words.slice(1), sink, env);
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
    if (parsed.rest.length === 0) return sink.unanalysable(`${shell} -c runs a string that is only known when the command runs`);
    return sink.script(parsed.rest[0], `${shell} -c`, command.env);
  }
  const readsInput = hasOption(parsed, '-s') || parsed.rest.length === 0 || parsed.rest[0].value === '-';
  if (!readsInput) {
    sink.part(words, command.env, command.span);
    return runsKnownFile(parsed.rest[0], shell, sink);
  }
  if (command.stdin && 'script' in command.stdin) return sink.script(command.stdin.script, shell, command.env);
  sink.unanalysable(`${shell} reads the commands it runs from its input`);
}

type InnerCommands = (args: readonly Word[], sink: CommandSink, env: readonly string[]) => void;

const runWords = (words: readonly Word[], sink: CommandSink, env: readonly string[] = []): void =>
  runSimpleCommand({ words, env, span: spanOf(words) }, sink);

const launch = (name: string, grammar: OptionGrammar): InnerCommands => (args, sink) => {
  const parsed = parseOptions(args, grammar);
  const script = name === 'flock' ? optionValue(parsed, '-c', '--command') : undefined;
  if (script) sink.script(script, name, []);
  else if (parsed.rest.length > 0) runWords(parsed.rest, sink, parsed.assignments.map((word) => word.value));
};

/** A script named by a variable or made by `<( )` (`bash <(curl …)`) is only known when it runs. */
function runsKnownFile(script: Word | undefined, runner: string, sink: CommandSink): void {
  if (script?.dynamic) sink.unanalysable(`${runner} runs the script "${excerpt(script.value)}" that is only known when the command runs`);
}

/** Commands that run other commands (or store them to run later) besides being a part themselves. */
const RUNNING_COMMANDS: Readonly<Record<string, InnerCommands>> = {
  source: (args, sink) => runsKnownFile(args[0]?.value === '--' ? args[1] : args[0], 'source', sink),
  '.': (args, sink) => runsKnownFile(args[0]?.value === '--' ? args[1] : args[0], '.', sink),
  find: (args, sink) => {
    for (const exec of findExecs(args)) runWords(exec, sink);
  },
  watch: (args, sink, env) => {
    const parsed = parseOptions(args, WATCH_OPTIONS);
    if (parsed.rest.length === 0) return;
    if (hasOption(parsed, '-x', '--exec')) runWords(parsed.rest, sink, env);
    else sink.script(joinWords(parsed.rest), 'watch', env);
  },
  su: (args, sink) => {
    const script = optionValue(parseOptions(args, SU_OPTIONS), '-c', '--command', '--session-command');
    if (script) sink.script(script, 'su', []);
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
  hash: (args, sink) => {
    // `hash -p /bin/rm ls` makes `ls` run /bin/rm.
    const path = optionValue(parseOptions(args, HASH_OPTIONS), '-p');
    if (path) runWords([path], sink);
  },
};

const INNER_COMMANDS: ReadonlyMap<string, InnerCommands> = new Map([
  ...[...LAUNCHERS].map(([name, grammar]): [string, InnerCommands] => [name, launch(name, grammar)]),
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
