import type { DecisionSource } from '../../../shared/vocabulary/approvals.ts';
import type { SettingsRule } from '../settings/types.ts';
import { compileRule, type CompiledRule } from './rules/compile.ts';
import { parseRule } from './rules/parse.ts';
import { ruleIndex } from './rules/rule-index.ts';
import { toolNameMatcher } from './rules/tool-name.ts';
import type { MatchContext, RuleCall, RuleList } from './rules/types.ts';

export interface BookRule {
  compiled: CompiledRule;
  source: DecisionSource;
}

export interface RuleBook {
  /** The first rule of the list that covers the call (and that `accept` accepts), or undefined. */
  find(list: RuleList, call: RuleCall, context: MatchContext, accept?: (rule: BookRule) => boolean): BookRule | undefined;
  /** A bare-name deny (`Bash`, `mcp__server`) removes the tool from what the model is offered. */
  deniesTool(toolName: string, aliases: readonly string[], context: MatchContext): boolean;
  /** Some deny or ask rule names the tool: there are calls of it the person wants refused or asked about. */
  limits(toolName: string, aliases: readonly string[]): boolean;
  /** Rules that could not be used, and rules used with a caveat, each naming its file. */
  problems: string[];
}

/** Two books consulted as one: the first's rules first (e.g. the session's grants, then its turn's rules). */
export function chainRuleBooks(first: RuleBook, then: RuleBook): RuleBook {
  return {
    find: (list, call, context, accept) => first.find(list, call, context, accept) ?? then.find(list, call, context, accept),
    deniesTool: (toolName, aliases, context) => first.deniesTool(toolName, aliases, context) || then.deniesTool(toolName, aliases, context),
    limits: (toolName, aliases) => first.limits(toolName, aliases) || then.limits(toolName, aliases),
    problems: [...first.problems, ...then.problems],
  };
}

export const ruleSource = (entry: SettingsRule): DecisionSource => ({ kind: 'rule', detail: `${entry.list} ${entry.rule} (${entry.file})` });

/** Compiles the rules of every settings file once, keeping where each came from. */
export function createRuleBook(rules: readonly SettingsRule[], sourceOf: (entry: SettingsRule) => DecisionSource = ruleSource): RuleBook {
  const lists: Record<RuleList, BookRule[]> = { allow: [], deny: [], ask: [] };
  const problems: string[] = [];
  for (const entry of rules) {
    const parsed = parseRule(entry.rule);
    if ('error' in parsed) {
      problems.push(`${entry.file}: permissions.${entry.list}: ${parsed.error}`);
      continue;
    }
    for (const warning of parsed.warnings) problems.push(`${entry.file}: permissions.${entry.list}: ${warning}`);
    const compiled = compileRule(parsed, { list: entry.list, anchor: entry.anchor });
    if ('skipped' in compiled) {
      problems.push(`${entry.file}: permissions.${entry.list}: ${compiled.skipped}`);
      continue;
    }
    lists[entry.list].push({ compiled, source: sourceOf(entry) });
  }
  const candidates = { allow: ruleIndex(lists.allow), deny: ruleIndex(lists.deny), ask: ruleIndex(lists.ask) };
  return {
    // An empty list (the session's grants, often the ask rules) answers without a look at the call.
    find: (list, call, context, accept) =>
      lists[list].length === 0 ? undefined : candidates[list](call, context).find((rule) => (!accept || accept(rule)) && rule.compiled.applies(call, context)),
    deniesTool: (toolName, aliases, context) =>
      lists.deny.some(
        (rule) => rule.compiled.rule.spec.kind === 'any' && rule.compiled.applies({ toolName, aliases, input: {} }, context),
      ),
    limits: (toolName, aliases) => [...lists.deny, ...lists.ask].some((rule) => toolNameMatcher(rule.compiled.rule.tool)(toolName, aliases)),
    problems,
  };
}
