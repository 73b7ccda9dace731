import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../../../../main/core/agent/model/types.ts';
import { lastBody, protocolNames, requestFor, streamAll, useLlmServer, type Protocol } from './helpers.ts';

const mock = useLlmServer();
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const prompt: ConversationMessage = {
  role: 'user',
  content: [
    { type: 'text', text: 'What is in this picture?' },
    { type: 'image', mediaType: 'image/png', data: png },
  ],
};

/** The user message's content as each wire format carries it. */
function userContent(protocol: Protocol, body: Record<string, unknown>): unknown[] {
  if (protocol === 'openai-responses') {
    const input = body.input as Array<{ role?: string; content?: unknown[] }>;
    return input.find((item) => item.role === 'user')?.content ?? [];
  }
  const messages = body.messages as Array<{ role: string; content: unknown }>;
  const user = messages.find((message) => message.role === 'user');
  return Array.isArray(user?.content) ? user.content : [];
}

const expected: Record<Protocol, unknown> = {
  anthropic: { type: 'image', source: { type: 'base64', media_type: 'image/png', data: png } },
  'openai-responses': { type: 'input_image', image_url: `data:image/png;base64,${png}` },
  'openai-chat': { type: 'image_url', image_url: { url: `data:image/png;base64,${png}` } },
  ollama: { type: 'image_url', image_url: { url: `data:image/png;base64,${png}` } },
  compatible: { type: 'image_url', image_url: { url: `data:image/png;base64,${png}` } },
};

describe.each(protocolNames)('a prompt with an image, sent over %s', (protocol) => {
  it('carries the image after the text, in the provider’s own form', async () => {
    const config = mock.config(protocol);
    mock.server.script({ text: 'A single pixel.' });
    const { error } = await streamAll(config, requestFor(config, [prompt]));
    expect(error).toBeUndefined();
    const content = userContent(protocol, lastBody(mock.server));
    expect(JSON.stringify(content[0])).toContain('What is in this picture?');
    expect(content[1]).toMatchObject(expected[protocol] as object);
  });
});
