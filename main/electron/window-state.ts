import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { writeFileAtomicSync } from '../core/common/files/atomic-write.ts';

const rectangle = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(100).max(20_000),
  height: z.number().int().min(100).max(20_000),
});
export type Rectangle = z.infer<typeof rectangle>;

const windowState = z.object({ bounds: rectangle, maximized: z.boolean() });
export type WindowState = z.infer<typeof windowState>;

export interface DisplayList {
  getAllDisplays(): ReadonlyArray<{ workArea: Rectangle }>;
}

/** The saved bounds, only when the file is valid and the window would still show on a connected display. */
export function loadWindowState(file: string, screen: DisplayList): WindowState | null {
  let parsed: ReturnType<typeof windowState.safeParse>;
  try {
    parsed = windowState.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  const { bounds } = parsed.data;
  return screen.getAllDisplays().some(({ workArea }) => overlapsEnough(bounds, workArea)) ? parsed.data : null;
}

/** At least a 100×50 corner of the window (its title bar) must lie on the display to be reachable. */
function overlapsEnough(window: Rectangle, display: Rectangle): boolean {
  const width = Math.min(window.x + window.width, display.x + display.width) - Math.max(window.x, display.x);
  const height = Math.min(window.y + window.height, display.y + display.height) - Math.max(window.y, display.y);
  return width >= 100 && height >= 50;
}

export interface TrackedWindow {
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  on(event: 'move' | 'resize' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
}

/** Runs `task` once things settle; returns a cancel. The default waits half a second. */
export type Debounce = (task: () => void) => () => void;

const halfSecond: Debounce = (task) => {
  const timer = setTimeout(task, 500);
  return () => clearTimeout(timer);
};

/** Saves the window's bounds to `file` after it moves or resizes (debounced), and right away when it closes. */
export function trackWindowState(window: TrackedWindow, file: string, debounce: Debounce = halfSecond): void {
  let cancel: (() => void) | undefined;
  const save = () => {
    cancel = undefined;
    const state: WindowState = { bounds: window.getNormalBounds(), maximized: window.isMaximized() };
    writeFileAtomicSync(file, `${JSON.stringify(state, null, 2)}\n`, { links: 'follow' });
  };
  const schedule = () => {
    cancel?.();
    cancel = debounce(save);
  };
  for (const event of ['move', 'resize', 'maximize', 'unmaximize'] as const) window.on(event, schedule);
  window.on('close', () => {
    cancel?.();
    save();
  });
}
