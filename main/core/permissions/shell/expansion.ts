import { expandBraces } from './brace-expansion.ts';
import { globPaths, hasGlob, MAX_MATCHES } from './globs.ts';
import { decodeAnsiC } from './quoting.ts';
import { excerpt } from './words.ts';

/**
 * The value of an expansion that is some number (`$!`, `$((…))`, `$RANDOM`): it stands for every
 * existing name made of digits there (`/proc/$PPID/environ` is every `/proc/N/environ`).
 */
export const A_NUMBER = '\u0000number';

/** What the shell will know when it expands a word: variables, home folders, the folder it runs in. */
export interface ExpansionScope {
  /** Every value a variable may have when the word is expanded (A_NUMBER for some number), or why that is not known. */
  variable(name: string): string[] | { unknown: string };
  /** The home folders `~` may stand for. */
  homes: readonly string[];
  /** The home folder of another user (`~root`), or undefined when there is no such user. */
  homeOf(user: string): string | undefined;
  /** The folders the word may be expanded in: `$PWD`, `$(pwd)` and relative globs use them. */
  cwds: readonly string[];
  /** The words standing for the output of a command that lists files (`git ls-files`), or undefined for any other command. */
  output?(command: string): string[] | undefined;
}

/** The words one shell word becomes (after brace, tilde, variable, command and glob expansion, and word splitting), or why they cannot be known. */
export type Expansion = { words: string[] } | { unknown: string };

/** A word with no quote, escape, expansion, tilde, brace or glob: it stands for itself (most words), whatever the scope. */
export function isPlainWord(raw: string): boolean {
  return PLAIN.test(raw);
}

const PLAIN = /^[\w./:=+,@%-]+$/;

/** More words than this (braces × variables with several values × glob matches) are not followed. */
const MAX_WORDS = MAX_MATCHES;

/*
 * A word is first encoded into one string that the brace expansion and the glob matcher can read:
 * quoted special characters become private-use characters (so `'*'` is no glob and `"{a,b}"` no
 * brace), each expansion becomes a placeholder character, and word splitting marks its cuts.
 */
const QUOTED = 0xe000;
const PLACEHOLDER = 0xf000;
const SPLIT = '\uf8ff';
const RESERVED = /[\ue000-\ue0ff\uf000-\uf0ff\uf8ff]/;
const SPECIAL = new Set(['*', '?', '[', ']', '{', '}', ',', '~', '\\']);

interface Piece {
  values: string[] | { unknown: string };
  quoted: boolean;
}

interface Encoded {
  text: string;
  pieces: Piece[];
}

/**
 * Expands one word as bash will before running the command; `raw` is the word as written. The value
 * of an assignment (`x=~/a:$HOME/b`) is expanded without word splitting and pathname expansion.
 */
export function expandWord(raw: string, scope: ExpansionScope, as: 'word' | 'assignment' = 'word'): Expansion {
  if (isPlainWord(raw)) return { words: [raw] };
  if (RESERVED.test(raw)) return { unknown: `the word "${excerpt(raw)}" holds characters the check cannot follow` };
  const encoded = encode(raw, scope);
  if ('unknown' in encoded) return encoded;
  const unknown = encoded.pieces.find((piece) => !Array.isArray(piece.values));
  if (unknown) return unknown.values as { unknown: string };
  const words: string[] = [];
  if (as === 'assignment') {
    for (const withHome of expandTilde(encoded.text, scope)) {
      for (const filled of fillPlaceholders(withHome, encoded.pieces, false)) words.push(decode(filled));
    }
    return words.length > MAX_WORDS ? { unknown: `"${excerpt(raw)}" stands for more than ${MAX_WORDS} values` } : { words };
  }
  for (const braced of encoded.text.includes('{') ? expandBraces(encoded.text) : [encoded.text]) {
    for (const withHome of expandTilde(braced, scope)) {
      for (const filled of fillPlaceholders(withHome, encoded.pieces, true)) {
        for (const field of filled.split(SPLIT)) {
          if (field === '' && filled !== '') continue;
          words.push(...globbed(field, scope.cwds));
          if (words.length > MAX_WORDS) return { unknown: `"${excerpt(raw)}" stands for more than ${MAX_WORDS} words` };
        }
      }
    }
  }
  return { words };
}

/** The literal text a word stands for when nothing in it is expanded: quotes removed, escapes applied. */
export function literalOf(text: string): string {
  return decode(text);
}

function globbed(field: string, cwds: readonly string[]): string[] {
  if (!hasGlob(field)) return [decode(field)];
  const found = new Set<string>();
  for (const cwd of cwds) for (const path of globPaths(field, cwd, decode)) found.add(path);
  // Without a match bash passes the pattern on as it is.
  return found.size > 0 ? [...found] : [decode(field)];
}

