import { z } from 'zod';
import { promptImage } from '../../../shared/ipc/domains/chat.ts';
import type { HeadlessPrompt } from '../../core/session/run-headless.ts';
import type { CliInput } from '../io.ts';

const textBlock = z.object({ type: z.literal('text'), text: z.string() });
const imageBlock = z.object({
  type: z.literal('image'),
  source: z.object({ type: z.literal('base64'), media_type: promptImage.shape.mediaType, data: promptImage.shape.data }),
});

/** One line of `--input-format stream-json`, as Claude Code writes it: a user message. */
const userLine = z.object({
  type: z.literal('user'),
  message: z.object({ role: z.literal('user'), content: z.union([z.string(), z.array(z.union([textBlock, imageBlock]))]) }),
});

export type StreamInputLine = { ok: true; prompt: HeadlessPrompt } | { ok: false; error: string };

/**
 * The person's messages of `--input-format stream-json`, one JSON user message per stdin line, as
 * they arrive; a line that is not one is reported and skipped, so the run goes on.
 */
export async function* readStreamInput(stdin: CliInput): AsyncGenerator<StreamInputLine> {
  let pending = '';
  const decoder = new TextDecoder();
  for await (const chunk of stdin) {
    pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') yield parseLine(line);
  }
  pending += decoder.decode();
  if (pending.trim() !== '') yield parseLine(pending);
}

function parseLine(line: string): StreamInputLine {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { ok: false, error: `An input line is not JSON: ${line.slice(0, 200)}` };
  }
  const parsed = userLine.safeParse(json);
  if (!parsed.success) return { ok: false, error: `An input line is not a user message ({"type":"user","message":{"role":"user","content":…}}): ${z.prettifyError(parsed.error)}` };
  const { content } = parsed.data.message;
  const blocks = typeof content === 'string' ? [{ type: 'text' as const, text: content }] : content;
  const prompt = blocks.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n\n');
  const images = blocks.flatMap((block) => (block.type === 'image' ? [{ mediaType: block.source.media_type, data: block.source.data }] : []));
  if (prompt.trim() === '' && images.length === 0) return { ok: false, error: 'An input message is empty.' };
  return { ok: true, prompt: { prompt, images } };
}
