import { errorEventFrame } from './faults.ts';
import { stopOf, usageOf, type RecordedRequest, type ResponseReply } from './script.ts';
import { argumentsOf, namedEvent, piecesOf, requestedModel, wordsOf, type IdSource } from './sse.ts';

const stopReasons = { stop: 'end_turn', 'tool-calls': 'tool_use', length: 'max_tokens' } as const;

/** The SSE events of one Anthropic Messages response. */
export function anthropicEvents(reply: ResponseReply, request: RecordedRequest, ids: IdSource): string[] {
  const usage = usageOf(reply);
  const events = [
    namedEvent('message_start', {
      type: 'message_start',
      message: {
        id: ids.id('msg_01'),
        type: 'message',
        role: 'assistant',
        model: requestedModel(request.body),
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: {
          input_tokens: usage.input,
          cache_creation_input_tokens: usage.cacheWrite,
          cache_read_input_tokens: usage.cacheRead,
          output_tokens: 1,
        },
      },
    }),
  ];
  let index = 0;
  const block = (contentBlock: object, deltas: object[]) => {
    events.push(namedEvent('content_block_start', { type: 'content_block_start', index, content_block: contentBlock }));
    if (index === 0) events.push(namedEvent('ping', { type: 'ping' }));
    for (const delta of deltas) events.push(namedEvent('content_block_delta', { type: 'content_block_delta', index, delta }));
    events.push(namedEvent('content_block_stop', { type: 'content_block_stop', index }));
    index += 1;
  };

  if (reply.reasoning !== undefined) {
    const thinking = wordsOf(reply.reasoning).map((text) => ({ type: 'thinking_delta', thinking: text }));
    block({ type: 'thinking', thinking: '' }, [...thinking, { type: 'signature_delta', signature: reply.signature ?? ids.id('EqQBsig') }]);
  }
  if (reply.text) {
    block({ type: 'text', text: '' }, wordsOf(reply.text).map((text) => ({ type: 'text_delta', text })));
  }
  for (const call of reply.toolCalls ?? []) {
    const fragments = ['', ...piecesOf(argumentsOf(call), reply.jsonChunk ?? 5)];
    block(
      { type: 'tool_use', id: call.id ?? ids.id('toolu_01'), name: call.name, input: {} },
      fragments.map((partial_json) => ({ type: 'input_json_delta', partial_json })),
    );
  }

  if (reply.errorEvent) return [...events, errorEventFrame('anthropic', reply.errorEvent, events.length)];
  events.push(
    namedEvent('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: stopReasons[stopOf(reply)], stop_sequence: null },
      usage: { output_tokens: usage.output },
    }),
    namedEvent('message_stop', { type: 'message_stop' }),
  );
  return events;
}
