import type { Confinement } from '../../common/process/confine.ts';
import { z } from 'zod';
import { closestNames } from '../../common/validation/closest-names.ts';
import { defineTool, ToolError } from '../../tools/define.ts';
import type { PermissionService } from '../../tools/permission.ts';
import type { ToolTraits } from '../../tools/tool.ts';
import { sessionShellPermission } from '../commands/shell-permission.ts';
import { expandSkill } from './expand-skill.ts';
import description from './skill.txt?raw';
import type { AllowedToolsOf } from './session-allowed-tools.ts';
import type { TurnRules } from './turn-rules.ts';
import type { SkillDefinition } from './types.ts';

export interface SkillToolOptions {
  /** The skills as their files are now. */
  skills: () => Promise<readonly SkillDefinition[]>;
  projectDir: string;
  /** The session's permission service, which judges the skills' `` !`cmd` `` injections. */
  permissions: PermissionService;
  /** The session's Bash tool, as rules see injected commands. */
  bash: ToolTraits;
  /** Where the injected commands run: the session's sandbox, or `noConfinement`. */
  confinement: Confinement;
  /** Where a skill's `allowed-tools` go for the rest of the turn; the loop clears them when it ends. */
  turnRules: TurnRules;
  /** Which of a skill's `allowed-tools` are put in force (those of its file as the session opened). */
  allowedToolsOf: AllowedToolsOf;
  home?: string;
}

export function createSkillTool(options: SkillToolOptions) {
  const find = (skills: readonly SkillDefinition[], name: string) => {
    const wanted = name.trim().replace(/^\//, '').toLowerCase();
    return skills.find((skill) => skill.name.toLowerCase() === wanted);
  };
  return defineTool({
    name: 'Skill',
    aliases: ['skill'],
    description,
    input: z.strictObject({
      skill: z.string().trim().min(1).describe('The skill\'s name, as listed under "Skills"'),
      args: z.string().optional().describe('Arguments for the skill, as on a command line'),
    }),
    readOnly: true,
    permission: (input) => ({ specifier: input.skill }),
    async validate(input) {
      const skills = await options.skills();
      const skill = find(skills, input.skill);
      if (!skill) {
        const offered = skills.filter((entry) => !entry.disableModelInvocation).map((entry) => entry.name);
        const close = closestNames(input.skill, offered);
        const hint = close.length > 0 ? ` Did you mean: ${close.join(', ')}?` : offered.length > 0 ? ` The skills are: ${offered.join(', ')}.` : ' There are no skills.';
        return { ok: false, message: `There is no skill "${input.skill}".${hint}` };
      }
      if (skill.disableModelInvocation) return { ok: false, message: `The skill "${skill.name}" can only be started by the person (as /${skill.name}), not by a tool call.` };
      return { ok: true };
    },
    activity: (input) => `Skill ${input.skill}`,
    async execute(input, context) {
      const skill = find(await options.skills(), input.skill);
      if (!skill) throw new ToolError(`There is no skill "${input.skill}".`);
      const permission = sessionShellPermission({
        permissions: options.permissions,
        bash: options.bash,
        sessionId: context.sessionId,
        cwd: options.projectDir,
        confinement: options.confinement,
        agent: context.agent,
        ask: (question) => context.ask(question),
      });
      const expanded = await expandSkill(skill, {
        args: input.args ?? '',
        projectDir: options.projectDir,
        sessionId: context.sessionId,
        permission,
        signal: context.signal,
        ...(options.home !== undefined && { home: options.home }),
      });
      if (!expanded.ok) throw new ToolError(expanded.error);
      const inForce = options.allowedToolsOf(skill);
      options.turnRules.add(context.sessionId, inForce.rules, `skill ${skill.name} (${skill.file})`);
      context.metadata({ skill: { name: skill.name, file: skill.file, allowedTools: inForce.rules } });
      return inForce.withheld ? `${expanded.value}\n\n(Note: ${inForce.withheld}.)` : expanded.value;
    },
  });
}
