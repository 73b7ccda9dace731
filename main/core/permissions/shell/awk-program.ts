import { fullLongOption } from './option-grammar.ts';

/** gawk's long options that take a value; any start of one is read as it (`--fil=-`, `--inc x`). */
export const AWK_LONG_OPTIONS = ['--file', '--exec', '--source', '--include', '--load', '--field-separator', '--assign'];
const SHORT_WITH_VALUE = new Set([...'FvfEeil']);

/** An awk command line read as awk reads it: its program text, its program and library files, its input files. */
export interface AwkInvocation {
  /** Program text given inline: `-e`/`--source`, else the first operand. */
  sources: string[];
  /** `-f`/`-E` program files and `-i` libraries, by name. */
  programFiles: string[];
  includes: string[];
  /** The files it reads its records from (operands that are no `var=value`). */
  inputs: string[];
}

/** An awk command line's words (without the program) as awk reads them. */
export function awkInvocation(args: readonly string[]): AwkInvocation {
  const found: AwkInvocation = { sources: [], programFiles: [], includes: [], inputs: [] };
  const operands: string[] = [];
  const option = (name: string, value: string) => {
    if (name === '-e' || name === '--source') found.sources.push(value);
    else if (['-f', '--file', '-E', '--exec'].includes(name)) found.programFiles.push(value);
    else if (name === '-i' || name === '--include') found.includes.push(value);
  };
  for (let i = 0; i < args.length; i++) {
    const arg = fullLongOption(args[i], AWK_LONG_OPTIONS);
    if (arg === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const equals = arg.indexOf('=');
      const name = equals < 0 ? arg : arg.slice(0, equals);
      if (AWK_LONG_OPTIONS.includes(name)) option(name, equals < 0 ? (args[++i] ?? '') : arg.slice(equals + 1));
    } else if (arg.startsWith('-') && arg.length > 1) {
      const name = arg.slice(0, 2);
      if (SHORT_WITH_VALUE.has(arg[1])) option(name, arg.length > 2 ? arg.slice(2) : (args[++i] ?? ''));
    } else {
      operands.push(arg);
    }
  }
  const inline = found.programFiles.length === 0 && found.sources.length === 0;
  if (inline && operands.length > 0) found.sources.push(operands.shift()!);
  found.inputs = operands.filter((operand) => !/^[A-Za-z_]\w*=/.test(operand));
  return found;
}

/**
 * The files an awk command line reads and writes besides its input files, as written in its program:
 * `getline < "F"` reads F, `print > "F"` and `>> "F"` write F, and gawk's inplace library (`-i inplace`,
 * `@include "inplace"`) rewrites every input file. `unknown` says why one is only known when it runs.
 */
export function awkFileTargets(args: readonly string[]): { reads: string[]; writes: string[]; unknown?: string } {
  const invocation = awkInvocation(args);
  const targets: { reads: string[]; writes: string[]; unknown?: string } = { reads: [], writes: [] };
  const inPlace = (name: string) => /(?:^|\/)inplace(?:\.awk)?$/.test(name);
  if (invocation.includes.some(inPlace) || invocation.sources.some((text) => /@include\s+"(?:[^"]*\/)?inplace(?:\.awk)?"/.test(text))) {
    targets.writes.push(...invocation.inputs);
  }
  for (const text of invocation.sources) {
    for (const redirect of redirections(text)) {
      if (redirect.file === undefined) targets.unknown ??= `the \`awk\` program ${redirect.reads ? 'reads' : 'writes'} a file whose name is only known when it runs`;
      else (redirect.reads ? targets.reads : targets.writes).push(redirect.file);
    }
  }
  return targets;
}

/** The program with its string literals blanked out (same length), so that what is inside them is no syntax. */
export function stripAwkStrings(text: string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"/g, (literal) => `"${' '.repeat(literal.length - 2)}"`);
}

/** `print … > F`, `print … >> F` (a `>` of a print outside parentheses) and `getline [var] < F`, with F when it is a string literal. */
function redirections(text: string): Array<{ reads: boolean; file?: string }> {
  const bare = stripAwkStrings(text);
  const found: Array<{ reads: boolean; file?: string }> = [];
  const target = (at: number, reads: boolean) => {
    const literal = /^\s*"((?:[^"\\]|\\.)*)"/.exec(text.slice(at));
    found.push({ reads, ...(literal && { file: literal[1].replace(/\\(.)/g, '$1') }) });
  };
  for (const print of bare.matchAll(/\bprintf?\b/g)) {
    let depth = 0;
    for (let at = print.index + print[0].length; at < bare.length; at++) {
      const char = bare[at];
      if (char === '(') depth++;
      else if (char === ')') depth--;
      else if (depth <= 0 && /[;}\n]/.test(char)) break;
      else if (depth <= 0 && char === '>') {
        target(bare[at + 1] === '>' ? at + 2 : at + 1, false);
        break;
      }
    }
  }
  for (const getline of bare.matchAll(/\bgetline\b(?:\s*[A-Za-z_$][\w$[\]]*)?\s*<(?!=)/g)) target(getline.index + getline[0].length, true);
  return found;
}
