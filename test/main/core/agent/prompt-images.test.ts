import { describe, expect, it } from 'vitest';
import { exportSession, importSession } from '../../../../main/core/store/export.ts';
import { loadSession } from '../../../../main/core/store/load.ts';
import type { RecordedRequest } from '../../../mocks/llm-server/index.ts';
import { harness } from '../session/session-harness.ts';

const signal = () => new AbortController().signal;
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const image = { mediaType: 'image/png' as const, data: png };

type AnthropicBlock = { type: string; text?: string; source?: { data: string; media_type: string } };

function userBlocks(request: RecordedRequest): AnthropicBlock[][] {
  const messages = (request.body as { messages: Array<{ role: string; content: string | AnthropicBlock[] }> }).messages;
  return messages.filter((message) => message.role === 'user').map((message) => (typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content));
}

describe('images pasted into a prompt', () => {
  it('reach the model with the text, are kept with the message, and are sent again when the session resumes', async () => {
    const h = await harness([{ text: 'A single red pixel.' }, { text: 'Still one pixel.' }]);
    const first = await h.open();
    const result = await first.send('What is this?', signal(), [image]);
    expect(result).toMatchObject({ status: 'done', text: 'A single red pixel.' });
    const [sent] = userBlocks(h.server.requests[0]);
    expect(sent.map((block) => block.type)).toEqual(['text', 'image']);
    expect(sent[1].source).toMatchObject({ media_type: 'image/png', data: png });

    const [prompt] = loadSession(h.store, first.session.id)!.messages;
    expect(prompt.images).toEqual([image]);

    const again = await h.open({ session: { continue: true } });
    await again.send('And now?', signal());
    const [earlier] = userBlocks(h.server.requests[1]);
    expect(earlier.find((block) => block.type === 'image')?.source?.data).toBe(png);
  });

  it('may come without text', async () => {
    const h = await harness([{ text: 'A pixel.' }]);
    const session = await h.open();
    expect((await session.send('', signal(), [image, image])).status).toBe('done');
    const [sent] = userBlocks(h.server.requests[0]);
    expect(sent.map((block) => block.type)).toEqual(['image', 'image']);
    const [prompt] = loadSession(h.store, session.session.id)!.messages;
    expect(prompt.parts).toEqual([]);
    expect(prompt.images).toHaveLength(2);
  });

  it('are refused for a model known not to read images, before anything is sent or stored', async () => {
    const h = await harness([]);
    const session = await h.open({ provider: { provider: 'openai-compatible', model: 'deepseek-chat', baseUrl: h.server.url } });
    const result = await session.send('What is this?', signal(), [image]);
    expect(result).toMatchObject({ status: 'error', error: 'deepseek-chat does not read images; choose a model that does to send them.' });
    expect(h.server.requests).toEqual([]);
    expect(loadSession(h.store, session.session.id)!.messages).toEqual([]);
  });

  it('travel with an exported session and come back on import', async () => {
    const h = await harness([{ text: 'Seen.' }]);
    const session = await h.open();
    await session.send('Look', signal(), [image]);
    const exported = exportSession(h.store, session.session.id);
    const copy = importSession(h.store, JSON.parse(JSON.stringify(exported)));
    expect(loadSession(h.store, copy)!.messages[0].images).toEqual([image]);

    const damaged = JSON.parse(JSON.stringify(exported));
    damaged.messages[0].images[0].data = 'not base64!';
    expect(() => importSession(h.store, damaged)).toThrow(/must be base64[\s\S]*messages\[0\]\.images\[0\]\.data/);
  });
});
