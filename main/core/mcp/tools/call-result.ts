import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ResultContent } from '../../../../shared/vocabulary/tool-calls.ts';
import { resourceText } from '../resources/contents.ts';

type Block = CallToolResult['content'][number];

/** An MCP tool result as the model's content: text blocks joined, images as image parts when the model takes them. */
export function callResultContent(result: CallToolResult, acceptsImages: boolean): ResultContent[] {
  const parts: ResultContent[] = [];
  const addText = (value: string) => {
    const last = parts.at(-1);
    if (last?.type === 'text') last.text = `${last.text}\n${value}`;
    else parts.push({ type: 'text', text: value });
  };
  for (const block of result.content ?? []) {
    if (block.type === 'image' && acceptsImages) parts.push({ type: 'image', mediaType: block.mimeType, data: block.data });
    else addText(contentBlockText(block));
  }
  if (parts.length > 0) return parts;
  if (result.structuredContent !== undefined) return [{ type: 'text', text: JSON.stringify(result.structuredContent, null, 2) }];
  return [{ type: 'text', text: '(no output)' }];
}

/** One content block as text: images and audio described, embedded resources as their text, links as a line. */
export function contentBlockText(block: Block): string {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'image':
    case 'audio':
      return `[${block.type} ${block.mimeType}, ${Buffer.byteLength(block.data, 'base64').toLocaleString('en-US')} bytes, not shown]`;
    case 'resource':
      return resourceText(block.resource);
    case 'resource_link':
      return `Resource link: ${block.name} <${block.uri}>${block.mimeType ? ` (${block.mimeType})` : ''}${block.description ? ` — ${block.description}` : ''}`;
  }
}
