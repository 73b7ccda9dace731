import { describe, expect, it } from 'vitest';
import { secretRedactor } from '../../../../main/core/conversations/redact.ts';

describe("the renderer's redactor", () => {
  it('redacts keys in every field but the images a person gave, whose base64 a key shape can turn up in by chance', () => {
    const key = 'sk-ant-api03-0123456789abcdefghij';
    const redactor = secretRedactor({ get: () => undefined }, { ANTHROPIC_API_KEY: key });
    redactor.refresh();
    // Base64 of an image can hold `AIza` and 35 more letters after a `/`: a Google key's shape.
    const image = { mediaType: 'image/png' as const, data: `iVBORw0KGgo/AIzaSyA0123456789abcdefghijklmnopqrstuv/AAAA` };
    const events = [
      { type: 'message', messageId: 'u1', text: `use ${key}`, images: [image] },
      { type: 'text', messageId: 'a1', delta: `the key is ${key}` },
    ];
    expect(redactor.redact(image).data).not.toBe(image.data);
    expect(redactor.redactBesideImages(events)).toEqual([
      { type: 'message', messageId: 'u1', text: 'use [redacted]', images: [image] },
      { type: 'text', messageId: 'a1', delta: 'the key is [redacted]' },
    ]);
  });
});
