import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import type { ToolEvent } from '../../../shared/vocabulary/tool-calls.ts';
import type { SessionWorktree } from '../../../shared/vocabulary/worktrees.ts';
import { createResultCollector, usageJson } from './result.ts';
import type { OutputIo, RunOutput } from './run-output.ts';
import { contentText, parsedInput } from './tool-call.ts';

/**
 * `--output-format stream-json`: one JSON object per line for each event, the last a `result`.
 * Field names follow Claude Code's stream-json where it has the same thing (`system`/`init`,
 * `session_id`, `parent_tool_use_id`, `tool_use`, `tool_result`, `api_retry`, `result`); the rest
 * are Deft's own. Tool progress (raw terminal bytes) and metadata are for the desktop UI only.
 */
export function streamJsonOutput(io: OutputIo): RunOutput {
  const collector = createResultCollector();
  const line = (object: Record<string, unknown>) => io.stdout(`${JSON.stringify(object)}\n`);
  return {
    event(event) {
      collector.see(event);
      const object = eventObject(event);
      if (object) line({ ...object, session_id: event.sessionId, parent_tool_use_id: event.subagent?.parentToolCallId ?? null, ...subagent(event) });
    },
    notice: (message) => line({ type: 'system', subtype: 'notice', level: 'info', message }),
    queue: (messages) => line({ type: 'system', subtype: 'queue', messages: messages.map(({ id, prompt, delivery }) => ({ id, prompt, delivery })) }),
    finish: (end) => line(collector.result(end)),
  };
}

function subagent(event: AgentEvent) {
  return event.subagent ? { subagent: event.subagent.name } : {};
}

function eventObject(event: AgentEvent): Record<string, unknown> | undefined {
  switch (event.type) {
    case 'session':
      return {
        type: 'system',
        subtype: 'init',
        cwd: event.cwd,
        provider: event.provider,
        model: event.model,
        tools: event.tools,
        resumed: event.resumed,
        ...(event.worktree && { worktree: worktreeObject(event.worktree) }),
      };
    case 'message':
      return { type: 'message_start', message_id: event.messageId, role: event.role };
    case 'message_discarded':
      return { type: 'message_discarded', message_id: event.messageId };
    case 'text':
      return { type: 'text_delta', message_id: event.messageId, text: event.delta };
    case 'reasoning':
      return { type: 'thinking_delta', message_id: event.messageId, thinking: event.delta };
    case 'tool':
      return toolObject(event.event);
    case 'status':
      return event.status === 'retrying'
        ? { type: 'system', subtype: 'api_retry', attempt: event.attempt, retry_delay_ms: event.delayMs, error: event.detail }
        : { type: 'system', subtype: 'status', status: event.status, ...(event.detail !== undefined && { detail: event.detail }) };
    case 'usage':
      return { type: 'system', subtype: 'usage', usage: usageJson(event.usage), context_tokens: event.contextTokens, context_limit: event.contextLimit };
    case 'notice':
      return { type: 'system', subtype: 'notice', level: event.level, message: event.message };
    case 'result':
      // The run's own end is printed by `finish`; a sub-agent's end is reported here.
      return event.subagent
        ? { type: 'system', subtype: 'subagent_result', status: event.status, num_turns: event.turns, duration_ms: Math.round(event.durationMs), usage: usageJson(event.usage) }
        : undefined;
    default:
      return unknownEvent(event);
  }
}

/** Fails to compile when an event type has no line here. */
function unknownEvent(event: never): undefined {
  return event;
}

function toolObject(event: ToolEvent): Record<string, unknown> | undefined {
  switch (event.type) {
    case 'started':
      return { type: 'tool_use', id: event.toolCallId, name: event.toolName, input: parsedInput(event.input) ?? null };
    case 'running':
      return { type: 'tool_running', tool_use_id: event.toolCallId, name: event.toolName, input: event.input ?? null, activity: event.activity };
    case 'permission_asked': {
      const { request } = event;
      return {
        type: 'permission',
        subtype: 'asked',
        tool_use_id: event.toolCallId,
        kind: request.kind,
        title: request.title,
        ...(request.detail !== undefined && { detail: request.detail }),
        suggestions: request.suggestions ?? [],
        ...(request.parts && { parts: request.parts }),
      };
    }
    case 'permission_answered': {
      const { answer } = event;
      const answered = { type: 'permission', subtype: 'answered', tool_use_id: event.toolCallId };
      if (answer === 'withdrawn') return { ...answered, decision: 'withdrawn' };
      return {
        ...answered,
        decision: answer.decision,
        source: answer.decision === 'deny' && answer.source ? answer.source : { kind: 'person', detail: answer.decision },
        ...(answer.decision === 'allow' ? { scope: answer.scope } : answer.message !== undefined && { message: answer.message }),
      };
    }
    case 'finished': {
      const { outcome } = event;
      return {
        type: 'tool_result',
        tool_use_id: outcome.toolCallId,
        name: outcome.toolName,
        status: outcome.status,
        is_error: outcome.status !== 'success',
        content: contentText(outcome.content),
        duration_ms: Math.round(outcome.durationMs),
        ...(outcome.decision && { decision: outcome.decision }),
      };
    }
    default:
      return undefined;
  }
}

function worktreeObject(worktree: SessionWorktree) {
  return { kind: worktree.kind, name: worktree.name, path: worktree.path, branch: worktree.branch, base_branch: worktree.baseBranch, base_commit: worktree.baseCommit, project: worktree.projectPath };
}
