import type { Result } from '../../common/result.ts';
import { runInjections } from '../commands/shell-injection.ts';
import type { ShellPermission } from '../commands/shell-permission.ts';
import { substituteArguments } from '../commands/substitute-arguments.ts';
import type { SkillDefinition } from './types.ts';

export interface SkillExpansionContext {
  args: string;
  projectDir: string;
  sessionId: string;
  permission: ShellPermission;
  signal: AbortSignal;
  home?: string;
}

/**
 * A skill's instructions ready for the model: arguments and `${CLAUDE_…}` variables filled in, its
 * `` !`cmd` `` injections run, and its folder named so the model can read the files it mentions.
 */
export async function expandSkill(skill: SkillDefinition, context: SkillExpansionContext): Promise<Result<string>> {
  const variables: Record<string, string> = {
    CLAUDE_SKILL_DIR: skill.dir,
    CLAUDE_PROJECT_DIR: context.projectDir,
    CLAUDE_SESSION_ID: context.sessionId,
    ...(skill.source.pluginRoot && { CLAUDE_PLUGIN_ROOT: skill.source.pluginRoot }),
  };
  const body = substituteArguments(skill.body, { text: context.args, names: skill.argumentNames, variables });
  const injected = await runInjections(body, {
    permission: context.permission,
    allowedTools: skill.allowedTools,
    declaredIn: skill.file,
    projectDir: context.projectDir,
    signal: context.signal,
    ...(context.home !== undefined && { home: context.home }),
  });
  if (!injected.ok) return injected;
  const header = `Skill "${skill.name}" — its folder is ${skill.dir}; files it mentions are there (read them when you need them).`;
  return { ok: true, value: `${header}\n\n${injected.value}` };
}
