import type { WebglAddon } from '@xterm/addon-webgl';
import type { Terminal } from '@xterm/xterm';
import { createContextBudget } from './context-budget.ts';

/**
 * Browsers keep about 16 WebGL contexts alive and drop the oldest past that, so terminals draw with
 * WebGL only within this budget (the rest use the DOM renderer), well below the browser's cap.
 */
const contexts = createContextBudget(6);

/**
 * Draws `terminal` with WebGL (its addon loaded on first use) when WebGL2 works and a context is
 * free; returns the release that puts it back on the DOM renderer, or undefined when it stays there.
 * `onLost`: the context was lost and not restored; the terminal is back on the DOM renderer.
 * `wanted`: asked once the addon is loaded, false when the terminal no longer wants it (or is gone).
 */
export async function startWebgl(terminal: Terminal, onLost: () => void, wanted: () => boolean): Promise<(() => void) | undefined> {
  if (!contexts.acquire()) return undefined;
  const { WebglAddon: Addon } = await import('@xterm/addon-webgl');
  if (!wanted()) {
    contexts.release();
    return undefined;
  }
  let addon: WebglAddon;
  try {
    addon = new Addon();
    terminal.loadAddon(addon);
  } catch {
    // No WebGL2 here (the addon throws when it gets no context): this terminal stays on the DOM renderer.
    contexts.release();
    return undefined;
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    addon.dispose();
    contexts.release();
  };
  addon.onContextLoss(() => {
    release();
    onLost();
  });
  return release;
}