function quoted(char: string): string {
  return SPECIAL.has(char) ? String.fromCharCode(QUOTED + char.charCodeAt(0)) : char;
}

function quotedText(text: string): string {
  let result = '';
  for (const char of text) result += quoted(char);
  return result;
}

function decode(text: string): string {
  return text.replace(/[\ue000-\ue0ff]/g, (char) => String.fromCharCode(char.charCodeAt(0) - QUOTED));
}

/** Turns the raw word into the encoded string and the expansions it holds. */
function encode(raw: string, scope: ExpansionScope): Encoded | { unknown: string } {
  const pieces: Piece[] = [];
  let text = '';
  const expansion = (values: Piece['values'], inQuotes: boolean): void => {
    text += String.fromCharCode(PLACEHOLDER + pieces.length);
    pieces.push({ values, quoted: inQuotes });
  };
  let i = 0;
  let inDouble = false;
  while (i < raw.length) {
    const char = raw[i];
    if (char === '\\') {
      const next = raw[i + 1];
      if (next === undefined) text += inDouble ? '\\' : '';
      else if (next === '\n') { /* a line continuation */ }
      else if (!inDouble || '$`"\\'.includes(next)) text += quoted(next);
      else text += quoted('\\') + quoted(next);
      i += 2;
    } else if (char === '"') {
      inDouble = !inDouble;
      i++;
    } else if (char === "'" && !inDouble) {
      const end = raw.indexOf("'", i + 1);
      if (end < 0) return { unknown: `a quote in "${excerpt(raw)}" is left open` };
      text += quotedText(raw.slice(i + 1, end));
      i = end + 1;
    } else if (char === '$' && raw[i + 1] === "'" && !inDouble) {
      const end = ansiCEnd(raw, i + 2);
      if (end < 0) return { unknown: `a quote in "${excerpt(raw)}" is left open` };
      text += quotedText(decodeAnsiC(raw.slice(i + 2, end)));
      i = end + 1;
    } else if (char === '$' && raw[i + 1] === '"' && !inDouble) {
      i++;
    } else if (char === '$' || char === '`') {
      const read = readExpansion(raw, i, scope);
      if (!read) {
        text += inDouble ? quoted('$') : '$';
        i++;
      } else {
        expansion(read.values, inDouble);
        i = read.end;
      }
    } else if ((char === '<' || char === '>') && raw[i + 1] === '(' && !inDouble) {
      // `<(cmd)` is a pipe from a command (analysed on its own), named /dev/fd/N.
      const end = closing(raw, i + 1, '(', ')');
      if (end < 0) return { unknown: `a parenthesis in "${excerpt(raw)}" is left open` };
      text += '/dev/fd/63';
      i = end + 1;
    } else {
      text += inDouble ? quoted(char) : char;
      i++;
    }
  }
  if (inDouble) return { unknown: `a quote in "${excerpt(raw)}" is left open` };
  return { text, pieces };
}

function ansiCEnd(raw: string, from: number): number {
  for (let i = from; i < raw.length; i++) {
    if (raw[i] === '\\') i++;
    else if (raw[i] === "'") return i;
  }
  return -1;
}

