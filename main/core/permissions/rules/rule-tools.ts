import type { PathAccess } from './types.ts';

/** What the rule grammar knows about built-in tools, by canonical name. */

/** Tools whose specifier is a shell command. */
export const commandTools: ReadonlySet<string> = new Set(['Bash', 'Monitor', 'PowerShell', 'GitCommit', 'RunPython']);

/** The two tools whose path rules are consulted; each governs one kind of access, whatever tool makes it. */
export const pathRuleTools: Readonly<Record<string, PathAccess>> = { Read: 'read', Edit: 'write' };

/** Tools whose file access Read or Edit rules govern: their own path rules are never consulted. */
export const governedTools: Readonly<Record<'Read' | 'Edit', readonly string[]>> = {
  Read: ['Read', 'Grep', 'Glob', 'LS'],
  Edit: ['Edit', 'Write', 'MultiEdit', 'Insert', 'ApplyPatch', 'NotebookEdit'],
};

/** `Agent` is the current name of the tool that was `Task`; rules may use either. */
export const agentToolNames: readonly string[] = ['Agent', 'Task'];

export const webFetchTool = 'WebFetch';

/** Input fields a `param:value` rule may not name: the tool's own specifier matches them. */
export const primaryFields: ReadonlySet<string> = new Set(['command', 'file_path', 'path', 'notebook_path', 'url']);

const bashParams = ['timeout', 'description', 'run_in_background', 'dangerouslyDisableSandbox'];
const agentParams = ['description', 'prompt', 'subagent_type', 'model', 'run_in_background', 'name', 'isolation', 'resume', 'max_turns'];

/**
 * For tools whose specifier has a meaning of its own (a command, a path, an agent or skill name
 * that may contain `:`), the fields a `name:value` specifier must name to be read as a param rule.
 * Other tools read any `name:value` as a param rule.
 */
export const paramFields: Readonly<Record<string, readonly string[]>> = {
  Bash: bashParams,
  PowerShell: bashParams,
  Monitor: ['description', 'timeout_ms', 'persistent'],
  Read: ['offset', 'limit', 'pages'],
  Edit: ['old_string', 'new_string', 'replace_all'],
  Agent: agentParams,
  Task: agentParams,
  Skill: ['skill', 'args'],
  WebFetch: ['prompt', 'format'],
};
