import { errorEventFrame } from './faults.ts';
import { stopOf, usageOf, type RecordedRequest, type ResponseReply } from './script.ts';
import { argumentsOf, dataEvent, doneEvent, piecesOf, requestedModel, wordsOf, type IdSource } from './sse.ts';

const finishReasons = { stop: 'stop', 'tool-calls': 'tool_calls', length: 'length' } as const;

/** Fixed, so that frames can be compared byte for byte. */
const created = 1_750_000_000;

function includesUsage(body: unknown): boolean {
  const options = typeof body === 'object' && body !== null ? (body as { stream_options?: { include_usage?: unknown } }).stream_options : undefined;
  return options?.include_usage === true;
}

/**
 * The SSE events of one Chat Completions response (OpenAI, and the compatible servers: Ollama,
 * DeepSeek, vLLM, ...). Reasoning goes out as DeepSeek's `reasoning_content`; several tool calls
 * are interleaved by `index`, each call's start and argument fragments in turn.
 */
export function openaiChatEvents(reply: ResponseReply, request: RecordedRequest, ids: IdSource): string[] {
  const base = { id: ids.id('chatcmpl-'), object: 'chat.completion.chunk', created, model: requestedModel(request.body), system_fingerprint: 'fp_mock' };
  const withUsage = includesUsage(request.body);
  const chunk = (delta: object, finishReason: string | null = null) =>
    dataEvent({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }], ...(withUsage ? { usage: null } : {}) });

  const events = [chunk({ role: 'assistant', content: '', refusal: null })];
  for (const text of wordsOf(reply.reasoning ?? '')) events.push(chunk({ content: null, reasoning_content: text }));
  for (const text of wordsOf(reply.text ?? '')) events.push(chunk({ content: text }));

  const calls = (reply.toolCalls ?? []).map((call, index) => [
    { index, id: call.id ?? ids.id('call_'), type: 'function', function: { name: call.name, arguments: '' } },
    ...piecesOf(argumentsOf(call), reply.jsonChunk ?? 5).map((fragment) => ({ index, function: { arguments: fragment } })),
  ]);
  const rounds = Math.max(0, ...calls.map((parts) => parts.length));
  for (let round = 0; round < rounds; round += 1) {
    for (const parts of calls) if (round < parts.length) events.push(chunk({ tool_calls: [parts[round]] }));
  }

  if (reply.errorEvent) return [...events, errorEventFrame('openai-chat', reply.errorEvent, events.length)];
  events.push(chunk({}, finishReasons[stopOf(reply)]));
  if (withUsage) {
    const usage = usageOf(reply);
    const prompt = usage.input + usage.cacheRead + usage.cacheWrite;
    events.push(
      dataEvent({
        ...base,
        choices: [],
        usage: {
          prompt_tokens: prompt,
          completion_tokens: usage.output,
          total_tokens: prompt + usage.output,
          prompt_tokens_details: { cached_tokens: usage.cacheRead, audio_tokens: 0 },
          completion_tokens_details: { reasoning_tokens: usage.reasoning, audio_tokens: 0 },
        },
      }),
    );
  }
  events.push(doneEvent);
  return events;
}
