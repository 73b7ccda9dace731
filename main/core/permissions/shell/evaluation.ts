import { coreMessageOf } from '../../../../shared/vocabulary/core-messages.ts';
import type { Reason } from '../reasons.ts';

/**
 * Bash evaluates some text as code: arithmetic (`$((x))`, `(( ))`, `let`, `[[ x -eq 0 ]]`, array
 * subscripts, integer variables) reads a variable's value as an expression, and an expression's
 * `a[$(cmd)]` runs cmd; `${!x}`, `${x@P}`, `declare "$x"`, `printf -v "$x"`, `read "$x"` and
 * `[[ -v $x ]]` read a value as a variable name, with the same effect. Literal text is harmless
 * (`echo $((2*3))`); a value that comes from a command, the input, a file name or a file the line
 * sources may hold such code. This tracks, over one command line, where each variable's value came
 * from and what is evaluated, and names what makes the line evaluate data as code.
 */
export interface Evaluations {
  /** By variable: whether some assignment gave it a value only known at run time. */
  variables: Map<string, boolean>;
  /** Variables given the integer attribute (`declare -i n`): every assignment to them is arithmetic. */
  integers: Set<string>;
  /** Assignments to any variable, whose value is only known at run time. */
  dynamicAssignments: Set<string>;
  /** Something may have set variables nobody can see (`source f`, `export $(cat .env)`). */
  unknownAssignments: boolean;
  /** A shell string run with arguments, or `set --`: the positional parameters are data. */
  positionalData: boolean;
  /** Variables whose value is evaluated, with the place they are evaluated in. */
  evaluated: Array<{ name: string; sink: string }>;
  /** The first thing that evaluates data that came from a command. */
  hidden?: Reason;
}

export function emptyEvaluations(): Evaluations {
  return {
    variables: new Map(),
    integers: new Set(),
    dynamicAssignments: new Set(),
    unknownAssignments: false,
    positionalData: false,
    evaluated: [],
  };
}

/** Programs whose output is a number or a plain word, never code: `$(( $(nproc) + 1 ))` is fine. */
const NUMERIC_PROGRAMS = new Set(['nproc', 'wc', 'date', 'id', 'getconf', 'expr', 'stat', 'du', 'seq', 'tput', 'sysctl', 'ulimit']);

/** Variables bash sets to numbers or that nothing in the line can set. */
const SHELL_NUMBERS = new Set([
  'RANDOM', 'SRANDOM', 'SECONDS', 'LINENO', 'BASHPID', 'PPID', 'UID', 'EUID', 'EPOCHSECONDS', 'EPOCHREALTIME', 'OPTIND', 'HISTCMD',
  'COLUMNS', 'LINES', 'SHLVL',
]);

/** Records an assignment; `fromNumbers` when its value is only the output of a numeric program. */
export function assigned(evaluations: Evaluations, name: string, dynamic: boolean, fromNumbers = false): void {
  const tainted = dynamic && !fromNumbers;
  evaluations.variables.set(name, (evaluations.variables.get(name) ?? false) || tainted);
  if (tainted) evaluations.dynamicAssignments.add(name);
}

/** Notes text bash evaluates as arithmetic: the variables it names, and any command whose output it evaluates. */
export function evaluatedText(evaluations: Evaluations, text: string, sink: string): void {
  const body = text.replace(/\$?\(\(|\)\)|\$\[/g, ' ');
  for (const command of body.matchAll(/\$\(\s*([^\s()|;&]*)|`\s*([^\s`|;&]*)/g)) {
    const program = (command[1] ?? command[2] ?? '').replace(/^.*\//, '');
    if (!NUMERIC_PROGRAMS.has(program)) evaluations.hidden ??= coreMessageOf('shell.output-evaluated', { program: program || 'a command', sink });
  }
  const plain = body.replace(/\$\([^)]*\)|`[^`]*`|'[^']*'|\b\d+#\w+|\b0[xX][\da-fA-F]+/g, ' ');
  for (const match of plain.matchAll(/\$\{?[#!]?([A-Za-z_]\w*)|\$\{?([\d@*])|(?<![\w$#@.])([A-Za-z_]\w*)/g)) {
    const name = match[1] ?? match[2] ?? match[3];
    evaluations.evaluated.push({ name, sink });
  }
}

/** A variable name given by a value only known at run time: `declare "$x"`, `printf -v "$x"`, `${!x}` with x from a command. */
export function evaluatedName(evaluations: Evaluations, word: { value: string; dynamic: boolean }, sink: string): void {
  if (word.dynamic) evaluations.hidden ??= `"${word.value.slice(0, 40)}" is evaluated as a variable name in ${sink}, which runs code in it`;
  else if (word.value.includes('[')) evaluatedText(evaluations, word.value.slice(word.value.indexOf('[')), sink);
}

/** Why the line evaluates data as code, when it does. */
export function evaluatesData(evaluations: Evaluations): Reason | undefined {
  if (evaluations.hidden) return evaluations.hidden;
  for (const name of evaluations.integers) {
    if (evaluations.dynamicAssignments.has(name)) return coreMessageOf('shell.integer-variable', { name });
  }
  for (const { name, sink } of evaluations.evaluated) {
    if (isData(evaluations, name)) return coreMessageOf('shell.variable-evaluated', { name, sink });
  }
  return undefined;
}

function isData(evaluations: Evaluations, name: string): boolean {
  if (/^[\d@*]$/.test(name)) return evaluations.positionalData;
  if (SHELL_NUMBERS.has(name) || /^[#?$!-]$/.test(name)) return false;
  const known = evaluations.variables.get(name);
  return known ?? evaluations.unknownAssignments;
}
