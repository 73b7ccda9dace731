import { fullLongOption } from './option-grammar.ts';

/** Flags of sed that change neither files nor what runs (single letters may be clustered: -nE). */
const QUIET_FLAGS = new Set(['n', 'E', 'r', 's', 'z', 'u']);
const QUIET_LONG_FLAGS = new Set([
  '--quiet', '--silent', '--regexp-extended', '--separate', '--null-data', '--unbuffered', '--posix', '--debug', '--sandbox',
]);

/** One command of a sed script: its letter, the text after it (a file, a command, a label), and an `s` command's flags. */
export interface SedCommand {
  name: string;
  argument?: string;
  flags?: string;
}

interface SedInvocation {
  scripts: string[];
  /** Only quiet flags were given (no -i, -f, or anything unknown). */
  quiet: boolean;
  /** --sandbox: e, r and w are refused by sed itself. */
  sandbox: boolean;
  /** -f / --file: a script file the analysis cannot read. */
  scriptFile: boolean;
  /** The script files by name, with the index of the argument that holds each. */
  scriptFiles: Array<{ name: string; arg: number }>;
}

/** GNU sed's long options, those that run or write first: a start of one (`--expr=…`, `--in`) is read as it. */
export const SED_LONG_OPTIONS = [
  '--expression', '--file', '--in-place', '--line-length', '--quiet', '--silent', '--regexp-extended', '--separate', '--null-data',
  '--zero-terminated', '--unbuffered', '--posix', '--debug', '--follow-symlinks', '--binary', '--help', '--version', '--sandbox',
];

function readInvocation(args: readonly string[]): SedInvocation {
  const invocation: SedInvocation = { scripts: [], quiet: true, sandbox: false, scriptFile: false, scriptFiles: [] };
  const operands: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = fullLongOption(args[i], SED_LONG_OPTIONS);
    if (arg === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (arg === '--expression' || arg.startsWith('--expression=')) {
      invocation.scripts.push(arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[++i] ?? ''));
    } else if (arg === '--file' || arg.startsWith('--file=')) {
      invocation.scriptFile = true;
      invocation.quiet = false;
      const at = arg.includes('=') ? i : ++i;
      invocation.scriptFiles.push({ name: arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[at] ?? ''), arg: at });
    } else if (arg.startsWith('--')) {
      if (arg === '--sandbox') invocation.sandbox = true;
      if (!QUIET_LONG_FLAGS.has(arg)) invocation.quiet = false;
    } else if (arg.startsWith('-') && arg.length > 1) {
      readCluster(arg, i, () => ++i, args, invocation);
    } else {
      operands.push(arg);
    }
  }
  if (invocation.scripts.length === 0 && !invocation.scriptFile && operands.length > 0) invocation.scripts.push(operands[0]);
  return invocation;
}

/** Reads `-nE`, `-ne SCRIPT`, `-e'p'` or `-f file` (the argument at `at`; `next` moves to the next one and gives its index). */
function readCluster(arg: string, at: number, next: () => number, args: readonly string[], invocation: SedInvocation): void {
  for (let j = 1; j < arg.length; j++) {
    if (arg[j] === 'e') {
      invocation.scripts.push(j + 1 < arg.length ? arg.slice(j + 1) : (args[next()] ?? ''));
      return;
    }
    if (arg[j] === 'f') {
      invocation.scriptFile = true;
      invocation.quiet = false;
      const index = j + 1 < arg.length ? at : next();
      invocation.scriptFiles.push({ name: j + 1 < arg.length ? arg.slice(j + 1) : (args[index] ?? ''), arg: index });
      return;
    }
    if (!QUIET_FLAGS.has(arg[j])) invocation.quiet = false;
  }
}

/** Commands that only print, delete or move text between the pattern and hold spaces. */
const PRINTING_COMMANDS = new Set([...'pPdDnNgGhHxlLzqQ=F{}']);

/** sed is read-only without -i and -f, when every script only prints, deletes or substitutes (no w, W, e, r or R). */
export function isReadOnlySed(args: readonly string[]): boolean {
  const invocation = readInvocation(args);
  if (!invocation.quiet || invocation.scripts.length === 0) return false;
  return invocation.scripts.every((script) => {
    const commands = scanSedScript(script);
    return commands !== undefined && commands.every((command) => PRINTING_COMMANDS.has(command.name) || command.name === '#' ||
      ((command.name === 's' || command.name === 'y') && !/[we]/.test(command.flags ?? '')) || command.name === ':' || /^[btT]$/.test(command.name));
  });
}

/**
 * What a sed invocation runs: the commands of `e command`, and a reason when it runs text only known
 * at run time (`e` alone runs the pattern space, `s///e` runs the result of the substitution).
 */
