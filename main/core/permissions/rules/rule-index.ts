import type { CompiledRule } from './compile.ts';
import { toolNameMatcher } from './tool-name.ts';
import type { RuleCall } from './types.ts';
import { commandFirstWord, firstWord, normalizeWhitespace } from './wildcard.ts';

/**
 * The rules of one list a call can meet, in the list's order: a narrowing by what the call carries
 * (a command, a path, a domain, a specifier), its tool names and its command's first word. It only
 * leaves out rules that could not apply to such a call, so the first rule that applies among the
 * candidates is the first of the whole list; each candidate is still asked whether it applies.
 */
export function ruleIndex<T extends { compiled: CompiledRule }>(rules: readonly T[]): (call: RuleCall) => readonly T[] {
  const entries = rules.map((rule) => ({ rule, mayMeet: mayMeet(rule.compiled) }));
  // The candidates depend on the call's shape alone (never on the disk or the time), so they are kept per shape.
  const kept = new Map<string, T[]>();
  return (call) => {
    const shape = shapeOf(call);
    const key = `${shape.carries}\0${shape.word ?? ''}\0${call.toolName}\0${call.aliases.join('\0')}`;
    let candidates = kept.get(key);
    if (!candidates) {
      candidates = entries.filter((entry) => entry.mayMeet(call, shape)).map((entry) => entry.rule);
      if (kept.size >= MAX_SHAPES) kept.clear();
      kept.set(key, candidates);
    }
    return candidates;
  };
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
