import type { PathPattern } from './path-pattern.ts';

/** The settings list a rule was written in. */
export type RuleList = 'allow' | 'deny' | 'ask';

/** How a file is touched: Read rules govern reads, Edit rules govern writes. */
export type PathAccess = 'read' | 'write';

/** Which tools a rule names. */
export type ToolNamePattern =
  /** One tool; `Agent` and `Task` name the same tool, so both are listed. */
  | { kind: 'name'; names: readonly string[] }
  /** `mcp__<server>`: every tool of that MCP server. */
  | { kind: 'server'; server: string }
  /** A name with `*` wildcards (`*`, `mcp__*`, `mcp__github__get_*`). */
  | { kind: 'glob'; glob: string };

/** What a rule says beyond the tool name. */
export type RuleSpecifier =
  /** `Tool`, `Tool()` or `Tool(*)`: every call of the tool. */
  | { kind: 'any' }
  /** Bash, Monitor, PowerShell: a command pattern, legacy `:*` already rewritten to ` *`. */
  | { kind: 'command'; pattern: string }
  /** Read and Edit: a gitignore-style path pattern. */
  | { kind: 'path'; access: PathAccess; pattern: PathPattern }
  /** A path rule for a tool whose paths Read or Edit rules govern: accepted, never consulted. */
  | { kind: 'unconsulted'; reason: string }
  /** WebFetch `domain:` rules. */
  | { kind: 'domain'; pattern: string }
  /** `param:value` on a top-level scalar input field (deny and ask only). */
  | { kind: 'param'; name: string; value: string }
  /** Any other `Tool(spec)`: matched against the call's specifier (subagent type, skill name and args…). */
  | { kind: 'specifier'; pattern: string };

export interface ParsedRule {
  /** The rule as written, trimmed. */
  text: string;
  tool: ToolNamePattern;
  spec: RuleSpecifier;
  /** Things the person should know about a rule that is still accepted. */
  warnings: readonly string[];
}

export type ParseResult = ParsedRule | { error: string };

/**
 * One call, or one part of it (one simple command, one path), as rules see it. Which of
 * `command`, `path`, `domain` and `specifier` a rule consults depends on the rule's kind.
 */
export interface RuleCall {
  /** The tool's canonical name. */
  toolName: string;
  aliases: readonly string[];
  /** The call's input, for `param:value` rules. */
  input: unknown;
  /** One simple command, already split from its compound and stripped of wrappers. */
  command?: string;
  /** One path the call touches, absolute (relative ones are taken from the cwd). */
  path?: { path: string; access: PathAccess };
  /** The host a call reaches. */
  domain?: string;
  /** Task: the subagent type; Skill: the skill name, then a space and the args when there are any. */
  specifier?: string;
}

/** What changes between calls: paths are resolved against these at match time. */
export interface MatchContext {
  cwd: string;
  home: string;
}
