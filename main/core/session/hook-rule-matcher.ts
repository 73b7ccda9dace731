import { compileRule } from '../permissions/rules/compile.ts';
import { parseRule } from '../permissions/rules/parse.ts';

/**
 * Decides a hook's `if` rule (e.g. `Bash(git *)`, `Edit(*.ts)`) against a call, with the same
 * grammar as permission rules. A rule that does not parse matches nothing.
 */
export function hookRuleMatcher(projectDir: string, home: string) {
  return (rule: string, toolName: string, toolInput: unknown): boolean => {
    const parsed = parseRule(rule);
    if ('error' in parsed) return false;
    const compiled = compileRule(parsed, { list: 'ask', anchor: projectDir });
    if ('skipped' in compiled) return false;
    const input = (toolInput ?? {}) as Record<string, unknown>;
    const filePath = [input.file_path, input.path, input.notebook_path].find((value) => typeof value === 'string') as string | undefined;
    const access = toolName === 'Read' || toolName === 'Grep' || toolName === 'Glob' || toolName === 'LS' ? 'read' : 'write';
    return compiled.applies(
      {
        toolName,
        aliases: [],
        input,
        ...(typeof input.command === 'string' && { command: input.command }),
        ...(filePath !== undefined && { path: { path: filePath, access } }),
      },
      { cwd: projectDir, home },
    );
  };
}
