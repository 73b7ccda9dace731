import type { SyntaxNode } from './bash-parser.ts';
import { backtickCommands, unquoteHeredoc } from './quoting.ts';
import type { Stdin } from './simple-command.ts';
import type { Word } from './words.ts';

export const REDIRECT_TYPES: ReadonlySet<string> = new Set(['file_redirect', 'heredoc_redirect', 'herestring_redirect']);

/** What the redirections of one command add up to. */
export interface Redirections {
  writes: string[];
  /** `writes` as written, quotes and expansions kept. */
  writeWords: string[];
  /** Files read, as written: `< f`, `3< f`, `<> f`. */
  reads: string[];
  /** Words tree-sitter put into a redirection that are really the command's arguments (`rm > /dev/null -rf /`). */
  extraArguments: Word[];
  stdin?: Stdin;
}

const WRITING_OPERATORS = new Set(['>', '>>', '&>', '&>>', '>|', '>&']);
const READING_OPERATORS = new Set(['<', '<>']);
const NOT_FILES = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);

export function emptyRedirections(): Redirections {
  return { writes: [], writeWords: [], reads: [], extraArguments: [] };
}

/** Adds one redirection node (and the redirections nested in a heredoc's) to `into`. */
export function addRedirection(
  node: SyntaxNode,
  source: string,
  evaluate: (node: SyntaxNode) => Word,
  into: Redirections,
): void {
  const readsStdin = !node.children.some((child) => child.type === 'file_descriptor' && source.slice(child.start, child.end) !== '0');
  if (node.type === 'file_redirect') {
    const operator = node.children.find((child) => !child.named && child.field !== 'descriptor');
    const [target, ...extra] = node.children.filter((child) => child.field === 'destination');
    into.extraArguments.push(...extra.map(evaluate));
    if (!operator || !target) return;
    const op = source.slice(operator.start, operator.end);
    if (op === '<' && readsStdin) into.stdin = { file: evaluate(target) };
    // `<&3`, `<&p`: another command's output, through a descriptor.
    if (op === '<&' && readsStdin) into.stdin = { pipe: true };
    if (target.type === 'process_substitution') return;
    if (READING_OPERATORS.has(op)) into.reads.push(source.slice(target.start, target.end));
    if (!WRITING_OPERATORS.has(op)) return;
    // `>&2` duplicates a descriptor; `>&file` writes like `&>file`.
    if (op === '>&' && target.type === 'number') return;
    const path = evaluate(target).value;
    if (!NOT_FILES.has(path)) {
      into.writes.push(path);
      into.writeWords.push(source.slice(target.start, target.end));
    }
  } else if (node.type === 'herestring_redirect') {
    const text = node.children.find((child) => child.named && child.type !== 'file_descriptor');
    if (text && readsStdin) into.stdin = { script: evaluate(text) };
  } else {
    for (const child of node.children) {
      if (child.field === 'argument') into.extraArguments.push(evaluate(child));
      if (child.field === 'redirect') addRedirection(child, source, evaluate, into);
    }
    const body = heredocBody(node, source);
    if (body && readsStdin) into.stdin = { script: body };
  }
}

/** A heredoc whose delimiter is quoted (<<'EOF', <<"EOF", <<\EOF) feeds its body as it is, expanding nothing. */
export function isQuotedHeredoc(node: SyntaxNode, source: string): boolean {
  const start = node.children.find((child) => child.type === 'heredoc_start');
  return start !== undefined && /['"\\]/.test(source.slice(start.start, start.end));
}

/** The text a heredoc feeds its command, as that command reads it. */
function heredocBody(node: SyntaxNode, source: string): Word | undefined {
  const body = node.children.find((child) => child.type === 'heredoc_body');
  if (!body) return undefined;
  const quoted = isQuotedHeredoc(node, source);
  const stripsTabs = node.children.some((child) => !child.named && source.slice(child.start, child.end) === '<<-');
  let text = source.slice(body.start, body.end);
  if (stripsTabs) text = text.replace(/^\t+/gm, '');
  return {
    value: quoted ? text : unquoteHeredoc(text),
    // Only an unquoted heredoc expands $x, $( ) and backticks; tree-sitter gives all but backticks as children of the body.
    dynamic: !quoted && (body.children.some((child) => child.type !== 'heredoc_content') || backtickCommands(text)?.length !== 0),
    pattern: false,
    start: body.start,
    end: body.end,
  };
}

/** A heredoc body's own text, without the expansions tree-sitter parsed in it (they are walked as nodes). */
export function heredocText(node: SyntaxNode, source: string): string {
  const body = node.children.find((child) => child.type === 'heredoc_body');
  if (!body) return '';
  let result = '';
  let at = body.start;
  for (const child of body.children) {
    result += source.slice(at, child.start);
    at = child.end;
  }
  return result + source.slice(at, body.end);
}
