import type { Locator } from 'playwright-core';
import type { Core } from '../../../main/core/core.ts';
import { addMessage, appendPart } from '../../../main/core/store/parts.ts';
import { createSession } from '../../../main/core/store/sessions.ts';

/** The text of message `index`: a question, or an answer with markdown and code. */
export function longSessionText(index: number): string {
  return index % 2 === 0 ? `Question ${index}` : `Answer ${index}\n\n- a point\n- another\n\n\`\`\`ts\nconst n = ${index};\n\`\`\``;
}

/** Writes a stored session of `count` messages straight into the store: questions, and answers with markdown and code. */
export function seedLongSession(core: Core, projectDir: string, count: number): string {
  const store = core.store();
  const session = createSession(store, { cwd: projectDir, title: 'A very long session' });
  store.db.transaction(() => {
    for (let index = 0; index < count; index++) {
      const message = addMessage(store, session.id, index % 2 === 0 ? 'user' : 'assistant');
      appendPart(store, session.id, message.id, 'text', { text: longSessionText(index) });
    }
  })();
  return session.id;
}

export interface FrameTimes {
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/** Scrolls the element up a third of its height per frame for 120 frames and answers the gaps between frames. */
export function frameTimesWhileScrolling(scroller: Locator): Promise<FrameTimes> {
  return scroller.evaluate(
    (element) =>
      new Promise<FrameTimes>((resolve) => {
        // Reached through the element: this file is also compiled without the DOM library.
        const nextFrame = (callback: (now: number) => void) => element.ownerDocument.defaultView!.requestAnimationFrame(callback);
        const gaps: number[] = [];
        let last = performance.now();
        const step = (now: number) => {
          gaps.push(now - last);
          last = now;
          element.scrollTop -= element.clientHeight / 3;
          if (gaps.length < 120) nextFrame(step);
          else {
            const sorted = gaps.slice(1).sort((a, b) => a - b);
            const at = (share: number) => Math.round(sorted[Math.floor(share * (sorted.length - 1))] * 10) / 10;
            resolve({ medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) });
          }
        };
        nextFrame(step);
      }),
  );
}
