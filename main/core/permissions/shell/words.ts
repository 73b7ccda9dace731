import type { SyntaxNode } from './bash-parser.ts';
import { decodeAnsiC, unquoteBare, unquoteDouble } from './quoting.ts';

/** A shell word after quote removal. */
export interface Word {
  /** Quotes and escapes removed; expansions, substitutions and globs stay as written (`$HOME/x`, `*.o`). */
  value: string;
  /** Holds an expansion or substitution, so its real value is only known when it runs. */
  dynamic: boolean;
  /** Holds an unquoted glob or brace pattern the shell would expand. */
  pattern: boolean;
  /** The word as written, quotes and expansions included (`"$HOME"/x`), for expanding it as the shell will; absent on words made up by the analysis. */
  raw?: string;
  /** UTF-16 offsets into the analysed string. */
  start: number;
  end: number;
}

/** Node types whose text is taken literally; every other named node is an expansion or substitution. */
const VERBATIM = new Set(['number', 'variable_name', 'special_variable_name', 'test_operator', 'regex', 'file_descriptor']);

/** Evaluates a word node as the shell would before running the command, without expanding anything. */
export function evaluateWord(node: SyntaxNode, source: string): Word {
  const word: Word = { value: '', dynamic: false, pattern: false, raw: source.slice(node.start, node.end), start: node.start, end: node.end };
  append(word, node, source);
  return word;
}

function append(word: Word, node: SyntaxNode, source: string): void {
  const text = source.slice(node.start, node.end);
  if (!node.named) {
    // Punctuation inside a word: the `$` of `"$"`, the empty backticks "``", `==` in `[[ a == b ]]`.
    if (text !== '"' && text !== '``') word.value += text;
    return;
  }
  switch (node.type) {
    case 'word': {
      const bare = unquoteBare(text);
      word.value += bare.value;
      word.pattern ||= bare.pattern;
      return;
    }
    case 'raw_string':
      word.value += text.slice(1, -1);
      return;
    case 'ansi_c_string':
      word.value += decodeAnsiC(text.slice(2, -1));
      return;
    case 'string_content':
      word.value += unquoteDouble(text);
      return;
    case 'command_name':
    case 'string':
    case 'concatenation':
      for (const child of node.children) append(word, child, source);
      return;
    case 'translated_string':
      for (const child of node.children) if (child.named) append(word, child, source);
      return;
    case 'brace_expression':
    case 'extglob_pattern':
      word.value += text;
      word.pattern = true;
      return;
    default:
      word.value += text;
      if (!VERBATIM.has(node.type)) word.dynamic = true;
  }
}

/** The program a command runs, for matching: the basename, without a leading backslash ("/usr/bin/rm" and "\rm" give "rm"). */
export function programName(argv0: string): string {
  return argv0.slice(argv0.lastIndexOf('/') + 1).replace(/^\\/, '');
}

/** Debian names its builds and wrappers so (`vim.basic`, `vim.tiny`, `less.real`, `nc.openbsd`): the program they are. */
export function withoutBuildSuffix(name: string): string {
  return name.replace(/\.(?:basic|tiny|nox|gtk3?|athena|motif|real|traditional|openbsd)$/, '');
}

/** Words made up from a process's argument list, which holds no expansions. */
export function literalWords(args: readonly string[]): Word[] {
  return args.map((value) => ({ value, dynamic: false, pattern: false, start: 0, end: 0 }));
}

/** Text quoted in a message for the person, cut short when long. */
export function excerpt(text: string, length = 60): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

/**
 * Words with no blank between them are one word to bash, though tree-sitter may give them apart
 * (`$"text"` comes as `$` and a string; the `$` only marks the string as translatable).
 */
export function joinAdjacent(words: readonly Word[], source: string): Word[] {
  const joined: Word[] = [];
  for (const word of words) {
    const previous = joined[joined.length - 1];
    if (previous?.end !== word.start) joined.push(word);
    else {
      const translated = previous.value === '$' && source[word.start] === '"';
      joined[joined.length - 1] = {
        value: translated ? word.value : previous.value + word.value,
        dynamic: previous.dynamic || word.dynamic,
        pattern: previous.pattern || word.pattern,
        ...(previous.raw !== undefined && word.raw !== undefined && { raw: previous.raw + word.raw }),
        start: previous.start,
        end: word.end,
      };
    }
  }
  return joined;
}
