import { readCommandPattern } from './command-pattern.ts';
import { isDomainSpec, readDomainPattern } from './domain-pattern.ts';
import { readParamSpec } from './param-pattern.ts';
import { readPathPattern } from './path-pattern.ts';
import { commandTools, governedTools, paramFields, pathRuleTools, primaryFields, webFetchTool } from './rule-tools.ts';
import { splitRuleText } from './rule-text.ts';
import { parseToolName } from './tool-name.ts';
import type { ParseResult, RuleSpecifier } from './types.ts';
import { normalizeWhitespace } from './wildcard.ts';

type SpecResult = { spec: RuleSpecifier; warning?: string } | { error: string };

/**
 * Reads one rule as Claude Code writes it: `Tool`, `Tool(specifier)`, `mcp__server`, tool-name
 * globs, legacy `Bash(cmd:*)`, `WebFetch(domain:…)`, `param:value`, gitignore-style paths.
 * `Tool()` and `Tool(*)` are the bare tool. Errors name the rule.
 */
export function parseRule(text: string): ParseResult {
  const rule = text.trim();
  if (rule === '') return { error: 'Permission rule is empty' };
  const fail = (reason: string) => ({ error: `Permission rule "${rule}": ${reason}` });
  const parts = splitRuleText(rule);
  if ('error' in parts) return fail(parts.error);
  const tool = parseToolName(parts.toolName);
  if ('error' in tool) return fail(tool.error);
  const read: SpecResult =
    parts.spec === undefined || parts.spec === '' || parts.spec === '*' ? { spec: { kind: 'any' } } : readSpecifier(parts.toolName, parts.spec);
  if ('error' in read) return fail(read.error);
  return { text: rule, tool, spec: read.spec, warnings: read.warning ? [read.warning] : [] };
}

function readSpecifier(toolName: string, spec: string): SpecResult {
  if (toolName === webFetchTool && isDomainSpec(spec)) {
    const pattern = readDomainPattern(spec);
    return typeof pattern === 'string' ? { spec: { kind: 'domain', pattern } } : pattern;
  }
  const isCommand = commandTools.has(toolName);
  const param = isCommand && spec.endsWith(':*') ? undefined : readParamSpec(spec);
  if (param && primaryFields.has(param.name)) {
    return { error: `"${param.name}" cannot be matched as a param: write its pattern as the specifier, e.g. ${toolName}(…) without "${param.name}:"` };
  }
  if (param && (paramFields[toolName]?.includes(param.name) ?? true)) {
    if (param.value === '') return { error: `the param "${param.name}" has no value; use "*" for any value` };
    return { spec: { kind: 'param', ...param } };
  }
  if (isCommand) {
    const { pattern, warning } = readCommandPattern(spec);
    return { spec: { kind: 'command', pattern }, warning };
  }
  const access = pathRuleTools[toolName];
  if (access) {
    const pattern = readPathPattern(spec);
    return 'error' in pattern ? pattern : { spec: { kind: 'path', access, pattern } };
  }
  const unconsulted = unconsultedReason(toolName, spec);
  if (unconsulted) return { spec: { kind: 'unconsulted', reason: unconsulted }, warning: unconsulted };
  if (toolName === webFetchTool) return { error: 'WebFetch rules take a host: WebFetch(domain:example.com)' };
  return { spec: { kind: 'specifier', pattern: normalizeWhitespace(spec) } };
}

function unconsultedReason(toolName: string, spec: string): string | undefined {
  for (const [governor, tools] of Object.entries(governedTools)) {
    if (tools.includes(toolName)) {
      const what = governor === 'Read' ? 'reads' : 'writes';
      return `${toolName}(${spec}) is accepted but never consulted: ${governor}(…) rules govern the file ${what} of ${tools.join(', ')}`;
    }
  }
  return undefined;
}