/** The index of the bracket that closes the one at `open`, skipping quoted text; -1 when none does. */
function closing(raw: string, open: number, opening: string, closer: string): number {
  let depth = 0;
  for (let i = open; i < raw.length; i++) {
    const char = raw[i];
    if (char === '\\') i++;
    else if (char === "'") {
      const end = raw.indexOf("'", i + 1);
      if (end < 0) return -1;
      i = end;
    } else if (char === opening) depth++;
    else if (char === closer && --depth === 0) return i;
  }
  return -1;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
const SPECIAL_PARAMETER = /^[0-9@*#?$!-]/;
const PWD_COMMAND = /^\s*pwd(\s+-[LP])?\s*$/;

/** The expansion starting at `at` (`$x`, `${…}`, `$(…)`, `$((…))`, `` `…` ``), or undefined for a `$` that stays literal. */
function readExpansion(raw: string, at: number, scope: ExpansionScope): { values: Piece['values']; end: number } | undefined {
  if (raw[at] === '`') {
    let end = at + 1;
    while (end < raw.length && raw[end] !== '`') end += raw[end] === '\\' ? 2 : 1;
    if (end >= raw.length) return { values: { unknown: 'a backtick is left open' }, end: raw.length };
    return { values: substitution(raw.slice(at + 1, end), scope), end: end + 1 };
  }
  const rest = raw.slice(at + 1);
  if (rest.startsWith('((') || rest.startsWith('[')) {
    const end = rest.startsWith('[') ? closing(raw, at + 1, '[', ']') : closing(raw, at + 1, '(', ')');
    return { values: [A_NUMBER], end: end < 0 ? raw.length : end + 1 };
  }
  if (rest.startsWith('(')) {
    const end = closing(raw, at + 1, '(', ')');
    if (end < 0) return { values: { unknown: 'a parenthesis is left open' }, end: raw.length };
    return { values: substitution(raw.slice(at + 2, end), scope), end: end + 1 };
  }
  if (rest.startsWith('{')) {
    const end = closing(raw, at + 1, '{', '}');
    if (end < 0) return { values: { unknown: 'a brace is left open' }, end: raw.length };
    return { values: parameter(raw.slice(at + 2, end), scope), end: end + 1 };
  }
  const name = NAME.exec(rest)?.[0] ?? SPECIAL_PARAMETER.exec(rest)?.[0];
  if (!name) return undefined;
  return { values: scope.variable(name), end: at + 1 + name.length };
}

function substitution(command: string, scope: ExpansionScope): Piece['values'] {
  if (PWD_COMMAND.test(command)) return [...scope.cwds];
  return scope.output?.(command) ?? { unknown: `the output of $(${excerpt(command.trim(), 40)}) is not known before the command runs, so the file it names cannot be checked` };
}

/** `${name}`, `${name:-word}` and kin; any other form (`${#x}`, `${x/a/b}`, `${!x}`, `${x[1]}`) is not followed. */
function parameter(body: string, scope: ExpansionScope): Piece['values'] {
  const name = NAME.exec(body)?.[0] ?? SPECIAL_PARAMETER.exec(body)?.[0];
  const notFollowed = { unknown: `\${${excerpt(body, 40)}} is only worked out when the command runs, so the file it names cannot be checked` };
  if (body.startsWith('#') && body.length > 1 && NAME.test(body.slice(1))) return [A_NUMBER];
  if (!name || body.startsWith('!')) return notFollowed;
  const values = scope.variable(name);
  const operator = /^(:?[-=+?])/.exec(body.slice(name.length))?.[1];
  if (body.length === name.length) return values;
  if (!operator || !Array.isArray(values)) return Array.isArray(values) ? notFollowed : values;
  const alternative = expandWord(body.slice(name.length + operator.length), scope, 'assignment');
  if ('unknown' in alternative) return alternative;
  // Unset and empty are one here (an unset variable is known as ""), so both readings are kept.
  const result = new Set<string>();
  const add = (...found: string[]) => found.forEach((value) => result.add(value));
  for (const value of values) {
    if (operator.endsWith('+')) {
      if (value === '') add('');
      if (value !== '' || !operator.startsWith(':')) add(...alternative.words);
    } else if (operator.endsWith('?')) {
      add(value);
    } else if (value !== '') {
      add(value);
    } else {
      add(...alternative.words);
      if (!operator.startsWith(':')) add('');
    }
  }
  return [...result];
}

/** `~`, `~/x`, `~user/x`, `~+` and `~-` at the start of a word, when no character of the prefix is quoted. */
function expandTilde(text: string, scope: ExpansionScope): string[] {
  if (!text.startsWith('~')) return [text];
  const slash = text.indexOf('/');
  const prefix = text.slice(1, slash < 0 ? text.length : slash);
  const rest = slash < 0 ? '' : text.slice(slash);
  if (/[^\w.-]/.test(prefix.replace(/^[+-]$/, ''))) return [text];
  const homes = prefix === '' ? scope.homes : prefix === '+' ? scope.cwds : prefix === '-' ? oldPwd(scope) : known(scope.homeOf(prefix));
  return homes.length > 0 ? homes.map((home) => quotedText(home) + rest) : [text];
}

function oldPwd(scope: ExpansionScope): string[] {
  const values = scope.variable('OLDPWD');
  return Array.isArray(values) ? values : [];
}

function known(home: string | undefined): string[] {
  return home === undefined ? [] : [home];
}

/** Every combination of the placeholders' values; an unquoted value is split into words and may glob. */
function fillPlaceholders(text: string, pieces: readonly Piece[], split: boolean): string[] {
  let results = [''];
  let literal = '';
  const flush = () => {
    results = results.map((result) => result + literal);
    literal = '';
  };
  for (const char of text) {
    const index = char.charCodeAt(0) - PLACEHOLDER;
    if (index < 0 || index >= pieces.length) {
      literal += char;
      continue;
    }
    flush();
    const piece = pieces[index];
    const values = (piece.values as string[]).map((value) =>
      value === A_NUMBER ? '[0-9]*' : piece.quoted || !split ? quotedText(value) : value.trim().replace(/\s+/g, SPLIT),
    );
    results = results.flatMap((result) => values.map((value) => result + value)).slice(0, MAX_WORDS + 1);
  }
  flush();
  return results;
}
