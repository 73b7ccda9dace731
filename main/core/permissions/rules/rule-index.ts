import type { CompiledRule } from './compile.ts';
import { toolNameMatcher } from './tool-name.ts';
import { comparedPath } from './path-matcher.ts';
import type { MatchContext, RuleCall } from './types.ts';
import { commandFirstWord, firstWord, normalizeWhitespace } from './wildcard.ts';

/**
 * The rules of one list a call can meet, in the list's order: a narrowing by what the call carries
 * (a command, a path, a domain, a specifier), its tool names, its command's first word, and for a
 * path the folders it lies in (a rule for `./secrets/**` is met only by paths in `secrets`). It only
 * leaves out rules that could not apply to such a call, so the first rule that applies among the
 * candidates is the first of the whole list; each candidate is still asked whether it applies.
 */
export function ruleIndex<T extends { compiled: CompiledRule }>(rules: readonly T[]): (call: RuleCall, context: MatchContext) => readonly T[] {
  const entries = rules.map((rule) => ({ rule, mayMeet: mayMeet(rule.compiled) }));
  // The candidates depend on the call's shape alone (never on the disk or the time), so they are kept per shape.
  const kept = new Map<string, Shaped<T>>();
  return (call, context) => {
    const shape = shapeOf(call);
    const key = `${shape.carries}\0${shape.word ?? ''}\0${call.toolName}\0${call.aliases.join('\0')}`;
    let shaped = kept.get(key);
    if (!shaped) {
      shaped = shapedCandidates(entries.filter((entry) => entry.mayMeet(call, shape)).map((entry) => entry.rule));
      if (kept.size >= MAX_SHAPES) kept.clear();
      kept.set(key, shaped);
    }
    return call.path === undefined || !shaped.byFolder ? shaped.rules : shaped.byFolder(call.path.path, context);
  };
}

interface Shaped<T> {
  rules: readonly T[];
  /** When some of them are path rules with a `pathHead`: the candidates for one path. */
  byFolder?: (path: string, context: MatchContext) => readonly T[];
}

function shapedCandidates<T extends { compiled: CompiledRule }>(rules: readonly T[]): Shaped<T> {
  const headed = rules.flatMap((rule, at) => (rule.compiled.pathHead ? [{ at, head: rule.compiled.pathHead }] : []));
  if (headed.length === 0) return { rules };
  const unheaded = rules.filter((rule) => !rule.compiled.pathHead);
  const folds = headed.some(({ head }) => head.foldsCase);
  // Where the headed rules' folders are, for the context they were last asked in (the same one, call after call).
  let last: MatchContext | undefined;
  let byHead = new Map<string, number[]>();
  return {
    rules,
    byFolder(path, context) {
      if (context.cwd !== last?.cwd || context.home !== last.home) {
        byHead = new Map();
        for (const { at, head } of headed) {
          const folder = head.folder(context);
          byHead.set(folder, [...(byHead.get(folder) ?? []), at]);
        }
        last = { cwd: context.cwd, home: context.home };
      }
      const met = new Set<number>();
      headsOf(comparedPath(path, context, false), byHead, met);
      if (folds) headsOf(comparedPath(path, context, true), byHead, met);
      return met.size === 0 ? unheaded : rules.filter((rule, at) => met.has(at) || !rule.compiled.pathHead);
    },
  };
}

/** Adds the positions of the rules whose folder is the path or a folder above it. */
function headsOf(path: string, byHead: ReadonlyMap<string, readonly number[]>, met: Set<number>): void {
  const add = (folder: string) => {
    for (const at of byHead.get(folder) ?? []) met.add(at);
  };
  add(path);
  for (let slash = path.indexOf('/', 1); slash > 0; slash = path.indexOf('/', slash + 1)) add(path.slice(0, slash));
}

/** The shapes a session's calls take are few (tools × programs); more are forgotten, never wrong. */
const MAX_SHAPES = 1_000;

interface CallShape {
  /** Which of command, path, domain and specifier the call carries, one letter each. */
  carries: string;
  /** The command's first word, whitespace normalised as command patterns match it. */
  word?: string;
}

function shapeOf(call: RuleCall): CallShape {
  const carries = `${call.command === undefined ? '' : 'c'}${call.path === undefined ? '' : 'p'}${call.domain === undefined ? '' : 'd'}${call.specifier === undefined ? '' : 's'}`;
  return call.command === undefined ? { carries } : { carries, word: firstWord(normalizeWhitespace(call.command)) };
}

/** False only for calls the rule cannot apply to (see `appliesFunction` in compile.ts: each kind's first checks). */
function mayMeet(compiled: CompiledRule): (call: RuleCall, shape: CallShape) => boolean {
  const { spec, tool } = compiled.rule;
  const named = toolNameMatcher(tool);
  switch (spec.kind) {
    case 'any':
      return (call) => named(call.toolName, call.aliases) || (call.path !== undefined && compiled.governs.size > 0);
    case 'command': {
      const word = commandFirstWord(spec.pattern);
      return (call, shape) => call.command !== undefined && (word === undefined || word === shape.word) && named(call.toolName, call.aliases);
    }
    case 'path':
      return (call) => call.path !== undefined;
    case 'domain':
      return (call) => call.domain !== undefined && named(call.toolName, call.aliases);
    case 'specifier':
      return (call) => call.specifier !== undefined && named(call.toolName, call.aliases);
    default:
      return (call) => named(call.toolName, call.aliases);
  }
}
