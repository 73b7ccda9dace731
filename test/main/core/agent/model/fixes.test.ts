import { describe, expect, it } from 'vitest';
import { dropEmptyContent } from '../../../../../main/core/agent/model/fixes/empty-content.ts';
import { fixRequest, functionTools } from '../../../../../main/core/agent/model/fixes/index.ts';
import { replaceLoneSurrogates } from '../../../../../main/core/agent/model/fixes/lone-surrogates.ts';
import { objectToolInputs } from '../../../../../main/core/agent/model/fixes/tool-call-inputs.ts';
import { rewriteToolCallIds, toolCallIdFormat } from '../../../../../main/core/agent/model/fixes/tool-call-ids.ts';
import { moveToolResultImages } from '../../../../../main/core/agent/model/fixes/tool-result-images.ts';
import type { ProviderConfig } from '../../../../../main/core/agent/model/provider-config.ts';
import type { ConversationMessage, ModelRequest, ToolDefinition } from '../../../../../main/core/agent/model/types.ts';

const request = (messages: ConversationMessage[], extra: Partial<ModelRequest> = {}): ModelRequest => ({ model: 'm', system: ['sys'], messages, tools: [], ...extra });
const call = (id: string, input: unknown = {}): ConversationMessage => ({ role: 'assistant', content: [{ type: 'tool-call', id, name: 'Read', input }] });
const result = (toolCallId: string, text = 'ok'): ConversationMessage => ({
  role: 'tool',
  content: [{ type: 'tool-result', toolCallId, toolName: 'Read', isError: false, content: [{ type: 'text', text }] }],
});
const idsOf = (fixed: ModelRequest) =>
  fixed.messages.flatMap((message) =>
    message.role === 'assistant'
      ? message.content.flatMap((part) => (part.type === 'tool-call' ? [part.id] : []))
      : message.role === 'tool'
        ? message.content.map((part) => part.toolCallId)
        : [],
  );
const anthropic: ProviderConfig = { provider: 'anthropic', model: 'claude-sonnet-4-5' };
const openai: ProviderConfig = { provider: 'openai', model: 'gpt-5' };
const compatible: ProviderConfig = { provider: 'openai-compatible', model: 'deepseek-chat', baseUrl: 'https://api.deepseek.com' };

