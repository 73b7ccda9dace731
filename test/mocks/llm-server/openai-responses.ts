import { errorEventFrame } from './faults.ts';
import { stopOf, usageOf, type RecordedRequest, type ResponseReply } from './script.ts';
import { argumentsOf, namedEvent, piecesOf, requestedModel, wordsOf, type IdSource } from './sse.ts';

/** Fixed, so that frames can be compared byte for byte. */
const createdAt = 1_750_000_000;

function wantsEncryptedReasoning(body: unknown): boolean {
  const include = typeof body === 'object' && body !== null ? (body as { include?: unknown }).include : undefined;
  return Array.isArray(include) && include.includes('reasoning.encrypted_content');
}

type Item = Record<string, unknown>;

/**
 * The SSE events of one Responses API response: output items one after the other (reasoning
 * summary, message, function calls), each added, streamed and done, between `response.created`
 * and `response.completed` (or `response.incomplete` when the output limit was hit).
 */
export function openaiResponsesEvents(reply: ResponseReply, request: RecordedRequest, ids: IdSource): string[] {
  const payloads: Item[] = [];
  const output: Item[] = [];
  const response = { id: ids.id('resp_'), object: 'response', created_at: createdAt, model: requestedModel(request.body) };
  const item = (added: Item, streamed: Item[], done: Item) => {
    const outputIndex = output.length;
    payloads.push({ type: 'response.output_item.added', output_index: outputIndex, item: added });
    for (const payload of streamed) payloads.push({ ...payload, item_id: added.id, output_index: outputIndex });
    payloads.push({ type: 'response.output_item.done', output_index: outputIndex, item: done });
    output.push(done);
  };

  payloads.push({ type: 'response.created', response: { ...response, status: 'in_progress', output: [], usage: null } });
  payloads.push({ type: 'response.in_progress', response: { ...response, status: 'in_progress', output: [], usage: null } });

  if (reply.reasoning !== undefined) {
    const id = ids.id('rs_');
    const summary = { type: 'summary_text', text: reply.reasoning };
    const encrypted = wantsEncryptedReasoning(request.body) ? { encrypted_content: ids.id('gAAAAenc') } : {};
    item({ id, type: 'reasoning', summary: [] }, [
      { type: 'response.reasoning_summary_part.added', summary_index: 0, part: { type: 'summary_text', text: '' } },
      ...wordsOf(reply.reasoning).map((delta) => ({ type: 'response.reasoning_summary_text.delta', summary_index: 0, delta })),
      { type: 'response.reasoning_summary_text.done', summary_index: 0, text: reply.reasoning },
      { type: 'response.reasoning_summary_part.done', summary_index: 0, part: summary },
    ], { id, type: 'reasoning', summary: [summary], ...encrypted });
  }
  if (reply.text) {
    const id = ids.id('msg_');
    const part = { type: 'output_text', annotations: [], text: reply.text };
    item({ id, type: 'message', status: 'in_progress', content: [], role: 'assistant' }, [
      { type: 'response.content_part.added', content_index: 0, part: { ...part, text: '' } },
      ...wordsOf(reply.text).map((delta) => ({ type: 'response.output_text.delta', content_index: 0, delta, logprobs: [] })),
      { type: 'response.output_text.done', content_index: 0, text: reply.text, logprobs: [] },
      { type: 'response.content_part.done', content_index: 0, part },
    ], { id, type: 'message', status: 'completed', content: [part], role: 'assistant' });
  }
  for (const call of reply.toolCalls ?? []) {
    const id = ids.id('fc_');
    const args = argumentsOf(call);
    const fields = { id, type: 'function_call', call_id: call.id ?? ids.id('call_'), name: call.name };
    item({ ...fields, status: 'in_progress', arguments: '' }, [
      ...piecesOf(args, reply.jsonChunk ?? 5).map((delta) => ({ type: 'response.function_call_arguments.delta', delta })),
      { type: 'response.function_call_arguments.done', arguments: args },
    ], { ...fields, status: 'completed', arguments: args });
  }

  const frames = payloads.map((payload, sequence) => namedEvent(String(payload.type), { ...payload, sequence_number: sequence }));
  if (reply.errorEvent) return [...frames, errorEventFrame('openai-responses', reply.errorEvent, frames.length)];
  const usage = usageOf(reply);
  const input = usage.input + usage.cacheRead + usage.cacheWrite;
  const incomplete = stopOf(reply) === 'length';
  const type = incomplete ? 'response.incomplete' : 'response.completed';
  frames.push(
    namedEvent(type, {
      type,
      response: {
        ...response,
        status: incomplete ? 'incomplete' : 'completed',
        incomplete_details: incomplete ? { reason: 'max_output_tokens' } : null,
        output,
        usage: {
          input_tokens: input,
          input_tokens_details: { cached_tokens: usage.cacheRead },
          output_tokens: usage.output,
          output_tokens_details: { reasoning_tokens: usage.reasoning },
          total_tokens: input + usage.output,
        },
      },
      sequence_number: frames.length,
    }),
  );
  return frames;
}