export function sedExecutions(args: readonly string[]): { commands: string[]; hidden?: string } {
  const invocation = readInvocation(args);
  if (invocation.sandbox) return { commands: [] };
  const found: { commands: string[]; hidden?: string } = { commands: [] };
  for (const script of invocation.scripts) {
    const commands = scanSedScript(script);
    if (!commands) {
      if (/e/.test(script)) found.hidden ??= `\`sed\` may run part of its script ("${script.slice(0, 40)}") as a command`;
      continue;
    }
    for (const command of commands) {
      if (command.name === 'e' && command.argument) found.commands.push(command.argument);
      else if (command.name === 'e') found.hidden ??= '`sed e` runs the text it reads as a command';
      else if (command.name === 's' && command.flags?.includes('e')) found.hidden ??= '`sed s///e` runs the result of the substitution as a command';
    }
  }
  return found;
}

/** The script files of a sed invocation (`-f F`, `--file=F`), each with the index of the argument that holds its name. */
export function sedScriptFiles(args: readonly string[]): Array<{ name: string; arg: number }> {
  return readInvocation(args).scriptFiles;
}

/** The files a sed invocation reads (r, R) and writes (w, W, and s///w), as written. */
export function sedFileTargets(args: readonly string[]): { reads: string[]; writes: string[] } {
  const targets = { reads: [] as string[], writes: [] as string[] };
  for (const script of readInvocation(args).scripts) {
    for (const command of scanSedScript(script) ?? []) {
      if ((command.name === 'r' || command.name === 'R') && command.argument) targets.reads.push(command.argument);
      if ((command.name === 'w' || command.name === 'W' || (command.name === 's' && command.flags?.includes('w'))) && command.argument) {
        targets.writes.push(command.argument);
      }
    }
  }
  return targets;
}

/** Commands whose argument is the rest of the line: text, a file, a command. */
const LINE_ARGUMENT = new Set([...'aicrRwWe']);
/** Commands whose argument is a label, ended by `;` or a newline. */
const LABEL_ARGUMENT = new Set([...':btT']);

/** Splits a script into its commands; undefined when it cannot be read (then nothing about it is known). */
export function scanSedScript(script: string): SedCommand[] | undefined {
  const commands: SedCommand[] = [];
  let i = 0;
  const skip = (pattern: RegExp): void => {
    while (i < script.length && pattern.test(script[i])) i++;
  };
  /** Skips text up to an unescaped delimiter and the delimiter itself. */
  const delimited = (delimiter: string): boolean => {
    for (; i < script.length; i++) {
      if (script[i] === '\\') i++;
      else if (script[i] === delimiter) {
        i++;
        return true;
      }
    }
    return false;
  };
  const restOfLine = (): string => {
    const end = script.indexOf('\n', i);
    const text = script.slice(i, end < 0 ? undefined : end);
    i = end < 0 ? script.length : end;
    return text;
  };
  const address = (): boolean => {
    if (script[i] === '$') i++;
    else if (/[\d+~]/.test(script[i] ?? '')) skip(/[\d+~]/);
    else if (script[i] === '/' || script[i] === '\\') {
      const delimiter = script[i] === '\\' ? script[++i] : '/';
      i++;
      if (!delimited(delimiter)) return false;
      skip(/[IM]/);
    }
    return true;
  };
  for (;;) {
    skip(/[\s;]/);
    if (i >= script.length) return commands;
    if (!address()) return undefined;
    skip(/\s/);
    if (script[i] === ',') {
      i++;
      skip(/\s/);
      if (!address()) return undefined;
    }
    skip(/[\s!]/);
    const name = script[i++];
    if (name === undefined) return undefined;
    if (name === '#') {
      restOfLine();
      commands.push({ name });
    } else if (name === 's' || name === 'y') {
      const delimiter = script[i++];
      if (!delimiter || delimiter === '\\' || delimiter === '\n' || !delimited(delimiter) || !delimited(delimiter)) return undefined;
      const flagsStart = i;
      if (name === 's') skip(/[gpiImMew\d]/);
      const flags = script.slice(flagsStart, i);
      // The w flag takes the rest of the line as its file.
      const argument = flags.includes('w') ? restOfLine().trim() : undefined;
      commands.push({ name, flags, ...(argument !== undefined && { argument }) });
    } else if (LINE_ARGUMENT.has(name)) {
      const text = restOfLine();
      commands.push({ name, argument: name === 'a' || name === 'i' || name === 'c' ? text : text.trim() });
    } else if (LABEL_ARGUMENT.has(name)) {
      skip(/[ \t]/);
      const start = i;
      skip(/[^;\n]/);
      commands.push({ name, argument: script.slice(start, i).trim() });
    } else if (PRINTING_COMMANDS.has(name)) {
      skip(/\d/);
      commands.push({ name });
    } else if (name === 'v') {
      skip(/[\d.]/);
      commands.push({ name });
    } else {
      return undefined;
    }
  }
}
