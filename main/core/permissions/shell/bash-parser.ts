import { createRequire } from 'node:module';
import type { Language, Node, Parser } from 'web-tree-sitter';

/** A node of tree-sitter-bash's syntax tree, copied out of the parser's memory. */
export interface SyntaxNode {
  type: string;
  /** False for punctuation and keywords such as `;`, `$(` or `then`. */
  named: boolean;
  /** The field name the parent gives this node (`name`, `argument`, `redirect`, `body` …). */
  field: string | null;
  /** UTF-16 offsets into the parsed string. */
  start: number;
  end: number;
  children: SyntaxNode[];
}

export interface ParsedScript {
  root: SyntaxNode;
  /** False when tree-sitter had to recover from a syntax error. */
  valid: boolean;
}

export type ParseBash = (source: string) => ParsedScript;

let loading: Promise<ParseBash> | undefined;

/** Loads web-tree-sitter and the bash grammar once per process; a failed load is retried on the next call. */
export function loadBashParser(): Promise<ParseBash> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<ParseBash> {
  const { Parser, Language } = await import('web-tree-sitter');
  await Parser.init();
  const grammar = createRequire(import.meta.url).resolve('tree-sitter-bash/tree-sitter-bash.wasm');
  const language = await Language.load(grammar);
  const parser = new Parser();
  parser.setLanguage(language);
  const symbols = symbolTable(language);
  return (source) => parse(parser, symbols, source);
}

/** Node types by type id, looked up in JavaScript rather than asked of the wasm module for every node. */
interface SymbolTable {
  types: readonly string[];
  named: readonly boolean[];
  fields: readonly (string | null)[];
}

function symbolTable(language: Language): SymbolTable {
  const ids = Array.from({ length: language.nodeTypeCount }, (_, id) => id);
  return {
    types: ids.map((id) => language.nodeTypeForId(id) ?? ''),
    named: ids.map((id) => language.nodeTypeIsNamed(id)),
    fields: language.fields,
  };
}

function parse(parser: Parser, symbols: SymbolTable, source: string): ParsedScript {
  const tree = parser.parse(source);
  if (!tree) throw new Error('tree-sitter returned no tree');
  try {
    // One root node for both questions: each `rootNode` is another call into the parser.
    const root = tree.rootNode;
    return { root: copyTree(root, symbols, source), valid: !root.hasError };
  } finally {
    tree.delete();
  }
}

function copyTree(root: Node, symbols: SymbolTable, source: string): SyntaxNode {
  const cursor = root.walk();
  try {
    const copy = (): SyntaxNode => {
      const typeId = cursor.nodeTypeId;
      const node: SyntaxNode = {
        type: symbols.types[typeId],
        named: symbols.named[typeId],
        field: symbols.fields[cursor.currentFieldId] ?? null,
        start: cursor.startIndex,
        end: cursor.endIndex,
        children: [],
      };
      if (cursor.gotoFirstChild()) {
        do node.children.push(copy());
        while (cursor.gotoNextSibling());
        cursor.gotoParent();
      }
      if (node.type === 'redirected_statement') restoreDashes(node, source);
      return node;
    };
    return copy();
  } finally {
    cursor.delete();
  }
}

/**
 * tree-sitter-bash leaves a lone `-` before a heredoc out of the tree (`kubectl apply -f - <<EOF`,
 * `make -f - <<EOF` has no `-`): each one between the command and its redirections becomes a word
 * of the command again.
 */
function restoreDashes(statement: SyntaxNode, source: string): void {
  const at = statement.children.findIndex((child) => child.field === 'body' && child.type === 'command');
  const body = statement.children[at];
  const next = statement.children[at + 1];
  if (!body || !next) return;
  const gap = source.slice(body.end, next.start);
  if (!/^\s+(?:-\s+)*-\s+$/.test(gap)) return;
  for (const dash of gap.matchAll(/-/g)) {
    const start = body.end + dash.index;
    body.children.push({ type: 'word', named: true, field: 'argument', start, end: start + 1, children: [] });
  }
  body.end = body.children[body.children.length - 1].end;
}
