import type { ChatMessage } from '../chat/conversation.ts';

/** The session's prompts as the person wrote them, oldest first, repeats in a row kept once. */
export function promptHistory(messages: readonly ChatMessage[]): string[] {
  const prompts: string[] = [];
  for (const message of messages) {
    if (message.role !== 'user') continue;
    const text = message.parts.flatMap((part) => (part.kind === 'text' ? [part.text] : [])).join('\n').trim();
    if (text && prompts.at(-1) !== text) prompts.push(text);
  }
  return prompts;
}

/** Where arrow-up or arrow-down leads from `index` (null: not browsing); null again past the newest prompt, undefined when there is nowhere to go. */
export function stepHistory(length: number, index: number | null, direction: 'older' | 'newer'): number | null | undefined {
  if (direction === 'older') {
    const older = (index ?? length) - 1;
    return older >= 0 ? older : undefined;
  }
  if (index === null) return undefined;
  return index + 1 < length ? index + 1 : null;
}