describe('tool call ids', () => {
  it('are kept when the provider accepts them', () => {
    const original = request([call('toolu_01A'), result('toolu_01A')]);
    expect(rewriteToolCallIds(original, toolCallIdFormat(anthropic, 'claude-sonnet-4-5'))).toBe(original);
  });

  it('are rewritten for Anthropic to its alphabet, the same in the call and the result, and distinct', () => {
    const fixed = rewriteToolCallIds(
      request([call('call:1'), call('call|1'), call('call_1'), result('call:1'), result('call|1'), result('call_1')]),
      toolCallIdFormat(anthropic, 'claude-sonnet-4-5'),
    );
    const [a, b, c, ra, rb, rc] = idsOf(fixed);
    expect([a, b, c]).toEqual([ra, rb, rc]);
    expect(c).toBe('call_1');
    for (const id of [a, b]) expect(id).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('are cut to 40 characters for OpenAI, stably from one request to the next', () => {
    const long = `toolu_${'x'.repeat(60)}`;
    const format = toolCallIdFormat(openai, 'gpt-5');
    const first = idsOf(rewriteToolCallIds(request([call(long), result(long)]), format));
    const again = idsOf(rewriteToolCallIds(request([call(long), result(long), call('call_2'), result('call_2')]), format));
    expect(first[0].length).toBeLessThanOrEqual(40);
    expect(first).toEqual([first[0], first[0]]);
    expect(again.slice(0, 2)).toEqual(first);
  });

  it('are nine letters and digits for Mistral models, on any OpenAI-compatible endpoint', () => {
    for (const config of [{ ...compatible, model: 'mistral-large-latest' }, { ...compatible, model: 'whatever', baseUrl: 'https://api.mistral.ai/v1' }, { provider: 'ollama', model: 'devstral:24b' } as const]) {
      const [id, back] = idsOf(rewriteToolCallIds(request([call('call_0123456789'), result('call_0123456789')]), toolCallIdFormat(config, config.model)));
      expect(id).toMatch(/^[a-zA-Z0-9]{9}$/);
      expect(back).toBe(id);
    }
  });

  it('never turn into an id the conversation already uses', () => {
    const format = toolCallIdFormat({ provider: 'ollama', model: 'mistral' }, 'mistral');
    const ids = ['abc123XYZ', 'call_1', 'call_2', 'call_3', 'call_4'];
    const fixed = idsOf(rewriteToolCallIds(request(ids.map((id) => call(id))), format));
    expect(fixed[0]).toBe('abc123XYZ');
    expect(new Set(fixed).size).toBe(ids.length);
  });
});

describe('empty content', () => {
  it('drops blank system blocks, blank text and empty reasoning, and the messages left empty', () => {
    const fixed = dropEmptyContent(
      request(
        [
          { role: 'user', content: [{ type: 'text', text: ' ' }] },
          { role: 'assistant', content: [{ type: 'text', text: '' }, { type: 'reasoning', text: '' }] },
          { role: 'user', content: [{ type: 'text', text: '\n' }, { type: 'text', text: 'Hi' }] },
          { role: 'assistant', content: [{ type: 'reasoning', text: '', providerMetadata: { anthropic: { redactedData: 'xyz' } } }, { type: 'text', text: 'Hello' }] },
        ],
        { system: ['Rules.', '  '] },
      ),
    );
    expect(fixed.system).toEqual(['Rules.']);
    expect(fixed.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Hi' }] },
      { role: 'assistant', content: [{ type: 'reasoning', text: '', providerMetadata: { anthropic: { redactedData: 'xyz' } } }, { type: 'text', text: 'Hello' }] },
    ]);
  });

  it('gives a tool result without content a word, so it is not refused as empty', () => {
    const fixed = dropEmptyContent(request([call('a'), result('a', '')]));
    expect(fixed.messages[1]).toEqual({ role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a', toolName: 'Read', isError: false, content: [{ type: 'text', text: '(no output)' }] }] });
  });
});

describe('lone surrogates', () => {
  it('become U+FFFD in text, tool input, results, system and tools, and pairs stay whole', () => {
    const tool: ToolDefinition = { name: 'T', description: 'bad \udc00 end', inputSchema: { type: 'object', description: 'x\ud800' } };
    const fixed = replaceLoneSurrogates(
      request([{ role: 'user', content: [{ type: 'text', text: 'a\ud83d b 😀 c\ude00' }] }, call('a', { path: 'p\ud800' }), result('a', 'out\udfff')], { system: ['s\ud800'], tools: [tool] }),
    );
    expect(JSON.stringify(fixed)).not.toMatch(/\\ud[89a-f]/i);
    expect(fixed.messages[0]).toEqual({ role: 'user', content: [{ type: 'text', text: 'a\ufffd b 😀 c\ufffd' }] });
    expect(fixed.messages[1]).toMatchObject({ content: [{ input: { path: 'p\ufffd' } }] });
    expect(fixed.system).toEqual(['s\ufffd']);
    expect(fixed.tools[0]).toEqual({ name: 'T', description: 'bad \ufffd end', inputSchema: { type: 'object', description: 'x\ufffd' } });
  });

  it('leave a clean request as the very same object', () => {
    const clean = request([{ role: 'user', content: [{ type: 'text', text: 'all 😀 fine' }] }]);
    expect(replaceLoneSurrogates(clean)).toBe(clean);
  });
});

describe('tool call inputs', () => {
  it('go back as objects: parsed from text when it is JSON, else empty', () => {
    const fixed = objectToolInputs(request([call('a', '{"path":"x"}'), call('b', '{"path": tru'), call('c', [1, 2]), call('d', { ok: true })]));
    expect(fixed.messages.map((message) => (message.role === 'assistant' && message.content[0].type === 'tool-call' ? message.content[0].input : undefined))).toEqual([
      { path: 'x' },
      {},
      {},
      { ok: true },
    ]);
  });
});

describe('images in tool results', () => {
  it('move to a user message right after the results for Chat Completions, and stay for Anthropic', () => {
    const image = { type: 'image' as const, mediaType: 'image/png', data: 'AAAA' };
    const original = request([
      call('a'),
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'a', toolName: 'Read', isError: false, content: [image] }] },
      { role: 'user', content: [{ type: 'text', text: 'next' }] },
    ]);
    const moved = moveToolResultImages(original);
    expect(moved.messages.map((message) => message.role)).toEqual(['assistant', 'tool', 'user', 'user']);
    expect(moved.messages[1]).toMatchObject({ content: [{ content: [{ type: 'text', text: '[1 image(s) attached in the next message]' }] }] });
    expect(moved.messages[2]).toEqual({ role: 'user', content: [{ type: 'text', text: 'Images returned by Read (a):' }, image] });
    expect(fixRequest(original, anthropic).messages).toHaveLength(3);
    expect(fixRequest(original, { provider: 'openai', model: 'gpt-4.1', api: 'chat' }).messages).toHaveLength(4);
    expect(fixRequest(original, openai).messages).toHaveLength(3);
  });
});

describe('tool schemas', () => {
  const schema = { type: 'object', properties: { path: { type: 'string' }, count: { type: 'integer', minimum: 1 } }, required: ['path'] };
  const tools: ToolDefinition[] = [{ name: 'T', description: 'd', inputSchema: schema }];

  it('are strict for OpenAI when strict mode can express them, and not otherwise', () => {
    const [strict] = functionTools(tools, openai, 'gpt-5');
    expect(strict).toMatchObject({ strict: true, inputSchema: { required: ['path', 'count'], additionalProperties: false } });
    const record = { type: 'object', properties: { env: { type: 'object', additionalProperties: { type: 'string' } } } };
    const [loose] = functionTools([{ name: 'R', description: 'd', inputSchema: record }], openai, 'gpt-5');
    expect(loose).toMatchObject({ strict: false, inputSchema: record });
  });

  it('are the OpenAPI subset for Gemini behind an OpenAI-compatible endpoint, and unchanged elsewhere', () => {
    const withDefault = { ...schema, properties: { ...schema.properties, mode: { type: 'string', default: 'fast' } } };
    const gemini = { provider: 'openai-compatible' as const, model: 'gemini-2.5-pro', baseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai' };
    const [converted] = functionTools([{ name: 'T', description: 'd', inputSchema: withDefault }], gemini, gemini.model);
    expect(JSON.stringify(converted.inputSchema)).not.toContain('default');
    for (const config of [anthropic, compatible]) expect(functionTools(tools, config, config.model)[0].inputSchema).toEqual(schema);
  });
});
