import type { PostToolUseResult, PreToolUseResult, ToolHookEvent, ToolHooks } from '../tools/hooks.ts';
import type { DecisionSource } from '../../../shared/vocabulary/approvals.ts';
import type { ResultContent } from '../../../shared/vocabulary/tool-calls.ts';
import type { HookEventName } from './events.ts';
import type { CommonHookInput, ToolFields } from './input.ts';
import type { HookRunResult, HookSource } from './result.ts';
import type { HookRunner } from './runner.ts';

export interface HookSession {
  sessionId: string;
  transcriptPath?: string;
  /** The permission mode right now, as hooks name it (`default`, `plan`, `acceptEdits`, …). */
  permissionMode: () => string;
  /** Every run's whole result: `systemMessages` are for the person, `stop` asks to end the session. */
  onResult?: (event: HookEventName, result: HookRunResult) => void;
}

/** Plugs the hook runner into the tool executor (`ExecutorOptions.hooks`). */
export function toolHooksFrom(runner: HookRunner, session: HookSession): Required<ToolHooks> {
  /** The fields every tool event's hooks get: the session's, then the call's. */
  const callInput = (event: ToolHookEvent): CommonHookInput & ToolFields => ({
    session_id: session.sessionId,
    ...(session.transcriptPath !== undefined && { transcript_path: session.transcriptPath }),
    cwd: event.cwd,
    permission_mode: session.permissionMode(),
    tool_name: event.toolName,
    tool_input: event.input,
  });
  const observed = (event: HookEventName, result: HookRunResult): HookRunResult => {
    session.onResult?.(event, result);
    return result;
  };

  return {
    async preToolUse(event, signal) {
      const input = { ...callInput(event), tool_use_id: event.toolCallId };
      return preToolUseResult(observed('PreToolUse', await runner.run('PreToolUse', input, signal)));
    },
    async postToolUse(event, signal) {
      const input = {
        ...callInput(event),
        tool_response: toolResponse(event.content),
        tool_use_id: event.toolCallId,
        duration_ms: Math.round(event.durationMs),
      };
      return postToolUseResult(observed('PostToolUse', await runner.run('PostToolUse', input, signal)));
    },
    async permissionRequest(event, signal) {
      const input = { ...callInput(event), permission_suggestions: event.suggestions.map(permissionSuggestion) };
      const result = observed('PermissionRequest', await runner.run('PermissionRequest', input, signal));
      const permission = result.permission;
      if (!permission || (permission.decision !== 'allow' && permission.decision !== 'deny')) return {};
      return {
        decision: permission.decision,
        ...(permission.reason !== undefined && { message: permission.reason }),
        ...(permission.decision === 'allow' && result.updatedInput && { updatedInput: result.updatedInput.value }),
        source: decisionSource(permission.source),
      };
    },
    async postToolUseFailure(event, signal) {
      const input = {
        ...callInput(event),
        tool_use_id: event.toolCallId,
        error: event.error,
        ...(event.isInterrupt !== undefined && { is_interrupt: event.isInterrupt }),
        ...(event.durationMs !== undefined && { duration_ms: Math.round(event.durationMs) }),
      };
      return postToolUseResult(observed('PostToolUseFailure', await runner.run('PostToolUseFailure', input, signal)));
    },
  };
}

const decisionSource = ({ command, file }: HookSource): DecisionSource => ({ kind: 'hook', detail: `${command} (${file})` });

/** A suggested rule as Claude Code hands it to PermissionRequest hooks: what "always allow" would save. */
function permissionSuggestion(rule: string) {
  const open = rule.indexOf('(');
  const toolName = open === -1 ? rule : rule.slice(0, open);
  const ruleContent = open === -1 ? undefined : rule.slice(open + 1, -1);
  return {
    type: 'addRules',
    rules: [{ toolName, ...(ruleContent !== undefined && { ruleContent }) }],
    behavior: 'allow',
    destination: 'localSettings',
  };
}

function preToolUseResult(result: HookRunResult): PreToolUseResult {
  // `continue: false` outranks every decision: the call must not run.
  if (result.stop) {
    return { decision: 'deny', reason: `a hook stopped the session: ${result.stop.reason ?? 'no reason given'}`, source: decisionSource(result.stop.source) };
  }
  const permission = result.permission;
  // `defer` leaves the call to the normal permission flow.
  const decision = permission && permission.decision !== 'defer' ? permission.decision : undefined;
  const source = (decision && permission?.source) ?? result.updatedInput?.source;
  return {
    ...(decision && { decision, ...(permission?.reason !== undefined && { reason: permission.reason }) }),
    ...(result.updatedInput && { updatedInput: result.updatedInput.value }),
    ...(source && { source: decisionSource(source) }),
    ...(result.additionalContext.length > 0 && { additionalContext: result.additionalContext }),
  };
}

function postToolUseResult(result: HookRunResult): PostToolUseResult {
  const feedback = result.feedback.map(({ text, source }) => `Hook feedback from ${source.command}: ${text}`);
  const additionalContext = [...result.additionalContext, ...feedback];
  return additionalContext.length > 0 ? { additionalContext } : {};
}

/**
 * The executor hands over what the model received, not the tool's raw output, so `tool_response`
 * is that text (images by their media type only).
 */
function toolResponse(content: readonly ResultContent[]): unknown {
  if (content.every((part) => part.type === 'text')) return content.map((part) => part.text).join('\n');
  return content.map((part) => (part.type === 'text' ? part : { type: 'image', mediaType: part.mediaType }));
}
