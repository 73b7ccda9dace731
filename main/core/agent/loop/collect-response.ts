import { ModelError, type AssistantPart, type FinishReason, type ModelClient, type ModelRequest } from '../model/types.ts';
import type { Usage } from '../../../../shared/vocabulary/agent-events.ts';

export interface ResponseListener {
  text(delta: string): void;
  reasoning(delta: string): void;
  reasoningEnd(providerMetadata: Record<string, Record<string, unknown>> | undefined): void;
  toolCallStart(id: string, name: string): void;
}

export interface CollectedResponse {
  /** In the order the model wrote them; tool calls carry the raw JSON text of their input. */
  parts: AssistantPart[];
  toolCalls: Array<{ id: string; name: string; input: string }>;
  usage: Usage;
  finishReason: FinishReason;
}

/** Streams one model response, reporting each piece as it arrives and collecting the whole. Throws the client's `ModelError`. */
export async function collectResponse(client: ModelClient, request: ModelRequest, signal: AbortSignal, listener: ResponseListener): Promise<CollectedResponse> {
  const parts: AssistantPart[] = [];
  const toolCalls: CollectedResponse['toolCalls'] = [];
  let finish: { reason: FinishReason; usage: Usage } | undefined;
  const last = () => parts[parts.length - 1];

  for await (const event of client.stream(request, signal)) {
    switch (event.type) {
      case 'text-delta': {
        const part = last();
        if (part?.type === 'text') part.text += event.delta;
        else parts.push({ type: 'text', text: event.delta });
        listener.text(event.delta);
        break;
      }
      case 'reasoning-delta': {
        const part = last();
        if (part?.type === 'reasoning' && !part.providerMetadata) part.text += event.delta;
        else parts.push({ type: 'reasoning', text: event.delta });
        listener.reasoning(event.delta);
        break;
      }
      case 'reasoning-end': {
        const part = last();
        if (part?.type === 'reasoning') {
          if (event.providerMetadata) part.providerMetadata = event.providerMetadata;
        } else if (event.providerMetadata) {
          parts.push({ type: 'reasoning', text: '', providerMetadata: event.providerMetadata });
        }
        listener.reasoningEnd(event.providerMetadata);
        break;
      }
      case 'tool-call-start':
        listener.toolCallStart(event.id, event.name);
        break;
      case 'tool-call':
        toolCalls.push({ id: event.id, name: event.name, input: event.input });
        parts.push({ type: 'tool-call', id: event.id, name: event.name, input: event.input });
        break;
      case 'finish':
        finish = { reason: event.reason, usage: event.usage };
        break;
    }
  }
  if (!finish) throw new ModelError('interrupted', `The ${client.provider} stream ended before the response was complete.`);
  return { parts, toolCalls, usage: finish.usage, finishReason: finish.reason };
}
