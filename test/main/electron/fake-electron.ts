import { EventEmitter } from 'node:events';
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import type { WindowConstructor } from '../../../main/electron/window.ts';

type OpenHandler = (details: { url: string }) => { action: 'allow' | 'deny' };

/** A recording stand-in for Electron's WebContents: events, the window-open handler, sent messages. */
export class FakeWebContents extends EventEmitter {
  static nextId = 1;
  id = FakeWebContents.nextId++;
  openHandler: OpenHandler | undefined;
  sent: Array<[string, unknown]> = [];
  destroyed = false;
  setWindowOpenHandler(handler: OpenHandler) {
    this.openHandler = handler;
  }
  send(channel: string, payload: unknown) {
    this.sent.push([channel, payload]);
  }
  isDestroyed() {
    return this.destroyed;
  }
  /** Emits a navigation event the way Electron does, returning whether it was prevented. */
  navigate(event: 'will-navigate' | 'will-attach-webview', url: string): boolean {
    let prevented = false;
    this.emit(event, { preventDefault: () => (prevented = true) }, url);
    return prevented;
  }
}

/** A recording stand-in for Electron's BrowserWindow. */
export class FakeWindow extends EventEmitter {
  static created: FakeWindow[] = [];
  webContents = new FakeWebContents();
  loaded: string[] = [];
  visible = false;
  focused = false;
  maximized = false;
  minimized = false;
  destroyed = false;
  bounds: { x: number; y: number; width: number; height: number };
  readonly options: BrowserWindowConstructorOptions;
  constructor(options: BrowserWindowConstructorOptions) {
    super();
    this.options = options;
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 800, height: options.height ?? 600 };
    FakeWindow.created.push(this);
  }
  loadURL(url: string) {
    this.loaded.push(url);
    return Promise.resolve();
  }
  show() {
    this.visible = true;
  }
  hide() {
    this.visible = false;
    this.focused = false;
  }
  focus() {
    this.focused = true;
  }
  isVisible() {
    return this.visible;
  }
  maximize() {
    this.maximized = true;
  }
  isMaximized() {
    return this.maximized;
  }
  isMinimized() {
    return this.minimized;
  }
  restore() {
    this.minimized = false;
  }
  getNormalBounds() {
    return this.bounds;
  }
  setContentSize(width: number, height: number) {
    this.bounds = { ...this.bounds, width, height };
  }
  isDestroyed() {
    return this.destroyed;
  }
  close() {
    this.emit('close');
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}

export const FakeWindowClass = FakeWindow as unknown as WindowConstructor;

export function asFake(window: BrowserWindow): FakeWindow {
  return window as unknown as FakeWindow;
}
