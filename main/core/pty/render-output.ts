import type { CapturedOutput } from './capture.ts';
import { renderTerminal, type ScreenSize } from './render.ts';

export interface RenderedOutput {
  text: string;
  /** Raw bytes in the middle that were not kept and so are not in `text`. */
  droppedBytes: number;
}

/** Renders a captured part of the output; when its middle was dropped, head and tail each on their own. */
export async function renderCaptured(captured: CapturedOutput, screen?: ScreenSize): Promise<RenderedOutput> {
  if (captured.droppedBytes === 0) {
    return { text: await renderTerminal(Buffer.concat([captured.head, captured.tail]), screen), droppedBytes: 0 };
  }
  const head = await renderTerminal(captured.head, screen);
  const tail = await renderTerminal(captured.tail, screen);
  const marker = `[… ${formatBytes(captured.droppedBytes)} of output in the middle were not kept …]`;
  return { text: [head, marker, tail].filter(Boolean).join('\n'), droppedBytes: captured.droppedBytes };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
