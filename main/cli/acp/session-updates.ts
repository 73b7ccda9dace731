import type { PlanEntry, SessionUpdate, ToolCallContent } from '@agentclientprotocol/sdk';
import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import type { ToolEvent } from '../../../shared/vocabulary/tool-calls.ts';
import { todo, type Todo } from '../../../shared/vocabulary/todos.ts';
import { diffContent, inputObject, resultContent, toolKind, toolLocations, toolStatus, toolTitle } from './tool-calls.ts';

/** The `session/update`s one agent event becomes; some become none. */
export type UpdateTranslator = (event: AgentEvent) => SessionUpdate[];

/**
 * Translates a session's agent events into ACP updates: the main agent's text and reasoning as
 * chunks, every call (a sub-agent's too, its title naming the sub-agent) as `tool_call` and
 * `tool_call_update`s with kind, locations, the diff of a file change and the result, the todo
 * list as a `plan`, and the context's fill as `usage_update`. Relative paths resolve against the
 * session's `folder` as it is when the event comes (a worktree session's is known once it opened).
 */
export function createUpdateTranslator(folder: () => string): UpdateTranslator {
  const calls = new Map<string, { diffs: ToolCallContent[]; terminal?: ToolCallContent }>();
  return (event) => {
    switch (event.type) {
      case 'text':
        return event.subagent || event.delta === '' ? [] : [{ sessionUpdate: 'agent_message_chunk', messageId: event.messageId, content: { type: 'text', text: event.delta } }];
      case 'reasoning':
        return event.subagent || event.delta === '' ? [] : [{ sessionUpdate: 'agent_thought_chunk', messageId: event.messageId, content: { type: 'text', text: event.delta } }];
      case 'tool':
        return toolUpdates(event.event, event.subagent?.name, calls, folder());
      case 'usage':
        return event.subagent ? [] : [{ sessionUpdate: 'usage_update', used: event.contextTokens, size: event.contextLimit }];
      default:
        return [];
    }
  };
}

/** A terminal the editor runs a call's command in: shown as the call's content from the start. */
export function terminalContent(terminalId: string): ToolCallContent {
  return { type: 'terminal', terminalId };
}

function toolUpdates(event: ToolEvent, subagent: string | undefined, calls: Map<string, { diffs: ToolCallContent[]; terminal?: ToolCallContent }>, cwd: string): SessionUpdate[] {
  const titled = (title: string) => (subagent ? `[${subagent}] ${title}` : title);
  switch (event.type) {
    case 'started': {
      calls.set(event.toolCallId, { diffs: [] });
      return [
        {
          sessionUpdate: 'tool_call',
          toolCallId: event.toolCallId,
          title: titled(toolTitle(event.toolName, event.input)),
          kind: toolKind(event.toolName, event.input),
          status: 'pending',
          locations: toolLocations(event.input, cwd),
          rawInput: inputObject(event.input),
          ...(subagent && { _meta: { deft: { subagent } } }),
        },
      ];
    }
    case 'running':
      return [
        {
          sessionUpdate: 'tool_call_update',
          toolCallId: event.toolCallId,
          status: 'in_progress',
          title: titled(toolTitle(event.toolName, event.input)),
          kind: toolKind(event.toolName, event.input),
          locations: toolLocations(event.input, cwd),
          rawInput: inputObject(event.input),
        },
      ];
    case 'metadata': {
      const call = calls.get(event.toolCallId);
      const updates: SessionUpdate[] = [];
      if (typeof event.data.diff === 'string' && call) {
        call.diffs = diffContent(event.data.diff, cwd);
        updates.push({ sessionUpdate: 'tool_call_update', toolCallId: event.toolCallId, content: [...call.diffs] });
      }
      if (typeof event.data.terminal_id === 'string' && call) {
        call.terminal = terminalContent(event.data.terminal_id);
        updates.push({ sessionUpdate: 'tool_call_update', toolCallId: event.toolCallId, content: [call.terminal] });
      }
      const plan = planOf(event.data.todos);
      if (plan && !subagent) updates.push({ sessionUpdate: 'plan', entries: plan });
      return updates;
    }
    case 'finished': {
      const { outcome } = event;
      const call = calls.get(outcome.toolCallId);
      calls.delete(outcome.toolCallId);
      const shown = call?.terminal ? [call.terminal] : resultContent(outcome.content);
      return [
        {
          sessionUpdate: 'tool_call_update',
          toolCallId: outcome.toolCallId,
          status: toolStatus(outcome.status),
          content: [...(call?.diffs ?? []), ...shown],
          rawOutput: { status: outcome.status, content: outcome.content, ...(outcome.metadata && { metadata: outcome.metadata }) },
        },
      ];
    }
    default:
      return [];
  }
}

/** TodoWrite's list as the editor's plan. */
export function planOf(todos: unknown): PlanEntry[] | undefined {
  if (!Array.isArray(todos)) return undefined;
  const parsed = todos.flatMap((entry) => {
    const checked = todo.safeParse(entry);
    return checked.success ? [checked.data] : [];
  });
  return parsed.map((item: Todo) => ({ content: item.content, status: item.status, priority: 'medium' }));
}
