import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../../../../main/core/agent/model/types.ts';
import { toolResults } from '../../../../mocks/llm-server/index.ts';
import { lastBody, readTool, requestFor, streamAll, userText, useLlmServer } from './helpers.ts';

const mock = useLlmServer();
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const conversation: ConversationMessage[] = [
  { role: 'user', content: [{ type: 'text', text: 'What is in this picture and in a.ts?' }, { type: 'image', mediaType: 'image/png', data: png }] },
  {
    role: 'assistant',
    content: [
      { type: 'reasoning', text: 'Look at both.', providerMetadata: { anthropic: { signature: 'sig-abc' } } },
      { type: 'text', text: 'Let me read it.' },
      { type: 'tool-call', id: 'toolu_01A', name: 'Read', input: { file_path: 'a.ts' } },
      { type: 'tool-call', id: 'toolu_01B', name: 'Read', input: { file_path: 'missing.ts' } },
    ],
  },
  {
    role: 'tool',
    content: [
      { type: 'tool-result', toolCallId: 'toolu_01A', toolName: 'Read', isError: false, content: [{ type: 'text', text: 'export const a = 1;' }, { type: 'image', mediaType: 'image/png', data: png }] },
      { type: 'tool-result', toolCallId: 'toolu_01B', toolName: 'Read', isError: true, content: [{ type: 'text', text: 'File does not exist.' }] },
    ],
  },
];

type Block = Record<string, unknown>;
type Message = { role: string; content: Block[] };

describe('an Anthropic request', () => {
  it('marks the last tool, the last system block and the last message as cache breakpoints, and nothing else', async () => {
    const config = mock.config('anthropic');
    mock.server.script({ text: 'Fine.' });
    const secondTool = { ...readTool, name: 'Grep', description: 'Searches.' };
    await streamAll(config, requestFor(config, conversation, { tools: [readTool, secondTool] }));
    const body = lastBody(mock.server) as { system: Block[]; tools: Block[]; messages: Message[] };
    const ephemeral = { type: 'ephemeral' };
    expect(body.system.map((block) => block.cache_control)).toEqual([undefined, ephemeral]);
    expect(body.tools.map((tool) => tool.cache_control)).toEqual([undefined, ephemeral]);
    const marked = body.messages.flatMap((message) => message.content.filter((block) => block.cache_control !== undefined));
    expect(marked).toHaveLength(1);
    expect(body.messages.at(-1)?.content.at(-1)?.cache_control).toEqual(ephemeral);
  });

  it('sends the key, the API version and the configured headers', async () => {
    const config = { ...mock.config('anthropic'), headers: { 'x-team': 'deft' } };
    mock.server.script({ text: 'Fine.' });
    await streamAll(config, requestFor(config));
    expect(mock.server.requests.at(-1)).toMatchObject({
      path: '/v1/messages',
      headers: { 'x-api-key': 'sk-ant-test', 'anthropic-version': '2023-06-01', 'x-team': 'deft' },
    });
  });

  it('sends the tools with their JSON schema and the system prompt block by block', async () => {
    const config = mock.config('anthropic');
    mock.server.script({ text: 'Fine.' });
    await streamAll(config, requestFor(config));
    const body = lastBody(mock.server);
    expect(body.tools).toEqual([{ name: 'Read', description: 'Reads a file.', input_schema: readTool.inputSchema, cache_control: { type: 'ephemeral' } }]);
    expect(body.system).toEqual([{ type: 'text', text: 'You are Deft.' }, { type: 'text', text: 'Project notes.', cache_control: { type: 'ephemeral' } }]);
    expect(body.tool_choice).toEqual({ type: 'auto' });
  });

  it('carries the conversation: images, the thinking block with its signature, tool calls, then their results', async () => {
    const config = mock.config('anthropic');
    mock.server.script({ text: 'A pixel.' });
    await streamAll(config, requestFor(config, conversation, { thinking: { budgetTokens: 2048 } }));
    const body = lastBody(mock.server) as { messages: Message[]; thinking: unknown };
    expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: 2048 });
    const [user, assistant, results] = body.messages;
    expect(user.content[1]).toEqual({ type: 'image', source: { type: 'base64', media_type: 'image/png', data: png } });
    expect(assistant.content.map((block) => block.type)).toEqual(['thinking', 'text', 'tool_use', 'tool_use']);
    expect(assistant.content[0]).toEqual({ type: 'thinking', thinking: 'Look at both.', signature: 'sig-abc' });
    expect(assistant.content[2]).toMatchObject({ type: 'tool_use', id: 'toolu_01A', name: 'Read', input: { file_path: 'a.ts' } });
    expect(results.role).toBe('user');
    expect(results.content.map((block) => [block.type, block.tool_use_id, block.is_error ?? false])).toEqual([
      ['tool_result', 'toolu_01A', false],
      ['tool_result', 'toolu_01B', true],
    ]);
    expect(results.content[0].content).toEqual([
      { type: 'text', text: 'export const a = 1;' },
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: png } },
    ]);
    expect(toolResults(mock.server.requests.at(-1)!)).toEqual([
      { toolCallId: 'toolu_01A', content: 'export const a = 1;[image]', isError: false },
      { toolCallId: 'toolu_01B', content: 'File does not exist.', isError: true },
    ]);
  });

  it('rewrites tool call ids Anthropic rejects the same way in the call and its result', async () => {
    const config = mock.config('anthropic');
    mock.server.script({ text: 'Done.' });
    const foreign: ConversationMessage[] = [
      userText('Read it'),
      { role: 'assistant', content: [{ type: 'tool-call', id: 'call:1|x', name: 'Read', input: { file_path: 'a.ts' } }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'call:1|x', toolName: 'Read', isError: false, content: [{ type: 'text', text: 'ok' }] }] },
    ];
    await streamAll(config, requestFor(config, foreign));
    const { messages } = lastBody(mock.server) as { messages: Message[] };
    const id = messages[1].content[0].id;
    expect(id).toMatch(/^[a-zA-Z0-9_-]+$/);
    expect(messages[2].content[0].tool_use_id).toBe(id);
  });

  it('sends neither empty text blocks nor lone surrogates', async () => {
    const config = mock.config('anthropic');
    mock.server.script({ text: 'Done.' });
    const messy: ConversationMessage[] = [
      { role: 'user', content: [{ type: 'text', text: 'cut \ud83d emoji' }, { type: 'text', text: '  ' }] },
      { role: 'assistant', content: [{ type: 'text', text: '' }] },
      userText('again'),
    ];
    await streamAll(config, requestFor(config, messy, { system: ['', 'System \udc00.'] }));
    const raw = JSON.stringify(lastBody(mock.server));
    expect(raw).not.toMatch(/\\ud[89a-f][0-9a-f]{2}/i);
    expect(raw).toContain('cut \ufffd emoji');
    const body = lastBody(mock.server) as { system: Block[]; messages: Message[] };
    expect(body.system.map((block) => block.text)).toEqual(['System \ufffd.']);
    const texts = body.messages.flatMap((message) => message.content.map((block) => block.text));
    expect(texts).not.toContain('');
    expect(texts).not.toContain('  ');
  });
});
