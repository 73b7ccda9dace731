import type { BrowserWindow } from 'electron';
import type { ExternalOpener } from './external-links.ts';
import type { WindowConstructor } from './window.ts';
import { guardWindow, secureWebPreferences } from './window-guards.ts';

export interface QuickAskWindowOptions {
  BrowserWindow: WindowConstructor;
  shell: ExternalOpener;
  preload: string;
  /** The renderer's base URL; the window shows its `#/quick` route. */
  url: string;
  trustedOrigin: string;
}

/** A small frameless always-on-top window on the renderer's quick-ask route, hidden until asked for. */
export function createQuickAskWindow(options: QuickAskWindowOptions): BrowserWindow {
  const window = new options.BrowserWindow({
    width: quickAskWidth,
    height: quickAskMinHeight,
    show: false,
    frame: false,
    resizable: false,
    movable: true,
    minimizable: false,
    maximizable: false,
    fullscreenable: false,
    skipTaskbar: true,
    alwaysOnTop: true,
    title: 'Deft Quick Ask',
    webPreferences: secureWebPreferences(options.preload),
  });
  guardWindow(window, options);
  void window.loadURL(`${options.url.split('#')[0]}#/quick`);
  return window;
}

export interface QuickAsk {
  toggle(): void;
  show(): void;
  hide(): void;
  /** As tall as its content asks, from the input line alone to `quickAskMaxHeight`, past which the answer scrolls. */
  fit(height: number): void;
}

const quickAskWidth = 640;
const quickAskMinHeight = 120;
const quickAskMaxHeight = 560;

/** The window's content size for the height its page asks: the input line alone at least, `quickAskMaxHeight` at most. */
export function quickAskSize(askedHeight: number): { width: number; height: number } {
  return { width: quickAskWidth, height: Math.min(quickAskMaxHeight, Math.max(quickAskMinHeight, Math.ceil(askedHeight))) };
}

/** Shows and hides the quick-ask window, creating it on first use (again if it was closed); blur hides it. */
export function createQuickAsk(open: () => BrowserWindow): QuickAsk {
  let window: BrowserWindow | undefined;
  const current = () => {
    if (window === undefined || window.isDestroyed()) {
      window = open();
      window.on('blur', () => window?.hide());
    }
    return window;
  };
  const quickAsk: QuickAsk = {
    show() {
      const shown = current();
      shown.show();
      shown.focus();
    },
    hide() {
      if (window !== undefined && !window.isDestroyed()) window.hide();
    },
    fit(height) {
      if (window === undefined || window.isDestroyed()) return;
      const size = quickAskSize(height);
      window.setContentSize(size.width, size.height);
    },
    toggle() {
      if (window !== undefined && !window.isDestroyed() && window.isVisible()) quickAsk.hide();
      else quickAsk.show();
    },
  };
  return quickAsk;
}

/** Whether a command line (this one or a second instance's) asks for the quick-ask window. */
export function wantsQuickAsk(argv: readonly string[]): boolean {
  return argv.includes('--quick-ask');
}
