import { compileRule, type CompileContext, type CompiledRule } from '../../../../../main/core/permissions/rules/compile.ts';
import { parseRule } from '../../../../../main/core/permissions/rules/parse.ts';
import type { MatchContext, ParsedRule, PathAccess, RuleCall, RuleList } from '../../../../../main/core/permissions/rules/types.ts';

/** A fake home with the project inside it; the project's settings anchor `/path` rules. */
export const home = '/home/me';
export const cwd = '/home/me/proj';
export const anchor = cwd;
export const where: MatchContext = { cwd, home };

export function parsed(text: string): ParsedRule {
  const result = parseRule(text);
  if ('error' in result) throw new Error(result.error);
  return result;
}

export function compiled(text: string, list: RuleList = 'allow', context: Partial<CompileContext> = {}): CompiledRule {
  const result = compileRule(parsed(text), { list, anchor, platform: 'linux', ...context });
  if ('skipped' in result) throw new Error(result.skipped);
  return result;
}

export function applies(text: string, call: RuleCall, list: RuleList = 'allow', context: MatchContext = where): boolean {
  return compiled(text, list).applies(call, context);
}

const call = (toolName: string, aliases: readonly string[], input: unknown, part: Partial<RuleCall> = {}): RuleCall => ({
  toolName,
  aliases,
  input,
  ...part,
});

export const bash = (command: string, input: Record<string, unknown> = {}) =>
  call('Bash', ['bash', 'shell', 'run_command', 'execute_command'], { command, ...input }, { command });
export const powershell = (command: string) => call('PowerShell', [], { command }, { command });
export const fileAccess = (toolName: string, path: string, access: PathAccess) =>
  call(toolName, [], { file_path: path }, { path: { path, access } });
export const read = (path: string) => call('Read', ['read', 'read_file', 'view'], { file_path: path }, { path: { path, access: 'read' } });
export const edit = (path: string) =>
  call('Edit', ['edit', 'str_replace', 'edit_file', 'replace_in_file'], { file_path: path }, { path: { path, access: 'write' } });
export const fetch = (host: string) => call('WebFetch', ['web_fetch', 'webfetch', 'fetch'], { url: `https://${host}/` }, { domain: host });
export const task = (type: string, input: Record<string, unknown> = {}) =>
  call('Task', ['Agent', 'dispatch_agent', 'task'], { subagent_type: type, ...input }, { specifier: type });
export const skill = (name: string, args?: string) =>
  call('Skill', ['skill'], { skill: name, args }, { specifier: args ? `${name} ${args}` : name });
export const tool = (toolName: string, input: unknown = {}, aliases: readonly string[] = []) => call(toolName, aliases, input);
