import { describe, expect, it } from 'vitest';
import type { BrowserWindow } from 'electron';
import { createQuickAsk, wantsQuickAsk } from '../../../main/electron/quick-ask-window.ts';
import { FakeWindow } from './fake-electron.ts';

function setup() {
  const windows: FakeWindow[] = [];
  const quickAsk = createQuickAsk(() => {
    const window = new FakeWindow({ show: false });
    windows.push(window);
    return window as unknown as BrowserWindow;
  });
  return { quickAsk, windows };
}

describe('quick ask', () => {
  it('creates the window on first use and toggles it', () => {
    const { quickAsk, windows } = setup();
    expect(windows).toHaveLength(0);
    quickAsk.toggle();
    expect(windows).toHaveLength(1);
    expect(windows[0]).toMatchObject({ visible: true, focused: true });
    quickAsk.toggle();
    expect(windows[0]?.visible).toBe(false);
    quickAsk.toggle();
    expect(windows).toHaveLength(1);
    expect(windows[0]?.visible).toBe(true);
  });

  it('hides on blur and on request (the renderer sends Escape as shell.hideQuickAsk)', () => {
    const { quickAsk, windows } = setup();
    quickAsk.show();
    windows[0]?.emit('blur');
    expect(windows[0]?.visible).toBe(false);
    quickAsk.show();
    quickAsk.hide();
    expect(windows[0]?.visible).toBe(false);
  });

  it('takes the height its content asks for, from the input line alone up to a maximum past which the answer scrolls', () => {
    const { quickAsk, windows } = setup();
    quickAsk.fit(400);
    expect(windows).toHaveLength(0);
    quickAsk.show();
    quickAsk.fit(333.2);
    expect(windows[0]?.bounds).toMatchObject({ width: 640, height: 334 });
    quickAsk.fit(5000);
    expect(windows[0]?.bounds.height).toBe(560);
    quickAsk.fit(40);
    expect(windows[0]?.bounds.height).toBe(120);
  });

  it('makes a new window when the old one was closed', () => {
    const { quickAsk, windows } = setup();
    quickAsk.show();
    windows[0]?.close();
    quickAsk.hide();
    quickAsk.show();
    expect(windows).toHaveLength(2);
    expect(windows[1]?.visible).toBe(true);
  });

  it('is asked for by --quick-ask on a command line', () => {
    expect(wantsQuickAsk(['/opt/Deft/deft-desktop', '--quick-ask'])).toBe(true);
    expect(wantsQuickAsk(['/opt/Deft/deft-desktop', '/some/folder'])).toBe(false);
  });
});
