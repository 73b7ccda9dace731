import { randomUUID } from 'node:crypto';
import { homedir } from 'node:os';
import { createRuleBook } from '../../permissions/rule-book.ts';
import type { SettingsRule } from '../../settings/types.ts';
import type { Confinement } from '../../common/process/confine.ts';
import type { Approvals, PermissionDecision, PermissionService } from '../../tools/permission.ts';
import type { ApprovalAnswer, ApprovalQuestion, PartRisk } from '../../../../shared/vocabulary/approvals.ts';
import type { AgentInfo, ToolTraits } from '../../tools/tool.ts';

/** How the session judges one shell command a skill or command wants to run. */
export interface ShellPermission {
  /** The session's permission service's decision on a Bash call of `command`. */
  decide(command: string): Promise<PermissionDecision>;
  /** Puts the call to the person. */
  ask(command: string, decision: PermissionDecision & { behavior: 'ask' }): Promise<ApprovalAnswer>;
  /** Where a permitted command runs: the session's sandbox, or `noConfinement`. */
  readonly confinement: Confinement;
}

export type ShellVerdict = { allowed: true; by: string } | { allowed: false; message: string };

export interface ShellCheck {
  permission: ShellPermission;
  /** The `allowed-tools` rules of the skill or command's frontmatter. */
  allowedTools: readonly string[];
  /** The file that declared them, named in decisions. */
  declaredIn: string;
  projectDir: string;
  home?: string;
}

/**
 * Whether a command may run: the session's deny rules, ask rules and mode come first; what the
 * session would ask about is allowed when the frontmatter's `allowed-tools` cover every open part
 * that only lacks a rule; the rest (a part a policy asks about whatever the rules allow) goes to the person.
 */
export async function checkShellCommand(command: string, check: ShellCheck): Promise<ShellVerdict> {
  const decision = await check.permission.decide(command);
  if (decision.behavior === 'allow') return { allowed: true, by: decision.source.detail };
  if (decision.behavior === 'deny') return { allowed: false, message: `${decision.message}; no rule can allow it while that holds` };
  if (decision.source.kind !== 'rule' && decision.reason === undefined && coveredByFrontmatter(command, decision, check)) {
    return { allowed: true, by: `allowed-tools of ${check.declaredIn}` };
  }
  const answer = await check.permission.ask(command, decision);
  if (answer.decision === 'allow') return { allowed: true, by: 'the person' };
  const rules = decision.suggestions?.length ? decision.suggestions.join(', ') : `Bash(${command})`;
  const said = answer.message ? ` (${answer.message})` : '';
  return { allowed: false, message: `denied${said}; a rule that would allow it: ${rules} — in allowed-tools of ${check.declaredIn} or in permissions.allow` };
}

const personsRisks = new Set<PartRisk>(['outside', 'control', 'credentials']);

function coveredByFrontmatter(command: string, decision: PermissionDecision & { behavior: 'ask' }, check: ShellCheck): boolean {
  if (check.allowedTools.length === 0) return false;
  const entries = check.allowedTools.map((rule): SettingsRule => ({ rule, list: 'allow', file: check.declaredIn, scope: 'project', anchor: check.projectDir }));
  const book = createRuleBook(entries);
  const openParts = decision.parts?.filter((part) => part.verdict !== 'allow') ?? [];
  // A part asked whatever the rules allow (a policy, an ask rule, a hook), or one that writes outside the project, a control file or
  // touches credentials, is the person's: no Bash rule allows it in the settings either.
  if (openParts.some((part) => part.source !== undefined || personsRisks.has(part.risk))) return false;
  const open = decision.parts ? openParts.map((part) => part.label) : [command];
  const match = { cwd: check.projectDir, home: check.home ?? homedir() };
  return open.every((label) => book.find('allow', { toolName: 'Bash', aliases: [], input: { command: label }, command: label }, match) !== undefined);
}

export interface SessionShellOptions {
  permissions: PermissionService;
  /** The session's Bash tool: its name, aliases and permission target are what rules see. */
  bash: ToolTraits;
  sessionId: string;
  cwd: string;
  agent?: AgentInfo;
  /** Asks the person: a tool's `context.ask`, or the session's `Approvals`. */
  ask(question: ApprovalQuestion, command: string): Promise<ApprovalAnswer>;
  confinement: Confinement;
}

/** The session's permission service and its person, as a `ShellPermission`; answers "for the session" and "always" are remembered. */
export function sessionShellPermission(options: SessionShellOptions): ShellPermission {
  const request = (command: string) => {
    const input = { command };
    return {
      tool: options.bash,
      input,
      target: { command },
      sessionId: options.sessionId,
      agent: options.agent ?? { name: 'main' },
      cwd: options.cwd,
    };
  };
  return {
    confinement: options.confinement,
    decide: async (command) => options.permissions.decide(request(command)),
    async ask(command, decision) {
      const question: ApprovalQuestion = {
        kind: 'permission',
        title: `Run \`${command}\` to expand a skill or command`,
        ...(decision.reason !== undefined && { detail: decision.reason }),
        ...(decision.suggestions && { suggestions: decision.suggestions }),
        ...(decision.parts && { parts: decision.parts }),
      };
      const answer = await options.ask(question, command);
      if (answer.decision === 'allow' && answer.scope !== 'once') await options.permissions.remember?.(request(command), answer, answer.rules ?? decision.suggestions ?? []);
      return answer;
    },
  };
}

/** `ask` for `sessionShellPermission` through the `Approvals` of a session, outside any tool call. */
export function askThroughApprovals(approvals: Approvals, sessionId: string, signal: AbortSignal): SessionShellOptions['ask'] {
  return (question, command) => {
    const id = randomUUID();
    return approvals.request({ ...question, id, sessionId, toolCallId: `expand-${id}`, toolName: 'Bash', input: { command } }, signal);
  };
}
