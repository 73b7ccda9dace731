import { escapeRegex } from './wildcard.ts';
import { agentToolNames } from './rule-tools.ts';
import type { RuleList, ToolNamePattern } from './types.ts';

/** True when a call of the tool with this canonical name and aliases falls under the pattern. */
export type ToolNameMatcher = (toolName: string, aliases: readonly string[]) => boolean;

const validName = /^[A-Za-z0-9_.*-]+$/;
const mcpPrefix = 'mcp__';

export function parseToolName(name: string): ToolNamePattern | { error: string } {
  if (name === '') return { error: 'no tool name' };
  if (!validName.test(name)) {
    return { error: `"${name}" is not a tool name (write Tool or Tool(specifier), e.g. Bash or Bash(npm run *))` };
  }
  if (name.includes('*')) return { kind: 'glob', glob: name };
  const server = name.startsWith(mcpPrefix) ? name.slice(mcpPrefix.length) : '';
  if (server !== '' && !server.includes('__')) return { kind: 'server', server };
  return { kind: 'name', names: agentToolNames.includes(name) ? agentToolNames : [name] };
}

/**
 * Allow rules take a tool-name wildcard only after a literal `mcp__<server>__`, so that an allow
 * rule never reaches tools nobody has looked at.
 */
export function wildcardAllowedIn(list: RuleList, pattern: ToolNamePattern): boolean {
  if (pattern.kind !== 'glob' || list !== 'allow') return true;
  return /^mcp__[^*]+__/.test(pattern.glob);
}

export function toolNameMatcher(pattern: ToolNamePattern): ToolNameMatcher {
  const test = nameTest(pattern);
  return (toolName, aliases) => test(toolName) || aliases.some(test);
}

function nameTest(pattern: ToolNamePattern): (name: string) => boolean {
  switch (pattern.kind) {
    case 'name':
      return (name) => pattern.names.includes(name);
    case 'server': {
      const prefix = `${mcpPrefix}${pattern.server}__`;
      return (name) => name.startsWith(prefix);
    }
    case 'glob': {
      const regex = new RegExp(`^${pattern.glob.split('*').map(escapeRegex).join('.*')}$`);
      return (name) => regex.test(name);
    }
  }
}
