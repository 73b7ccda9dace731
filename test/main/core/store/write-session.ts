import { addMessage, appendPart } from '../../../../main/core/store/parts.ts';
import type { Store } from '../../../../main/core/store/store.ts';
import { createTextWriter } from '../../../../main/core/store/text-writer.ts';

/** The text each part of a stress-test session ends with: checked whole afterwards. */
export const partText = (sessionId: string, index: number) => `${sessionId} part ${index}: ${'word '.repeat(index % 7)}end`;

const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * `count` parts in messages of ten as an agent streams them: every other part is a text part
 * filled by a text writer in three deltas, yielding between writes so other writers interleave.
 */
export async function writeSession(store: Store, sessionId: string, count: number) {
  let messageId = '';
  for (let index = 0; index < count; index++) {
    if (index % 10 === 0) messageId = addMessage(store, sessionId, 'assistant').id;
    const text = partText(sessionId, index);
    if (index % 2 === 0) {
      appendPart(store, sessionId, messageId, 'text', { text });
    } else {
      const writer = createTextWriter(store, { sessionId, messageId, batchMs: 1 });
      for (const delta of [text.slice(0, 5), text.slice(5, 12), text.slice(12)]) {
        writer.append(delta);
        await turn();
      }
      writer.close();
    }
    await turn();
  }
}
