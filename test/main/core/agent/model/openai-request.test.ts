import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../../../../main/core/agent/model/types.ts';
import { lastUserText, toolNames, toolResults } from '../../../../mocks/llm-server/index.ts';
import { lastBody, readTool, requestFor, streamAll, userText, useLlmServer } from './helpers.ts';

const mock = useLlmServer();
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const longId = 'toolu_01ThisIdComesFromAnotherProviderAndIsLong';

const conversation: ConversationMessage[] = [
  userText('Show me the screenshot.'),
  {
    role: 'assistant',
    content: [
      { type: 'text', text: 'Taking it.' },
      { type: 'tool-call', id: longId, name: 'Read', input: { file_path: 'shot.png' } },
    ],
  },
  {
    role: 'tool',
    content: [{ type: 'tool-result', toolCallId: longId, toolName: 'Read', isError: false, content: [{ type: 'text', text: 'A screenshot:' }, { type: 'image', mediaType: 'image/png', data: png }] }],
  },
];

type ChatMessage = { role: string; content: unknown; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>; tool_call_id?: string; reasoning_content?: string };

describe('a Chat Completions request', () => {
  it('carries tool calls, then their results, with the image moved to a user message after them', async () => {
    const config = mock.config('openai-chat');
    mock.server.script({ text: 'I see it.' });
    await streamAll(config, requestFor(config, conversation));
    const { messages } = lastBody(mock.server) as { messages: ChatMessage[] };
    expect(messages.map((message) => message.role)).toEqual(['system', 'system', 'user', 'assistant', 'tool', 'user']);
    const [call] = messages[3].tool_calls ?? [];
    expect(call.id.length).toBeLessThanOrEqual(40);
    expect(JSON.parse(call.function.arguments)).toEqual({ file_path: 'shot.png' });
    expect(messages[4].tool_call_id).toBe(call.id);
    expect(messages[4].content).toBe('A screenshot:\n[1 image(s) attached in the next message]');
    expect(messages[5].content).toEqual([
      { type: 'text', text: `Images returned by Read (${call.id}):` },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${png}` } },
    ]);
    expect(toolResults(mock.server.requests.at(-1)!)).toEqual([{ toolCallId: call.id, content: 'A screenshot:\n[1 image(s) attached in the next message]' }]);
  });

  it('declares the tools in strict mode, optional fields made nullable, and asks for the usage', async () => {
    const config = mock.config('openai-chat');
    mock.server.script({ text: 'Ok.' });
    await streamAll(config, requestFor(config));
    const body = lastBody(mock.server);
    expect(body.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'Read',
          description: 'Reads a file.',
          parameters: {
            type: 'object',
            properties: { file_path: { type: 'string' }, limit: { type: ['integer', 'null'] } },
            required: ['file_path', 'limit'],
            additionalProperties: false,
          },
          strict: true,
        },
      },
    ]);
    expect(body.stream_options).toEqual({ include_usage: true });
    expect(toolNames(mock.server.requests.at(-1)!)).toEqual(['Read']);
  });
});

describe('a Responses API request', () => {
  it('stores nothing, asks for encrypted reasoning, and sends the reasoning back with the calls and results', async () => {
    const config = mock.config('openai-responses');
    const reasoning = { openai: { itemId: 'rs_1', reasoningEncryptedContent: 'gAAAA-secret' } };
    const history: ConversationMessage[] = [
      userText('Read a.ts'),
      {
        role: 'assistant',
        content: [
          { type: 'reasoning', text: 'Read it first.', providerMetadata: reasoning },
          { type: 'tool-call', id: 'call_1', name: 'Read', input: { file_path: 'a.ts' } },
        ],
      },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'call_1', toolName: 'Read', isError: false, content: [{ type: 'text', text: 'const a = 1;' }] }] },
    ];
    mock.server.script({ text: 'It sets a.' });
    await streamAll(config, requestFor(config, history, { thinking: { budgetTokens: 20_000 } }));
    const body = lastBody(mock.server) as { input: Array<Record<string, unknown>>; store: boolean; include: string[]; reasoning: unknown; tools: unknown[] };
    expect(body.store).toBe(false);
    expect(body.include).toContain('reasoning.encrypted_content');
    expect(body.reasoning).toEqual({ effort: 'high', summary: 'auto' });
    expect(body.input.map((item) => item.type ?? item.role)).toEqual(['developer', 'developer', 'user', 'reasoning', 'function_call', 'function_call_output']);
    expect(body.input[3]).toMatchObject({ id: 'rs_1', encrypted_content: 'gAAAA-secret', summary: [{ type: 'summary_text', text: 'Read it first.' }] });
    expect(body.input[4]).toMatchObject({ call_id: 'call_1', name: 'Read', arguments: '{"file_path":"a.ts"}' });
    expect(body.input[5]).toMatchObject({ call_id: 'call_1', output: 'const a = 1;' });
    expect(body.tools).toEqual([expect.objectContaining({ type: 'function', name: 'Read', strict: true })]);
    expect(toolResults(mock.server.requests.at(-1)!)).toEqual([{ toolCallId: 'call_1', content: 'const a = 1;' }]);
    expect(lastUserText(mock.server.requests.at(-1)!)).toBe('Read a.ts');
  });
});

describe('an OpenAI-compatible request', () => {
  it('sends the reasoning back as reasoning_content and the tools as they are', async () => {
    const config = mock.config('compatible');
    const history: ConversationMessage[] = [
      userText('Read a.ts'),
      { role: 'assistant', content: [{ type: 'reasoning', text: 'Hmm.' }, { type: 'tool-call', id: 'call_1', name: 'Read', input: { file_path: 'a.ts' } }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'call_1', toolName: 'Read', isError: false, content: [{ type: 'text', text: 'x' }] }] },
    ];
    mock.server.script({ text: 'Ok.' });
    await streamAll(config, requestFor(config, history));
    const body = lastBody(mock.server) as { messages: ChatMessage[]; tools: Array<{ function: { parameters: unknown; strict?: boolean } }> };
    expect(body.messages[3]).toMatchObject({ role: 'assistant', reasoning_content: 'Hmm.' });
    expect(body.tools[0].function.parameters).toEqual(readTool.inputSchema);
    expect(body.tools[0].function.strict).toBeUndefined();
    expect(mock.server.requests.at(-1)?.headers.authorization).toBe('Bearer sk-compatible');
  });

  it('gives a Mistral model nine-character tool call ids, the same in the call and its result', async () => {
    const config = { ...mock.config('compatible'), model: 'devstral-small-2507' };
    const history: ConversationMessage[] = [
      userText('Read a.ts'),
      { role: 'assistant', content: [{ type: 'tool-call', id: 'call_abc123def456', name: 'Read', input: { file_path: 'a.ts' } }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'call_abc123def456', toolName: 'Read', isError: false, content: [{ type: 'text', text: 'x' }] }] },
    ];
    mock.server.script({ text: 'Ok.' });
    await streamAll(config, requestFor(config, history));
    const { messages } = lastBody(mock.server) as { messages: ChatMessage[] };
    const id = messages[3].tool_calls?.[0].id;
    expect(id).toMatch(/^[a-zA-Z0-9]{9}$/);
    expect(messages[4].tool_call_id).toBe(id);
  });

  it('reaches Ollama without a key', async () => {
    const config = mock.config('ollama');
    mock.server.script({ text: 'Ok.' });
    await streamAll(config, requestFor(config));
    expect(mock.server.requests.at(-1)?.path).toBe('/v1/chat/completions');
    expect(mock.server.requests.at(-1)?.headers.authorization).toBeUndefined();
  });
});
