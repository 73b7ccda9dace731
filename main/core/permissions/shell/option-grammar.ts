import type { Word } from './words.ts';

/** How a program that runs another command reads its own options before that command. */
export interface OptionGrammar {
  /** Options taking a value: short ones (`-n`) as the next word or attached (`-n5`), long ones as the next word or after `=`. */
  withValue?: readonly string[];
  /** Operands between the options and the command: timeout's duration, chroot's new root, flock's lock file. */
  operands?: number;
  /** `VAR=val` words after the options set environment variables (env, sudo). */
  assignments?: boolean;
  /** Options may also start with `+` (shells: `+o pipefail`). */
  plusOptions?: boolean;
  /** Options may follow operands, as getopt allows (`su root -c …`); there is then no command. */
  permute?: boolean;
  /** Long options that take two values (bwrap's `--bind SRC DEST`). */
  withTwoValues?: readonly string[];
  /** Single-dash options that are whole words, not clusters (gdb's `-batch`, `-ex`); those among `withValue` take one. */
  wholeWords?: readonly string[];
}

export interface ParsedOptions {
  /** Every option by name (`-c`, `--signal`); clustered short options (`-lc`) are listed one by one. */
  options: Array<{ name: string; value?: Word }>;
  assignments: Word[];
  operands: Word[];
  /** The words from the command on. */
  rest: Word[];
}

/** env and sudo take any word with a `=` as an assignment, names bash could not assign among them (`BASH_FUNC_f%%=…`). */
const ASSIGNMENT = /^[^=-][^=]*=/;

export function parseOptions(words: readonly Word[], grammar: OptionGrammar): ParsedOptions {
  const takesValue = new Set(grammar.withValue ?? []);
  const parsed: ParsedOptions = { options: [], assignments: [], operands: [], rest: [] };
  let i = 0;
  let optionsEnded = false;
  while (i < words.length) {
    const word = words[i];
    const text = word.value;
    const isOption = !optionsEnded && text.length > 1 && (text[0] === '-' || (grammar.plusOptions && text[0] === '+'));
    if (isOption && text === '--') {
      optionsEnded = true;
      i++;
    } else if (isOption && text.startsWith('--')) {
      const equals = text.indexOf('=');
      const name = equals < 0 ? text : text.slice(0, equals);
      const separate = equals < 0 && takesValue.has(name);
      parsed.options.push({ name, value: separate ? words[i + 1] : equals < 0 ? undefined : tail(word, equals + 1) });
      i += grammar.withTwoValues?.includes(name) ? 3 : separate ? 2 : 1;
    } else if (isOption && grammar.wholeWords?.includes(text)) {
      parsed.options.push({ name: text, value: takesValue.has(text) ? words[i + 1] : undefined });
      i += takesValue.has(text) ? 2 : 1;
    } else if (isOption) {
      i += readCluster(words, i, takesValue, parsed);
    } else if (grammar.assignments && parsed.operands.length === 0 && ASSIGNMENT.test(text)) {
      parsed.assignments.push(word);
      i++;
    } else if (grammar.permute || parsed.operands.length < (grammar.operands ?? 0)) {
      parsed.operands.push(word);
      i++;
    } else {
      break;
    }
  }
  parsed.rest = words.slice(i);
  return parsed;
}

/** Reads `-abc` as -a -b -c, where the first option that takes a value eats the rest of the word or the next word. */
function readCluster(words: readonly Word[], i: number, takesValue: ReadonlySet<string>, parsed: ParsedOptions): number {
  const word = words[i];
  const sign = word.value[0];
  for (let j = 1; j < word.value.length; j++) {
    const name = sign + word.value[j];
    if (!takesValue.has(name)) {
      parsed.options.push({ name });
    } else if (j + 1 < word.value.length) {
      parsed.options.push({ name, value: tail(word, j + 1) });
      return 1;
    } else {
      parsed.options.push({ name, value: words[i + 1] });
      return 2;
    }
  }
  return 1;
}

/** The value after `--name=`; as written only when the name is written plainly (`"--name"=x` keeps no raw form). */
function tail(word: Word, from: number): Word {
  const { raw, ...rest } = word;
  const prefix = word.value.slice(0, from);
  return { ...rest, value: word.value.slice(from), ...(raw?.startsWith(prefix) && { raw: raw.slice(from) }) };
}

export function hasOption(parsed: ParsedOptions, ...names: string[]): boolean {
  return parsed.options.some((option) => names.includes(option.name));
}

export function optionValue(parsed: ParsedOptions, ...names: string[]): Word | undefined {
  return parsed.options.find((option) => names.includes(option.name))?.value;
}

/**
 * A long option as getopt takes it: any start of the name (`--fil=-` for `--file=-`), written out in
 * full, the first of `names` it begins. A start that several options share makes the program refuse
 * the line, so reading it as one of them only ever sees more.
 */
export function fullLongOption(arg: string, names: readonly string[]): string {
  if (!arg.startsWith('--') || arg.length < 3) return arg;
  const equals = arg.indexOf('=');
  const given = equals < 0 ? arg : arg.slice(0, equals);
  const name = names.find((full) => full.startsWith(given));
  return name === undefined ? arg : name + arg.slice(given.length);
}

export function fullLongOptions(words: readonly Word[], names: readonly string[]): Word[] {
  return words.map((word) => {
    const value = fullLongOption(word.value, names);
    return value === word.value ? word : { ...word, value };
  });
}
