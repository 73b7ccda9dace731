import type { SessionUpdate } from '@agentclientprotocol/sdk';
import type { MessageWithParts, Part } from '../../core/store/types.ts';
import type { ResultContent } from '../../../shared/vocabulary/tool-calls.ts';
import { planOf } from './session-updates.ts';
import { diffContent, inputObject, resultContent, toolKind, toolLocations, toolStatus, toolTitle } from './tool-calls.ts';

/** A stored conversation as the updates that would have shown it: prompts, answers, thoughts, calls with their end, the last todo list. */
export function replayUpdates(messages: readonly MessageWithParts[], cwd: string): SessionUpdate[] {
  return messages.flatMap((message) => [
    ...message.parts.flatMap((part) => partUpdates(message, part, cwd)),
    ...(message.images ?? []).map((image): SessionUpdate => ({ sessionUpdate: 'user_message_chunk', messageId: message.id, content: { type: 'image', data: image.data, mimeType: image.mediaType } })),
  ]);
}

function partUpdates(message: MessageWithParts, part: Part, cwd: string): SessionUpdate[] {
  if (part.kind === 'text' && part.text) {
    if (message.role === 'system') return [];
    const sessionUpdate = message.role === 'user' ? 'user_message_chunk' : 'agent_message_chunk';
    return [{ sessionUpdate, messageId: message.id, content: { type: 'text', text: part.text } }];
  }
  if (part.kind === 'reasoning' && part.text) return [{ sessionUpdate: 'agent_thought_chunk', messageId: message.id, content: { type: 'text', text: part.text } }];
  if (part.kind !== 'tool' || !part.toolCallId || !part.toolName) return [];
  const diff = typeof part.metadata?.diff === 'string' ? diffContent(part.metadata.diff, cwd) : [];
  const output = Array.isArray(part.output) ? (part.output as ResultContent[]) : [];
  const updates: SessionUpdate[] = [
    {
      sessionUpdate: 'tool_call',
      toolCallId: part.toolCallId,
      title: toolTitle(part.toolName, part.input),
      kind: toolKind(part.toolName, part.input),
      status: toolStatus(part.state ?? 'cancelled'),
      locations: toolLocations(part.input, cwd),
      rawInput: inputObject(part.input),
      content: [...diff, ...resultContent(output)],
    },
  ];
  const plan = part.toolName === 'TodoWrite' ? planOf(part.metadata?.todos) : undefined;
  if (plan) updates.push({ sessionUpdate: 'plan', entries: plan });
  return updates;
}
