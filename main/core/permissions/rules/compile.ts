import { domainMatcher } from './domain-pattern.ts';
import { paramMatcher } from './param-pattern.ts';
import { pathMatcher, type PathHead } from './path-matcher.ts';
import { pathRuleTools } from './rule-tools.ts';
import { toolNameMatcher, wildcardAllowedIn } from './tool-name.ts';
import type { MatchContext, ParsedRule, PathAccess, RuleCall, RuleList, RuleSpecifier } from './types.ts';
import { commandMatcher } from './wildcard.ts';

export interface CompileContext {
  list: RuleList;
  /** The folder whose settings hold the rule: the root of `/path` patterns (the project root for `.claude/settings.json`). */
  anchor: string;
  /** Decides case-sensitivity of paths; the running platform by default. */
  platform?: NodeJS.Platform;
}

export interface CompiledRule {
  readonly rule: ParsedRule;
  readonly list: RuleList;
  /**
   * The file accesses a Read or Edit rule governs, whatever tool makes them (empty for other
   * rules): Read → reads, Edit → writes; an Edit allow also allows reading, a Read deny also
   * denies writing.
   */
  readonly governs: ReadonlySet<PathAccess>;
  /** True when the rule covers this call or part of a call; pure, and cheap enough to ask of every rule. */
  applies(call: RuleCall, context: MatchContext): boolean;
  /** For a path rule whose pattern starts with names: the folder every path it covers is or lies below. */
  readonly pathHead?: PathHead;
}

export type CompileResult = CompiledRule | { skipped: string };

type Applies = CompiledRule['applies'];
type ConsultedSpecifier = Exclude<RuleSpecifier, { kind: 'unconsulted' }>;

/** Builds the matcher of one rule once, for the list it was written in. */
export function compileRule(rule: ParsedRule, context: CompileContext): CompileResult {
  const { list } = context;
  const { spec, tool } = rule;
  if (spec.kind === 'unconsulted') return { skipped: spec.reason };
  if (!wildcardAllowedIn(list, tool)) {
    return { skipped: `"${rule.text}" is skipped: in allow rules a tool-name wildcard must follow a literal mcp__<server>__ prefix` };
  }
  if (spec.kind === 'param' && list === 'allow') {
    return { skipped: `"${rule.text}" is skipped: param:value rules apply to deny and ask lists only` };
  }
  const governs = governedAccess(rule, list);
  if (spec.kind === 'path') {
    const matcher = pathMatcher(spec.pattern, { list, anchor: context.anchor, platform: context.platform ?? process.platform });
    const applies: Applies = (call, match) => call.path !== undefined && governs.has(call.path.access) && matcher.matches(call.path.path, match);
    return { rule, list, governs, applies, ...(matcher.head && { pathHead: matcher.head }) };
  }
  return { rule, list, governs, applies: appliesFunction(rule, spec, governs) };
}

function appliesFunction(rule: ParsedRule, spec: Exclude<ConsultedSpecifier, { kind: 'path' }>, governs: ReadonlySet<PathAccess>): Applies {
  const named = toolNameMatcher(rule.tool);
  switch (spec.kind) {
    case 'any':
      if (governs.size === 0) return (call) => named(call.toolName, call.aliases);
      return (call) => named(call.toolName, call.aliases) || (call.path !== undefined && governs.has(call.path.access));
    case 'command': {
      const matches = commandMatcher(spec.pattern);
      return (call) => call.command !== undefined && named(call.toolName, call.aliases) && matches(call.command);
    }
    case 'domain': {
      const matches = domainMatcher(spec.pattern);
      return (call) => call.domain !== undefined && named(call.toolName, call.aliases) && matches(call.domain);
    }
    case 'param': {
      const matches = paramMatcher(spec.name, spec.value);
      return (call) => named(call.toolName, call.aliases) && matches(call.input);
    }
    case 'specifier': {
      const matches = commandMatcher(spec.pattern);
      return (call) => call.specifier !== undefined && named(call.toolName, call.aliases) && matches(call.specifier);
    }
  }
}

function governedAccess(rule: ParsedRule, list: RuleList): ReadonlySet<PathAccess> {
  const { spec, tool } = rule;
  const bareName = spec.kind === 'any' && tool.kind === 'name' && tool.names.length === 1 ? tool.names[0] : undefined;
  const access = spec.kind === 'path' ? spec.access : bareName !== undefined ? pathRuleTools[bareName] : undefined;
  if (access === undefined) return new Set();
  const widened = (access === 'read' && list === 'deny') || (access === 'write' && list === 'allow');
  return new Set(widened ? ['read', 'write'] : [access]);
}
