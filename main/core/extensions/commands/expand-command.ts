import { expandSkill } from '../skills/expand-skill.ts';
import type { CommandCatalog } from './command-catalog.ts';
import { mentionedFiles } from './include-files.ts';
import type { Result } from '../../common/result.ts';
import { runInjections } from './shell-injection.ts';
import type { ShellPermission } from './shell-permission.ts';
import { substituteArguments } from './substitute-arguments.ts';
import type { CommandDefinition } from './types.ts';

export interface ExpansionContext {
  catalog: CommandCatalog;
  projectDir: string;
  dataDir: string;
  sessionId: string;
  /** Judges `` !`cmd` `` injections: `sessionShellPermission` with `askThroughApprovals`. */
  permission: ShellPermission;
  signal: AbortSignal;
  home?: string;
}

export interface CommandExpansion {
  /** The prompt to send in place of what was typed. */
  prompt: string;
  name: string;
  kind: 'skill' | 'command';
  /** The definition's file. */
  file: string;
  /** Rules to allow for this turn (`TurnRules.add`). */
  allowedTools: string[];
  /** The model the command asks for, if any. */
  model?: string;
}

const invocation = /^\/([^\s/][^\s]*)(?:\s+([\s\S]*))?$/;

/**
 * Expands a prompt that starts with `/name` when `name` is a skill (which wins) or a command a person
 * may use; undefined for any other prompt, so built-ins such as `/compact` pass through. Fails, with
 * a message for the person, when one of its `` !`cmd` `` injections is not permitted.
 */
export async function expandCommand(promptText: string, context: ExpansionContext): Promise<Result<CommandExpansion> | undefined> {
  const match = invocation.exec(promptText.trim());
  if (!match) return undefined;
  const [, name, args = ''] = match;
  const skill = context.catalog.skills.find((entry) => entry.name === name && entry.userInvocable);
  if (skill) {
    const expanded = await expandSkill(skill, { ...context, args });
    return finish(expanded, await mentionedFiles(args, context), { name, kind: 'skill', file: skill.file, allowedTools: skill.allowedTools, model: skill.model });
  }
  const command = context.catalog.commands.find((entry) => entry.name === name);
  if (!command) return undefined;
  return expandMarkdownCommand(command, args, context);
}

async function expandMarkdownCommand(command: CommandDefinition, args: string, context: ExpansionContext): Promise<Result<CommandExpansion>> {
  const variables: Record<string, string> = {
    CLAUDE_PROJECT_DIR: context.projectDir,
    CLAUDE_SESSION_ID: context.sessionId,
    ...(command.source.pluginRoot && { CLAUDE_PLUGIN_ROOT: command.source.pluginRoot }),
  };
  const body = substituteArguments(command.body, { text: args, variables });
  const files = await mentionedFiles(body, context);
  const expanded = await runInjections(body, {
    permission: context.permission,
    allowedTools: command.allowedTools,
    declaredIn: command.file,
    projectDir: context.projectDir,
    signal: context.signal,
    ...(context.home !== undefined && { home: context.home }),
  });
  return finish(expanded, files, { name: command.name, kind: 'command', file: command.file, allowedTools: command.allowedTools, model: command.model });
}

function finish(
  expanded: Result<string>,
  files: readonly string[],
  about: { name: string; kind: 'skill' | 'command'; file: string; allowedTools: string[]; model: string | undefined },
): Result<CommandExpansion> {
  if (!expanded.ok) return expanded;
  const prompt = files.length === 0 ? expanded.value : `${expanded.value.trimEnd()}\n\n${files.join('\n\n')}`;
  const { model, ...rest } = about;
  return { ok: true, value: { prompt, ...rest, ...(model !== undefined && { model }) } };
}
